import { describe, expect, it } from 'vitest';
import {
  computeSchoolFees,
  getCommissionPence,
  getFeeModelOn,
  type InstructorFeeTerms,
  schoolFeeModelSchema,
} from './school-fees';

const QUARTER = { from: '2026-07-06', to: '2026-10-05' };

describe('getFeeModelOn', () => {
  it('takes the latest change on or before the day, and no fee before the first', () => {
    const history = [
      { from: '2026-09-01', model: { kind: 'commission' as const, basisPoints: 500 } },
      { from: '2026-07-01', model: { kind: 'referral' as const, perLearnerPence: 1800 } },
    ];
    expect(getFeeModelOn(history, '2026-06-30')).toEqual({ kind: 'none' });
    expect(getFeeModelOn(history, '2026-07-01')).toEqual({ kind: 'referral', perLearnerPence: 1800 });
    expect(getFeeModelOn(history, '2026-08-31').kind).toBe('referral');
    expect(getFeeModelOn(history, '2026-09-01')).toEqual({ kind: 'commission', basisPoints: 500 });
  });
});

describe('getCommissionPence', () => {
  it('rounds half up to a penny, never above the amount', () => {
    expect(getCommissionPence(3500, 450)).toBe(158); // 157.5p
    expect(getCommissionPence(3333, 300)).toBe(100); // 99.99p
    expect(getCommissionPence(1, 4999)).toBe(0);
    expect(getCommissionPence(1, 5000)).toBe(1);
    expect(getCommissionPence(4250, 10_000)).toBe(4250);
  });
});

describe('schoolFeeModelSchema', () => {
  it('takes the four models and refuses negative, fractional or impossible amounts with a reason', () => {
    expect(schoolFeeModelSchema.parse({ kind: 'commission', basisPoints: 450 })).toEqual({
      kind: 'commission',
      basisPoints: 450,
    });
    const tooMuch = schoolFeeModelSchema.safeParse({ kind: 'commission', basisPoints: 10_001 });
    expect(tooMuch.error?.issues[0]?.message).toBe('A share cannot be more than 100%');
    const fraction = schoolFeeModelSchema.safeParse({
      kind: 'weekly_franchise',
      weeklyPence: 99.5,
      noLessonsNoFee: false,
    });
    expect(fraction.error?.issues[0]?.message).toBe('Enter a whole number of pence');
    expect(schoolFeeModelSchema.safeParse({ kind: 'referral', perLearnerPence: -1 }).success).toBe(false);
  });
});

describe('computeSchoolFees', () => {
  it('charges a weekly franchise fee on each Monday in the period, except waived weeks and, when asked, weeks without lessons', () => {
    const terms: InstructorFeeTerms = {
      history: [
        {
          from: '2026-01-01',
          model: { kind: 'weekly_franchise', weeklyPence: 12_000, noLessonsNoFee: true },
        },
      ],
      franchiseFreeWeeks: ['2026-07-20'],
    };
    // Mondays from 6 July (the quarter starts on a Monday) to 5 October: 14 weeks.
    const lessons = [
      { lessonId: 1, day: '2026-07-08', pence: 3500 },
      { lessonId: 2, day: '2026-07-14', pence: 3500 },
      { lessonId: 3, day: '2026-07-21', pence: 3500 },
      { lessonId: 4, day: '2026-10-11', pence: 3500 },
    ];
    const fees = computeSchoolFees({ terms, period: QUARTER, lessons, referrals: [] });
    // 6 July and 13 July had lessons; 20 July was waived; the rest had none. 5 October's week
    // (its Monday is the quarter's last day) had a lesson on the 11th.
    expect(fees.map((fee) => fee.day)).toEqual(['2026-07-06', '2026-07-13', '2026-10-05']);
    expect(fees.every((fee) => fee.kind === 'weekly_franchise' && fee.pence === 12_000)).toBe(true);

    const always = computeSchoolFees({
      terms: {
        ...terms,
        history: [
          {
            from: '2026-01-01',
            model: { kind: 'weekly_franchise', weeklyPence: 12_000, noLessonsNoFee: false },
          },
        ],
      },
      period: QUARTER,
      lessons: [],
      referrals: [],
    });
    expect(always).toHaveLength(13);
  });

  it('takes commission per lesson and a referral fee per learner, each by the model of its own day', () => {
    const terms: InstructorFeeTerms = {
      history: [
        { from: '2026-07-01', model: { kind: 'referral', perLearnerPence: 1800 } },
        { from: '2026-08-01', model: { kind: 'commission', basisPoints: 400 } },
      ],
      franchiseFreeWeeks: [],
    };
    const fees = computeSchoolFees({
      terms,
      period: QUARTER,
      lessons: [
        { lessonId: 1, day: '2026-07-31', pence: 3500 },
        { lessonId: 2, day: '2026-08-01', pence: 3500 },
        { lessonId: 3, day: '2026-10-06', pence: 3500 },
      ],
      referrals: [
        { learnerId: 7, day: '2026-07-10' },
        { learnerId: 8, day: '2026-08-10' },
      ],
    });
    expect(fees).toEqual([
      { kind: 'referral', day: '2026-07-10', pence: 1800, learnerId: 7 },
      { kind: 'commission', day: '2026-08-01', pence: 140, lessonId: 2 },
    ]);
  });
});
