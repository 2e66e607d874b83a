import { describe, expect, it } from 'vitest';
import { describeSettingsChangeSubject, formatSettingsChangeTime } from './settings-history-display';

describe('formatSettingsChangeTime', () => {
  it('shows the London time, with the year', () => {
    expect(formatSettingsChangeTime('2026-11-26T12:05:00Z')).toBe('Thu 26 Nov 2026, 12:05 PM');
    // British Summer Time: an hour ahead of UTC.
    expect(formatSettingsChangeTime('2026-07-01T23:30:00Z')).toBe('Thu 2 Jul 2026, 12:30 AM');
  });
});

describe('describeSettingsChangeSubject', () => {
  it("names a school setting by its label and a package's field with its package", () => {
    expect(describeSettingsChangeSubject({ area: 'school', subject: null, fieldLabel: 'Phone' })).toBe(
      'Phone',
    );
    expect(
      describeSettingsChangeSubject({ area: 'package', subject: 'Standard Package', fieldLabel: 'Price' }),
    ).toBe('Standard Package: Price');
  });
});
