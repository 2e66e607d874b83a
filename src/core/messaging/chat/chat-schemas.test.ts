import { describe, expect, it } from 'vitest';
import {
  chatSocketAuthMessageSchema,
  getMessagePreview,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  messageContentSchema,
} from './chat-schemas';

describe('getMessagePreview', () => {
  it('shows the first 50 characters, marking a cut with an ellipsis', () => {
    expect(getMessagePreview('Short one')).toBe('Short one');
    expect(getMessagePreview('a'.repeat(50))).toBe('a'.repeat(50));
    expect(getMessagePreview(`${'b'.repeat(50)}cdef`)).toBe(`${'b'.repeat(50)}…`);
  });

  it('never cuts an emoji in half', () => {
    const preview = getMessagePreview(`${'x'.repeat(49)}🚗🚗`);
    expect(preview).toBe(`${'x'.repeat(49)}🚗…`);
  });
});

describe('messageContentSchema', () => {
  it('trims, and refuses blank or over-long text with the form’s words', () => {
    expect(messageContentSchema.parse('  hi  ')).toBe('hi');
    expect(messageContentSchema.safeParse(' \n ').error?.issues[0]?.message).toBe(MESSAGE_REQUIRED_MESSAGE);
    expect(messageContentSchema.safeParse('x'.repeat(MESSAGE_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      MESSAGE_TOO_LONG_MESSAGE,
    );
    expect(messageContentSchema.parse(` ${'x'.repeat(MESSAGE_MAX_LENGTH)} `)).toHaveLength(
      MESSAGE_MAX_LENGTH,
    );
  });
});

describe('chatSocketAuthMessageSchema', () => {
  it('tells a learner (token) from the instructor (session token, or the cookie when absent)', () => {
    const token = 't'.repeat(43);
    expect(chatSocketAuthMessageSchema.parse({ type: 'auth', token })).toEqual({ type: 'auth', token });
    expect(chatSocketAuthMessageSchema.parse({ type: 'auth', sessionToken: 's' })).toEqual({
      type: 'auth',
      sessionToken: 's',
    });
    expect(chatSocketAuthMessageSchema.parse({ type: 'auth' })).toEqual({ type: 'auth' });
  });

  it('refuses anything else', () => {
    for (const message of [
      { type: 'auth', token: 'short' },
      // Not a link the server made, and PostgreSQL's text columns cannot hold U+0000.
      { type: 'auth', token: `${'t'.repeat(42)}\u0000` },
      { type: 'auth', token: 't'.repeat(43), sessionToken: 's' },
      { type: 'subscribe' },
      'auth',
      null,
    ]) {
      expect(chatSocketAuthMessageSchema.safeParse(message).success).toBe(false);
    }
  });
});
