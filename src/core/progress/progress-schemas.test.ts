import { describe, expect, it } from 'vitest';
import { getTokenWarning } from './progress-schemas';

const NOW = new Date('2027-03-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('token warning', () => {
  it('stays quiet until 7 days before expiry', () => {
    expect(getTokenWarning(inDays(7.01), NOW)).toBeNull();
    expect(getTokenWarning(inDays(30), NOW)).toBeNull();
  });

  it('warns in yellow from 7 days and in red at 3 days or fewer', () => {
    expect(getTokenWarning(inDays(7), NOW)).toEqual({
      expiresInDays: 7,
      message: 'Access expires in 7 days!',
      severity: 'soon',
    });
    expect(getTokenWarning(inDays(3.5), NOW)?.severity).toBe('soon');
    expect(getTokenWarning(inDays(3), NOW)).toEqual({
      expiresInDays: 3,
      message: 'Access expires in 3 days!',
      severity: 'urgent',
    });
    expect(getTokenWarning(inDays(0.5), NOW)).toEqual({
      expiresInDays: 1,
      message: 'Access expires in 1 day!',
      severity: 'urgent',
    });
  });
});
