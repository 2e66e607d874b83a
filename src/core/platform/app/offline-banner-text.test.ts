import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import { formatOfflineBannerText } from './offline-banner-text';

describe('formatOfflineBannerText', () => {
  it('says the London time the data was seen, today', () => {
    // 13:05 UTC in July is 14:05 in London (summer time).
    const savedAt = new Date('2026-07-14T13:05:00Z');
    const now = new Date('2026-07-14T15:00:00Z');
    expect(formatOfflineBannerText(savedAt, now, SCHOOL_TIME_ZONE)).toBe(
      "You're offline, showing what you saw at 2:05 PM",
    );
  });

  it('adds the day when the data is from an earlier day', () => {
    const savedAt = new Date('2026-11-24T09:30:00Z');
    const now = new Date('2026-11-26T08:00:00Z');
    expect(formatOfflineBannerText(savedAt, now, SCHOOL_TIME_ZONE)).toBe(
      "You're offline, showing what you saw at 9:30 AM on Tue 24 Nov",
    );
  });
});
