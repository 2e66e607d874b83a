import { describe, expect, it } from 'vitest';
import {
  formatDurationLabel,
  formatLongDate,
  formatPounds,
  formatPoundsWhole,
  formatShortDate,
  formatTime12h,
} from './display-format';

describe('display formats', () => {
  it('shows money as whole pounds on cards and with pence on payment pages', () => {
    expect(formatPoundsWhole(4000)).toBe('£40');
    expect(formatPoundsWhole(136000)).toBe('£1,360');
    expect(formatPoundsWhole(5450)).toBe('£54.50');
    expect(formatPounds(4000)).toBe('£40.00');
    expect(formatPounds(32000)).toBe('£320.00');
    expect(formatPounds(123456789)).toBe('£1,234,567.89');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPoundsWhole(100000000)).toBe('£1,000,000');
    // As toLocaleString wrote them.
    expect(formatPounds(-1250)).toBe('£-12.50');
    expect(formatPoundsWhole(-4000)).toBe('£-40');
  });

  it('shows 24-hour times in 12-hour form with AM/PM', () => {
    expect(formatTime12h('09:00')).toBe('9:00 AM');
    expect(formatTime12h('12:30')).toBe('12:30 PM');
    expect(formatTime12h('00:15')).toBe('12:15 AM');
    expect(formatTime12h('16:00')).toBe('4:00 PM');
  });

  it('labels durations 1hr, 1.5hr, 2hr, otherwise in minutes', () => {
    expect([60, 90, 120, 45].map(formatDurationLabel)).toEqual(['1hr', '1.5hr', '2hr', '45 min']);
  });

  it('writes dates the British way', () => {
    expect(formatLongDate('2026-03-14')).toBe('Saturday 14 March 2026');
    expect(formatShortDate('2026-03-14')).toBe('Sat 14 Mar');
    expect(formatShortDate('2026-09-01')).toBe('Tue 1 Sept');
  });

  it('writes money and dates as Intl does for en-GB', () => {
    const whole = new Intl.NumberFormat('en-GB');
    const twoDecimals = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const pence of [0, 5, 99, 100, 4000, 5450, 99_999, 100_000, 136_000, 1_234_567_800, -4000, -5450]) {
      const pounds = pence / 100;
      expect(formatPounds(pence)).toBe(`£${twoDecimals.format(pounds)}`);
      expect(formatPoundsWhole(pence)).toBe(
        pence % 100 === 0 ? `£${whole.format(pounds)}` : `£${twoDecimals.format(pounds)}`,
      );
    }
    const long = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    // Every day of four years, a leap year among them.
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const instant = new Date(day + 12 * 3_600_000);
      const isoDate = instant.toISOString().slice(0, 10);
      expect(formatLongDate(isoDate)).toBe(long.format(instant).replace(',', ''));
      expect(formatShortDate(isoDate)).toBe(short.format(instant).replace(',', ''));
    }
  });
});
