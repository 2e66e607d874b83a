import { describe, expect, it } from 'vitest';
import { CHAT_CLOSE_CODES } from '../../../../core/messaging/chat/chat-schemas';
import { buildChatSocketUrl, getReconnectDelayMs, shouldReconnect } from './chat-socket-rules';

describe('buildChatSocketUrl', () => {
  it('uses wss on https and ws on http, on the page’s own host', () => {
    expect(buildChatSocketUrl({ protocol: 'https:', host: 'school.example' })).toBe(
      'wss://school.example/ws',
    );
    expect(buildChatSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });
});

describe('getReconnectDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => getReconnectDelayMs(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('takes up to a fifth off at random', () => {
    expect(getReconnectDelayMs(0, () => 1)).toBe(800);
    expect(getReconnectDelayMs(10, () => 0.5)).toBe(27000);
  });
});

describe('shouldReconnect', () => {
  it('retries drops and restarts, not a refused session or link', () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(CHAT_CLOSE_CODES.authTimeout)).toBe(true);
    expect(shouldReconnect(CHAT_CLOSE_CODES.unauthorised)).toBe(false);
    expect(shouldReconnect(CHAT_CLOSE_CODES.badAuthMessage)).toBe(false);
  });
});
