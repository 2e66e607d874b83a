import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationResponse } from '../../../../core/messaging/chat/chat-schemas';
import {
  addMessageToConversation,
  flattenConversation,
  formatMessageTime,
  getLearnerChatWording,
  getSenderName,
  hasUnreadIncoming,
  markIncomingRead,
} from './chat-messages';

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    studentId: 7,
    instructorId: 1,
    senderRole: 'student',
    senderId: 7,
    receiverId: 1,
    senderName: 'Amira Khan',
    sender: { fullName: 'Amira Khan' },
    content: `Message ${id}`,
    isRead: false,
    createdAt: '2027-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function conversation(...pages: ChatMessage[][]): InfiniteData<ConversationResponse, number | undefined> {
  return {
    pages: pages.map((messages, index) => ({ messages, hasEarlier: index < pages.length - 1 })),
    pageParams: pages.map((_page, index) => (index === 0 ? undefined : index)),
  };
}

describe('flattenConversation', () => {
  it('puts older pages first and each message once', () => {
    const data = conversation([message(5), message(6)], [message(2), message(3)]);
    expect(flattenConversation(data).map((m) => m.id)).toEqual([2, 3, 5, 6]);
    expect(flattenConversation(undefined)).toEqual([]);
  });
});

describe('addMessageToConversation', () => {
  it('adds a pushed message to the newest page, in order', () => {
    const data = conversation([message(5), message(7)], [message(2)]);
    const next = addMessageToConversation(data, message(6));
    expect(next?.pages[0]?.messages.map((m) => m.id)).toEqual([5, 6, 7]);
    expect(next?.pages[1]).toBe(data.pages[1]);
  });

  it('does not add a message twice (sent by this page, then pushed by the socket)', () => {
    const data = conversation([message(5)]);
    const once = addMessageToConversation(data, message(6));
    const twice = addMessageToConversation(once, message(6, { isRead: true }));
    expect(flattenConversation(twice).map((m) => [m.id, m.isRead])).toEqual([
      [5, false],
      [6, true],
    ]);
  });

  it('leaves a conversation that has not loaded alone', () => {
    expect(addMessageToConversation(undefined, message(1))).toBeUndefined();
  });
});

describe('reading', () => {
  it('marks only the other side’s messages read', () => {
    const data = conversation([
      message(1, { senderRole: 'student' }),
      message(2, { senderRole: 'instructor' }),
    ]);
    expect(hasUnreadIncoming(flattenConversation(data), 'instructor')).toBe(true);
    const read = markIncomingRead(data, 'instructor');
    expect(flattenConversation(read).map((m) => m.isRead)).toEqual([true, false]);
    expect(hasUnreadIncoming(flattenConversation(read), 'instructor')).toBe(false);
    expect(hasUnreadIncoming(flattenConversation(read), 'student')).toBe(true);
  });
});

describe('formatMessageTime', () => {
  const now = new Date('2027-07-10T15:00:00Z');

  it('shows only the time for today, in London time', () => {
    expect(formatMessageTime('2027-07-10T08:05:00Z', now)).toBe('9:05 AM');
  });

  it('adds the short date before today, across the clock change', () => {
    expect(formatMessageTime('2027-07-09T22:30:00Z', now)).toBe('Fri 9 Jul, 11:30 PM');
    expect(formatMessageTime('2027-01-09T22:30:00Z', now)).toBe('Sat 9 Jan, 10:30 PM');
  });
});

describe("the instructor's name in the learner's chat", () => {
  it('uses the configured name, asking by first name', () => {
    expect(getLearnerChatWording('Sarah Jones')).toEqual({ title: 'Chat with Sarah Jones', askWho: 'Sarah' });
  });

  it('says "your instructor" when no name is configured', () => {
    expect(getLearnerChatWording(null)).toEqual({
      title: 'Chat with your instructor',
      askWho: 'your instructor',
    });
    expect(getLearnerChatWording(undefined).askWho).toBe('your instructor');
  });

  it('names the sender of a message, or what they are to the reader', () => {
    expect(getSenderName({ senderName: 'Sarah Jones', senderRole: 'instructor' })).toBe('Sarah Jones');
    expect(getSenderName({ senderName: null, senderRole: 'instructor' })).toBe('your instructor');
    expect(getSenderName({ senderName: null, senderRole: 'instructor' }, { sentenceStart: true })).toBe(
      'Your instructor',
    );
    expect(getSenderName({ senderName: 'Amira Khan', senderRole: 'student' })).toBe('Amira Khan');
  });
});
