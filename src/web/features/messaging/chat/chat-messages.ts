import type { InfiniteData } from '@tanstack/react-query';
import { formatShortDate, formatTime12h, getFirstName } from '../../../../core/format/display-format';
import type { ChatMessage, ConversationResponse } from '../../../../core/messaging/chat/chat-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';

/*
 * A conversation in the query cache is an infinite query: page 0 holds the newest messages, each
 * later page older ones (fetched with `before`). Messages pushed by the socket go into page 0.
 */

/** Every message of the loaded pages, oldest first, each once. */
export function flattenConversation<T extends ConversationResponse>(
  data: InfiniteData<T> | undefined,
): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The cache with `message` added to the newest page (or updated, if it is already there). */
export function addMessageToConversation<T extends ConversationResponse>(
  data: InfiniteData<T> | undefined,
  message: ChatMessage,
): InfiniteData<T> | undefined {
  if (!data) return data;
  const alreadyLoaded = data.pages.some((page) =>
    page.messages.some((existing) => existing.id === message.id),
  );
  const pages = data.pages.map((page, index) => {
    if (alreadyLoaded) {
      return {
        ...page,
        messages: page.messages.map((existing) => (existing.id === message.id ? message : existing)),
      };
    }
    return index === 0
      ? { ...page, messages: [...page.messages, message].sort((a, b) => a.id - b.id) }
      : page;
  });
  return { ...data, pages };
}

/** The cache with the other side's messages marked read (after the reader has seen them). */
export function markIncomingRead<T extends ConversationResponse>(
  data: InfiniteData<T> | undefined,
  readerRole: ChatMessage['senderRole'],
): InfiniteData<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) =>
        message.senderRole !== readerRole && !message.isRead ? { ...message, isRead: true } : message,
      ),
    })),
  };
}

/** True when the reader has messages from the other side still unread. */
export function hasUnreadIncoming(
  messages: readonly ChatMessage[],
  readerRole: ChatMessage['senderRole'],
): boolean {
  return messages.some((message) => message.senderRole !== readerRole && !message.isRead);
}

/** '9:05 AM' for today, 'Sat 14 Mar, 9:05 AM' before (London time, like every time on the site). */
export function formatMessageTime(
  isoInstant: string,
  now: Date,
  timeZone: string = SCHOOL_TIME_ZONE,
): string {
  const sent = toZonedParts(new Date(isoInstant), timeZone);
  const today = toZonedParts(now, timeZone).date;
  const time = formatTime12h(sent.time);
  return sent.date === today ? time : `${formatShortDate(sent.date)}, ${time}`;
}

/*
 * The instructor's name reaches the chat from configuration (INSTRUCTOR_NAME). Without one, the
 * chat says "your instructor": never a made-up name (docs/decisions/0019-learner-journey.md).
 */

/** The learner's chat panel: its title and who to ask ('Ask Sarah anything…'). */
export function getLearnerChatWording(instructorName: string | null | undefined): {
  title: string;
  askWho: string;
} {
  return instructorName
    ? { title: `Chat with ${instructorName}`, askWho: getFirstName(instructorName) }
    : { title: 'Chat with your instructor', askWho: 'your instructor' };
}

/** Who wrote a message, for the other side: their name, else what they are to the reader. */
export function getSenderName(
  message: Pick<ChatMessage, 'senderName' | 'senderRole'>,
  { sentenceStart = false }: { sentenceStart?: boolean } = {},
): string {
  if (message.senderName) return message.senderName;
  const role = message.senderRole === 'instructor' ? 'your instructor' : 'a learner';
  return sentenceStart ? `${role.charAt(0).toUpperCase()}${role.slice(1)}` : role;
}
