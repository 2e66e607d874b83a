import { describe, expect, it } from 'vitest';
import {
  createNetworkPartnerRequestSchema,
  getEstimatedResponseDate,
  getPreferredDateChoices,
  getResponseDeadline,
  isPreferredDateInRange,
  NETWORK_POSTCODE_MESSAGE,
  toPostcodeDistrict,
} from './network-request-schemas';

describe('getPreferredDateChoices', () => {
  it('offers the next 14 days, from tomorrow', () => {
    const choices = getPreferredDateChoices('2026-12-24');
    expect(choices).toHaveLength(14);
    expect(choices[0]).toBe('2026-12-25');
    expect(choices.at(-1)).toBe('2027-01-07');
  });
});

describe('isPreferredDateInRange', () => {
  it('accepts today to 14 days ahead', () => {
    expect(isPreferredDateInRange('2026-12-24', '2026-12-24')).toBe(true);
    expect(isPreferredDateInRange('2027-01-07', '2026-12-24')).toBe(true);
    expect(isPreferredDateInRange('2027-01-08', '2026-12-24')).toBe(false);
    expect(isPreferredDateInRange('2026-12-23', '2026-12-24')).toBe(false);
  });
});

describe('getEstimatedResponseDate', () => {
  it('is 7 working days for a standard request and 5 for an urgent one', () => {
    // Monday 12 January 2026.
    expect(getEstimatedResponseDate('2026-01-12', 'standard')).toBe('2026-01-21');
    expect(getEstimatedResponseDate('2026-01-12', 'urgent')).toBe('2026-01-19');
  });
});

describe('getResponseDeadline', () => {
  it('never promises a reply after the learner’s last chosen date', () => {
    // Monday 12 January 2026; the dates come in any order.
    expect(getResponseDeadline('2026-01-12', 'standard', ['2026-01-15', '2026-01-13'])).toEqual({
      date: '2026-01-15',
      byLastChosenDate: true,
    });
    expect(getResponseDeadline('2026-01-12', 'urgent', ['2026-01-17'])).toEqual({
      date: '2026-01-17',
      byLastChosenDate: true,
    });
    // A request sent just after midnight for "tomorrow" as chosen the evening before: today.
    expect(getResponseDeadline('2026-01-12', 'standard', ['2026-01-12'])).toEqual({
      date: '2026-01-12',
      byLastChosenDate: true,
    });
  });

  it('keeps the working days when the last chosen date is as late or later', () => {
    expect(getResponseDeadline('2026-01-12', 'standard', ['2026-01-13', '2026-01-21'])).toEqual({
      date: '2026-01-21',
      byLastChosenDate: false,
    });
    expect(getResponseDeadline('2026-01-12', 'urgent', ['2026-01-26'])).toEqual({
      date: '2026-01-19',
      byLastChosenDate: false,
    });
  });
});

describe('createNetworkPartnerRequestSchema', () => {
  const valid = {
    fullName: 'Amira Khan',
    email: 'Amira@Example.com ',
    phone: '07700 900123',
    lessonType: 'manual',
    preferredDates: ['2026-01-15', '2026-01-13', '2026-01-15'],
    postcode: 'B23 6AB',
  };

  it('defaults to standard urgency, lower-cases the e-mail and keeps each date once, in order', () => {
    const parsed = createNetworkPartnerRequestSchema.parse(valid);
    expect(parsed.urgencyLevel).toBe('standard');
    expect(parsed.email).toBe('amira@example.com');
    expect(parsed.preferredDates).toEqual(['2026-01-13', '2026-01-15']);
  });

  it("says 'Please select at least one preferred date' for no dates", () => {
    const result = createNetworkPartnerRequestSchema.safeParse({ ...valid, preferredDates: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select at least one preferred date',
    ]);
  });
});

describe('the postcode and instructor preference', () => {
  const valid = {
    fullName: 'Amira Khan',
    email: 'amira@example.com',
    phone: '07700 900123',
    lessonType: 'manual',
    preferredDates: ['2026-12-01'],
  };

  it('normalises the postcode, keeps its district and defaults the preference', () => {
    const parsed = createNetworkPartnerRequestSchema.parse({ ...valid, postcode: ' b23 6ab ' });
    expect(parsed.postcode).toBe('B23 6AB');
    expect(parsed.instructorPreference).toBe('no_preference');
    expect(toPostcodeDistrict(parsed.postcode)).toBe('B23');
    expect(toPostcodeDistrict('b7 4ad')).toBe('B7');
    expect(toPostcodeDistrict('WS13 6QG')).toBe('WS13');
  });

  it('requires a UK postcode', () => {
    for (const postcode of [undefined, '', 'B23', 'not a postcode']) {
      const result = createNetworkPartnerRequestSchema.safeParse({ ...valid, postcode });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['postcode'],
        message: NETWORK_POSTCODE_MESSAGE,
      });
    }
  });

  it('takes only the booking form’s preferences', () => {
    const female = createNetworkPartnerRequestSchema.parse({
      ...valid,
      postcode: 'B23 6AB',
      instructorPreference: 'female',
    });
    expect(female.instructorPreference).toBe('female');
    expect(
      createNetworkPartnerRequestSchema.safeParse({
        ...valid,
        postcode: 'B23 6AB',
        instructorPreference: 'any',
      }).success,
    ).toBe(false);
  });
});
