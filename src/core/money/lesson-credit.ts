/*
 * Which money each lesson stands for, so that it can be credited to the instructor who taught it
 * (issue 39). A learner's minutes are used in the order bought (first purchase first) by lessons in
 * the order taught; a lesson is worth its purchase's price pro rata to the minutes it used from it.
 * The learner's balance does not change: this only says whose work the money was.
 */

export interface CreditPurchase {
  id: number;
  minutes: number;
  pricePence: number;
  /** When it was bought (ISO instant): earlier purchases are used first. */
  boughtAt: string;
}

export interface CreditLesson {
  id: number;
  instructorId: number;
  /** When it started (ISO instant): earlier lessons use minutes first. */
  startsAt: string;
  /** The minutes it used (the ledger's getUsedMinutes: none for a lesson still to come). */
  usedMinutes: number;
}

export interface LessonCreditPart {
  purchaseId: number;
  minutes: number;
  pence: number;
}

export interface LessonCredit {
  lessonId: number;
  instructorId: number;
  minutes: number;
  pence: number;
  /** Minutes taught beyond everything bought: credited to the instructor at no price. */
  unfundedMinutes: number;
  parts: LessonCreditPart[];
}

/**
 * The price of a purchase's first `minutes` minutes, rounded half up to a penny. Each lesson takes
 * the difference between two of these, so the lessons that use up a purchase add up to exactly
 * its price, with no penny lost to rounding or counted twice.
 */
export function getPriceOfFirstMinutes(
  purchase: Pick<CreditPurchase, 'minutes' | 'pricePence'>,
  minutes: number,
): number {
  if (purchase.minutes <= 0) return 0;
  const used = Math.min(Math.max(minutes, 0), purchase.minutes);
  return Math.floor((2 * purchase.pricePence * used + purchase.minutes) / (2 * purchase.minutes));
}

function byTimeThenId<T extends { id: number }>(time: (item: T) => string) {
  return (a: T, b: T) => (time(a) === time(b) ? a.id - b.id : time(a) < time(b) ? -1 : 1);
}

/** Every lesson that used minutes, with the money behind them, in the order taught. */
export function creditLessons(entries: {
  purchases: readonly CreditPurchase[];
  lessons: readonly CreditLesson[];
}): LessonCredit[] {
  // A purchase of no minutes (money only) funds no lesson.
  const purchases = entries.purchases
    .filter((purchase) => purchase.minutes > 0)
    .toSorted(byTimeThenId((purchase) => purchase.boughtAt));
  const lessons = entries.lessons
    .filter((lesson) => lesson.usedMinutes > 0)
    .toSorted(byTimeThenId((lesson) => lesson.startsAt));

  let purchaseIndex = 0;
  let usedOfPurchase = 0;
  return lessons.map((lesson) => {
    const parts: LessonCreditPart[] = [];
    let left = lesson.usedMinutes;
    while (left > 0) {
      const purchase = purchases[purchaseIndex];
      if (!purchase) break;
      const minutes = Math.min(left, purchase.minutes - usedOfPurchase);
      const pence =
        getPriceOfFirstMinutes(purchase, usedOfPurchase + minutes) -
        getPriceOfFirstMinutes(purchase, usedOfPurchase);
      parts.push({ purchaseId: purchase.id, minutes, pence });
      left -= minutes;
      usedOfPurchase += minutes;
      if (usedOfPurchase === purchase.minutes) {
        purchaseIndex += 1;
        usedOfPurchase = 0;
      }
    }
    return {
      lessonId: lesson.id,
      instructorId: lesson.instructorId,
      minutes: lesson.usedMinutes,
      pence: parts.reduce((sum, part) => sum + part.pence, 0),
      unfundedMinutes: left,
      parts,
    };
  });
}
