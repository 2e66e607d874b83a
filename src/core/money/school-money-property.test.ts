import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../time/london-time';
import { summariseInstructorStatement } from './instructor-statement';
import {
  type CreditLesson,
  type CreditPurchase,
  creditLessons,
  getPriceOfFirstMinutes,
} from './lesson-credit';
import { getMonthOf, getMtdQuartersOfTaxYear, getUkTaxYear, getWeekOf } from './money-periods';
import { computeSchoolFees, type InstructorFeeTerms, type SchoolFeeModel } from './school-fees';

/*
 * Issue 39's invariant, on the pure rules: over random purchases and lessons of several learners
 * taught by several instructors under changing fee models, the lesson money credited to
 * instructors is exactly the money of the minutes used (a used-up purchase to the penny), the
 * school's fees plus the instructors' income equal it, and statements of weeks, months and MTD
 * quarters add up to the tax year's.
 */

const INSTRUCTORS = [1, 2, 3] as const;
const TAX_YEAR = getUkTaxYear('2026-06-01');
const YEAR_DAYS = 365;

const modelArbitrary: fc.Arbitrary<SchoolFeeModel> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constant('weekly_franchise' as const),
    weeklyPence: fc.integer({ min: 0, max: 30_000 }),
    noLessonsNoFee: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('commission' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('referral' as const), perLearnerPence: fc.integer({ min: 0, max: 5000 }) }),
);

const dayArbitrary = fc
  .integer({ min: 0, max: YEAR_DAYS - 1 })
  .map((offset) => addDaysToIsoDate(TAX_YEAR.from, offset));

const termsArbitrary: fc.Arbitrary<InstructorFeeTerms> = fc.record({
  history: fc.array(fc.record({ from: dayArbitrary, model: modelArbitrary }), { maxLength: 4 }),
  franchiseFreeWeeks: fc.array(
    dayArbitrary.map((day) => getWeekOf(day).from),
    { maxLength: 6 },
  ),
});

const learnerArbitrary = fc.record({
  purchases: fc.array(
    fc.record({
      minutes: fc.constantFrom(0, 60, 90, 120, 300, 600),
      pricePence: fc.integer({ min: 0, max: 60_000 }),
      day: dayArbitrary,
    }),
    { maxLength: 4 },
  ),
  lessons: fc.array(
    fc.record({
      instructorId: fc.constantFrom(...INSTRUCTORS),
      day: dayArbitrary,
      usedMinutes: fc.constantFrom(0, 30, 60, 90, 120),
    }),
    { maxLength: 12 },
  ),
  referredTo: fc.option(fc.record({ instructorId: fc.constantFrom(...INSTRUCTORS), day: dayArbitrary }), {
    nil: null,
  }),
});

describe('the school money rules over random years', () => {
  it('credit exactly the money used, and every cut of the year adds up to the tax year', () => {
    fc.assert(
      fc.property(
        fc.array(learnerArbitrary, { minLength: 1, maxLength: 6 }),
        fc.tuple(termsArbitrary, termsArbitrary, termsArbitrary),
        (learners, termsByIndex) => {
          let nextId = 1;
          const taught: {
            instructorId: number;
            day: string;
            minutes: number;
            pence: number;
            lessonId: number;
          }[] = [];
          let moneyOfMinutesUsed = 0;
          for (const learner of learners) {
            const purchases: CreditPurchase[] = learner.purchases.map((purchase) => ({
              id: nextId++,
              minutes: purchase.minutes,
              pricePence: purchase.pricePence,
              boughtAt: `${purchase.day}T09:00:00Z`,
            }));
            const lessons: CreditLesson[] = learner.lessons.map((lesson) => ({
              id: nextId++,
              instructorId: lesson.instructorId,
              startsAt: `${lesson.day}T10:00:00Z`,
              usedMinutes: lesson.usedMinutes,
            }));
            const credits = creditLessons({ purchases, lessons });
            const dayOfLesson = new Map(lessons.map((lesson) => [lesson.id, lesson.startsAt.slice(0, 10)]));
            for (const credit of credits) {
              expect(credit.pence).toBeGreaterThanOrEqual(0);
              expect(credit.parts.reduce((sum, part) => sum + part.minutes, 0) + credit.unfundedMinutes).toBe(
                credit.minutes,
              );
              taught.push({
                instructorId: credit.instructorId,
                day: dayOfLesson.get(credit.lessonId) ?? '',
                minutes: credit.minutes,
                pence: credit.pence,
                lessonId: credit.lessonId,
              });
            }
            // Independently of the credit's walk: the money of the minutes used, purchase by purchase.
            let minutesToUse = lessons.reduce((sum, lesson) => sum + lesson.usedMinutes, 0);
            for (const purchase of purchases
              .filter((item) => item.minutes > 0)
              .toSorted((a, b) =>
                a.boughtAt === b.boughtAt ? a.id - b.id : a.boughtAt < b.boughtAt ? -1 : 1,
              )) {
              const used = Math.min(minutesToUse, purchase.minutes);
              moneyOfMinutesUsed += getPriceOfFirstMinutes(purchase, used);
              minutesToUse -= used;
              const credited = credits
                .flatMap((credit) => credit.parts)
                .filter((part) => part.purchaseId === purchase.id)
                .reduce((sum, part) => sum + part.pence, 0);
              expect(credited).toBe(
                used === purchase.minutes ? purchase.pricePence : getPriceOfFirstMinutes(purchase, used),
              );
            }
          }
          expect(taught.reduce((sum, lesson) => sum + lesson.pence, 0)).toBe(moneyOfMinutesUsed);

          let feesForYear = 0;
          let incomeForYear = 0;
          INSTRUCTORS.forEach((instructorId, index) => {
            const terms = termsByIndex[index] ?? { history: [], franchiseFreeWeeks: [] };
            const lessons = taught.filter((lesson) => lesson.instructorId === instructorId);
            const referrals = learners.flatMap((learner, learnerIndex) =>
              learner.referredTo?.instructorId === instructorId
                ? [{ learnerId: learnerIndex, day: learner.referredTo.day }]
                : [],
            );
            const statementOf = (period: { from: string; to: string }) => {
              const fees = computeSchoolFees({ terms, period, lessons, referrals });
              // Each fee falls on a day of the period asked for, so no cut counts one twice.
              expect(fees.filter((fee) => fee.day < period.from || fee.day > period.to)).toEqual([]);
              return summariseInstructorStatement({ period, lessons, fees, costs: [] });
            };
            const year = statementOf(TAX_YEAR);
            for (const fee of computeSchoolFees({ terms, period: TAX_YEAR, lessons, referrals })) {
              if (fee.kind === 'commission') {
                const lesson = lessons.find((item) => item.lessonId === fee.lessonId);
                expect(fee.pence).toBeLessThanOrEqual(lesson?.pence ?? 0);
              }
            }
            // Quarters, months (cut at the year's ends) and weeks (likewise) each add up to the year.
            const cuts = [
              getMtdQuartersOfTaxYear(TAX_YEAR.from),
              splitYear((day) => getMonthOf(day)),
              splitYear((day) => getWeekOf(day)),
            ];
            for (const periods of cuts) {
              const parts = periods.map(statementOf);
              expect(sum(parts, 'lessonPence')).toBe(year.lessonPence);
              expect(sum(parts, 'feesPence')).toBe(year.feesPence);
              expect(sum(parts, 'lessonMinutes')).toBe(year.lessonMinutes);
            }
            feesForYear += year.feesPence;
            incomeForYear += year.netPence;
          });
          // What the school takes plus what the instructors keep is the lesson money taught.
          expect(feesForYear + incomeForYear).toBe(moneyOfMinutesUsed);
        },
      ),
      { numRuns: 150 },
    );
    // 150 random years take about 4 s alone; a loaded CI machine needs more than the 5 s default.
  }, 30_000);
});

function splitYear(periodOf: (day: string) => { from: string; to: string }): { from: string; to: string }[] {
  const periods: { from: string; to: string }[] = [];
  for (let day = TAX_YEAR.from; day <= TAX_YEAR.to; ) {
    const period = periodOf(day);
    const cut = { from: day, to: period.to < TAX_YEAR.to ? period.to : TAX_YEAR.to };
    periods.push(cut);
    day = addDaysToIsoDate(cut.to, 1);
  }
  return periods;
}

function sum<K extends 'lessonPence' | 'feesPence' | 'lessonMinutes'>(
  items: readonly Record<K, number>[],
  key: K,
): number {
  return items.reduce((total, item) => total + item[key], 0);
}
