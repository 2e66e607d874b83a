import { describe, expect, it } from 'vitest';
import {
  formatDurationLabel,
  formatLongDate,
  formatPounds,
  formatPoundsWhole,
  formatShortDate,
  formatTime12h,
  formatUkPhone,
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
    expect(formatPounds(-1250)).toBe('-£12.50');
    expect(formatPoundsWhole(-4000)).toBe('-£40');
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
    const pounds = { style: 'currency', currency: 'GBP' } as const;
    const whole = new Intl.NumberFormat('en-GB', { ...pounds, maximumFractionDigits: 0 });
    const twoDecimals = new Intl.NumberFormat('en-GB', pounds);
    for (const pence of [0, 5, 99, 100, 4000, 5450, 99_999, 100_000, 136_000, 1_234_567_800, -4000, -5450]) {
      const amount = pence / 100;
      expect(formatPounds(pence)).toBe(twoDecimals.format(amount));
      expect(formatPoundsWhole(pence)).toBe(
        pence % 100 === 0 ? whole.format(amount) : twoDecimals.format(amount),
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

  it.each([
    ['07700900123', '07700 900123'],
    ['+447700900123', '07700 900123'],
    ['07700 900123', '07700 900123'],
    ['+44 (0)7700 900 123', '07700 900123'],
    ['0044 7700 900123', '07700 900123'],
    [' 07700-900-123 ', '07700 900123'],
    ['01214960000', '0121 496 0000'],
    ['0121 496 0000', '0121 496 0000'],
    ['(0121) 4960000', '0121 496 0000'],
    ['+44 121 496 0000', '0121 496 0000'],
    ['01134960000', '0113 496 0000'],
    ['02079460000', '020 7946 0000'],
    ['029 2018 0000', '029 2018 0000'],
    ['01632960000', '01632 960000'],
    ['01539412345', '015394 12345'],
    ['03069990000', '0306 999 0000'],
    ['08081570000', '0808 157 0000'],
    ['05612345678', '056 1234 5678'],
  ])('shows the UK number %j as %j', (entered, shown) => {
    expect(formatUkPhone(entered)).toBe(shown);
  });

  it.each([
    ['+1 415 555 0100', '+1 415 555 0100'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['0800 123 456', '0800 123 456'],
    ['12345', '12345'],
    ['call after 6pm', 'call after 6pm'],
    ['  07700 9001 ', '07700 9001'],
  ])('shows %j, which is not a UK number it can read, as entered', (entered, shown) => {
    expect(formatUkPhone(entered)).toBe(shown);
  });
});
