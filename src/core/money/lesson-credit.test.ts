import { describe, expect, it } from 'vitest';
import {
  type CreditLesson,
  type CreditPurchase,
  creditLessons,
  getPriceOfFirstMinutes,
} from './lesson-credit';

const TOM = 1;
const SARAH = 2;

const purchase = (id: number, minutes: number, pricePence: number, boughtAt: string): CreditPurchase => ({
  id,
  minutes,
  pricePence,
  boughtAt,
});
const lesson = (id: number, instructorId: number, startsAt: string, usedMinutes: number): CreditLesson => ({
  id,
  instructorId,
  startsAt,
  usedMinutes,
});

describe('getPriceOfFirstMinutes', () => {
  it('is the price pro rata, rounded half up, and exactly the price at the last minute', () => {
    const tenHours = { minutes: 600, pricePence: 33_500 };
    expect(getPriceOfFirstMinutes(tenHours, 0)).toBe(0);
    expect(getPriceOfFirstMinutes(tenHours, 60)).toBe(3350);
    expect(getPriceOfFirstMinutes(tenHours, 90)).toBe(5025);
    expect(getPriceOfFirstMinutes(tenHours, 600)).toBe(33_500);
    expect(getPriceOfFirstMinutes(tenHours, 700)).toBe(33_500);
    // £100 for 3 hours: 33.33p a minute; an hour is £33.33, two hours £66.67, all three £100.
    const threeHours = { minutes: 180, pricePence: 10_000 };
    expect([60, 120, 180].map((minutes) => getPriceOfFirstMinutes(threeHours, minutes))).toEqual([
      3333, 6667, 10_000,
    ]);
  });
});

describe('creditLessons', () => {
  it('credits each lesson to who taught it, first purchase first, in the order taught', () => {
    const credits = creditLessons({
      purchases: [
        purchase(2, 120, 8000, '2026-10-01T10:00:00Z'),
        purchase(1, 180, 10_000, '2026-09-01T10:00:00Z'),
      ],
      lessons: [
        lesson(12, SARAH, '2026-09-20T10:00:00Z', 120),
        lesson(11, TOM, '2026-09-10T10:00:00Z', 120),
        lesson(13, TOM, '2026-10-05T10:00:00Z', 60),
        lesson(14, SARAH, '2026-12-05T10:00:00Z', 0),
      ],
    });
    expect(credits).toEqual([
      {
        lessonId: 11,
        instructorId: TOM,
        minutes: 120,
        pence: 6667,
        unfundedMinutes: 0,
        parts: [{ purchaseId: 1, minutes: 120, pence: 6667 }],
      },
      {
        lessonId: 12,
        instructorId: SARAH,
        minutes: 120,
        pence: 3333 + 4000,
        unfundedMinutes: 0,
        parts: [
          { purchaseId: 1, minutes: 60, pence: 3333 },
          { purchaseId: 2, minutes: 60, pence: 4000 },
        ],
      },
      {
        lessonId: 13,
        instructorId: TOM,
        minutes: 60,
        pence: 4000,
        unfundedMinutes: 0,
        parts: [{ purchaseId: 2, minutes: 60, pence: 4000 }],
      },
    ]);
    // Both purchases used up: the lessons add up to exactly what was bought.
    expect(credits.reduce((sum, credit) => sum + credit.pence, 0)).toBe(18_000);
  });

  it('credits minutes taught beyond what was bought at no price, and skips money-only purchases', () => {
    const [credit] = creditLessons({
      purchases: [
        purchase(1, 0, 2500, '2026-09-01T10:00:00Z'),
        purchase(2, 60, 3500, '2026-09-01T11:00:00Z'),
      ],
      lessons: [lesson(11, SARAH, '2026-09-10T10:00:00Z', 90)],
    });
    expect(credit).toEqual({
      lessonId: 11,
      instructorId: SARAH,
      minutes: 90,
      pence: 3500,
      unfundedMinutes: 30,
      parts: [{ purchaseId: 2, minutes: 60, pence: 3500 }],
    });
  });
});
