import { describe, expect, it } from 'vitest';
import {
  assessCompliance,
  type ComplianceRecord,
  describeLapse,
  type InstructorCompliance,
  instructorsNeedingAttention,
} from './instructor-compliance';

const TODAY = '2026-11-29';
const valid: ComplianceRecord = {
  adiNumber: 'ADI123456',
  badgeType: 'adi',
  badgeExpiresOn: '2027-11-29',
  insuranceCoversTuition: true,
  insuranceExpiresOn: '2027-06-30',
  dbsCheckedOn: '2026-01-10',
};

describe('assessCompliance: the lines the owner reads', () => {
  it('says which document expired and that they cannot be booked', () => {
    expect(
      assessCompliance({ record: { ...valid, insuranceExpiresOn: '2026-11-03' }, recordDueOn: null }, TODAY),
    ).toEqual({
      bookable: false,
      state: 'locked',
      lines: ['Insurance expired on 3 Nov 2026 — not bookable'],
    });
  });

  it('counts the days to an expiry within 30, valid through its date', () => {
    expect(
      assessCompliance({ record: { ...valid, badgeExpiresOn: '2026-12-06' }, recordDueOn: null }, TODAY),
    ).toEqual({ bookable: true, state: 'expiring', lines: ['Badge expires in 7 days (6 Dec 2026)'] });
    expect(
      assessCompliance({ record: { ...valid, badgeExpiresOn: TODAY }, recordDueOn: null }, TODAY).bookable,
    ).toBe(true);
  });

  it('has nothing to say of a record in order, and locks an account with none', () => {
    expect(assessCompliance({ record: valid, recordDueOn: null }, TODAY)).toEqual({
      bookable: true,
      state: 'valid',
      lines: [],
    });
    expect(assessCompliance({ record: null, recordDueOn: null }, TODAY).lines).toEqual([
      'No badge or insurance on record — not bookable',
    ]);
  });
});

function entry(
  instructorId: number,
  fullName: string,
  record: ComplianceRecord | null,
): InstructorCompliance {
  return {
    instructorId,
    fullName,
    record,
    recordDueOn: null,
    updatedAt: null,
    assessment: assessCompliance({ record, recordDueOn: null }, TODAY),
    lessonsToCover: 0,
  };
}

describe('instructorsNeedingAttention: whom the owner is warned about on Today', () => {
  it('lists the not bookable first, then those expiring, and leaves out those in order', () => {
    const list = [
      entry(1, 'Tom Owner', valid),
      entry(2, 'Amy Expiring', { ...valid, insuranceExpiresOn: '2026-12-20' }),
      entry(3, 'Sarah Khan', { ...valid, badgeExpiresOn: '2026-11-28' }),
      entry(4, 'Priya Shah', null),
    ];
    expect(instructorsNeedingAttention(list).map((instructor) => instructor.fullName)).toEqual([
      'Priya Shah',
      'Sarah Khan',
      'Amy Expiring',
    ]);
  });

  it('is empty when every record is in order', () => {
    expect(instructorsNeedingAttention([entry(1, 'Tom Owner', valid)])).toEqual([]);
  });
});

describe("describeLapse: why a not-bookable instructor's lessons need cover", () => {
  it("names the first document that ran out, in the owner's words", () => {
    const record = { ...valid, insuranceExpiresOn: '2026-11-20', badgeExpiresOn: '2026-11-25' };
    expect(describeLapse('Sarah Khan', { record, recordDueOn: null }, TODAY)).toBe(
      "Sarah Khan's insurance expired on 20 Nov 2026",
    );
    const trainee = { ...valid, badgeType: 'trainee' as const, badgeExpiresOn: '2026-11-28' };
    expect(describeLapse('Sarah Khan', { record: trainee, recordDueOn: null }, TODAY)).toBe(
      "Sarah Khan's trainee licence expired on 28 Nov 2026",
    );
  });

  it('says so when the insurance does not cover tuition or there is no record', () => {
    const record = { ...valid, insuranceCoversTuition: false };
    expect(describeLapse('Sarah Khan', { record, recordDueOn: null }, TODAY)).toBe(
      "Sarah Khan's insurance does not cover tuition",
    );
    expect(describeLapse('Sarah Khan', { record: null, recordDueOn: null }, TODAY)).toBe(
      'Sarah Khan has no badge or insurance on record',
    );
    expect(describeLapse('Sarah Khan', { record: null, recordDueOn: '2026-11-28' }, TODAY)).toBe(
      "Sarah Khan's compliance record was due by 28 Nov 2026",
    );
  });

  it('is null while they may be booked: valid through the expiry date, or in their grace', () => {
    expect(
      describeLapse(
        'Sarah Khan',
        { record: { ...valid, insuranceExpiresOn: TODAY }, recordDueOn: null },
        TODAY,
      ),
    ).toBeNull();
    expect(describeLapse('Sarah Khan', { record: null, recordDueOn: TODAY }, TODAY)).toBeNull();
  });
});
