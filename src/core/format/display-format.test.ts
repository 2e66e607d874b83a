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
  });
});
