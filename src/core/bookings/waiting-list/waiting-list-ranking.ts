import { formatShortDate } from '../../format/display-format';
import { addDaysToIsoDate, toZonedParts } from '../../time/london-time';
import { formatMinutesAsHours } from '../booking/booking-rules';

/*
 * The order in which the learners a freed time suits are offered it (issue 21). Decisions, and why:
 * - Three keys, compared in turn ("first ..., then ..., then ..."): a test within 4 weeks, then
 *   hours already bought, then the longest waiting; ties (same instant) by entry id. Each key
 *   breaks ties of the one before, so among learners with a test soon, one whose lesson is paid for
 *   comes first.
 * - "Test within 4 weeks" is counted from the freed lesson's London date, not today: the question
 *   is whether this lesson falls in the last 28 days before the test (a time freed 3 weeks ahead
 *   helps a test 6 weeks away). The test is after that date (matching never offers the test day).
 * - "Hours already bought" means `leftMinutes >= lessonMinutes`: the learner's ledger holds the
 *   whole lesson, so they can take it in one tap and the time is surely filled; someone with 30
 *   minutes left would still have to buy more before a 1-hour lesson.
 * - The longest waiting: the earliest `joinedAt`.
 * - The instructor's hand order wins: entries with a `manualRank` keep the order the instructor
 *   gave them, and entries without one are merged in by the rule (placed before the first
 *   hand-ranked entry the rule puts after them), so nothing the instructor arranged moves by itself.
 * - Each entry carries its reason in words for the instructor: the first key that applies.
 * The order is total (ids are unique) and does not depend on the input's order.
 */

export const TEST_SOON_DAYS = 28;

export interface WaitingRankingInput {
  id: number;
  joinedAt: Date;
  /** YYYY-MM-DD, London; null without a test. */
  testDate: string | null;
  lessonMinutes: number;
  /** From the ledger: minutes bought and neither used nor reserved. */
  leftMinutes: number;
  /** The instructor's hand order (lower first); null when the rule places the entry. */
  manualRank: number | null;
}

export type WaitingRankReason = 'test_soon' | 'hours_bought' | 'waiting';

export interface RankedWaitingEntry<T extends WaitingRankingInput> {
  entry: T;
  /** 1 for the learner offered first. */
  position: number;
  reason: WaitingRankReason;
  /** E.g. "Test on Fri 12 Dec, within 4 weeks", "Has 3 hours left", "Waiting since Mon 1 Dec". */
  reasonText: string;
  placedByHand: boolean;
}

/** The test is after the lesson's London date and at most 28 days after it. */
export function isTestSoon(testDate: string | null, lessonDate: string): boolean {
  return (
    testDate !== null && testDate > lessonDate && testDate <= addDaysToIsoDate(lessonDate, TEST_SOON_DAYS)
  );
}

/** The learner's ledger holds the whole lesson. */
export function hasHoursForLesson(
  entry: Pick<WaitingRankingInput, 'leftMinutes' | 'lessonMinutes'>,
): boolean {
  return entry.leftMinutes >= entry.lessonMinutes;
}

function getReason(entry: WaitingRankingInput, lessonDate: string): WaitingRankReason {
  if (isTestSoon(entry.testDate, lessonDate)) return 'test_soon';
  if (hasHoursForLesson(entry)) return 'hours_bought';
  return 'waiting';
}

function describeHoursLeft(leftMinutes: number): string {
  const hours = leftMinutes / 60;
  return `Has ${formatMinutesAsHours(hours * 60)} left`;
}

function describeReason(entry: WaitingRankingInput, reason: WaitingRankReason, timeZone: string): string {
  if (reason === 'test_soon' && entry.testDate !== null) {
    return `Test on ${formatShortDate(entry.testDate)}, within 4 weeks`;
  }
  if (reason === 'hours_bought') return describeHoursLeft(entry.leftMinutes);
  return `Waiting since ${formatShortDate(toZonedParts(entry.joinedAt, timeZone).date)}`;
}

function compareByRule(a: WaitingRankingInput, b: WaitingRankingInput, lessonDate: string): number {
  const byTest = Number(isTestSoon(b.testDate, lessonDate)) - Number(isTestSoon(a.testDate, lessonDate));
  if (byTest !== 0) return byTest;
  const byHours = Number(hasHoursForLesson(b)) - Number(hasHoursForLesson(a));
  if (byHours !== 0) return byHours;
  const byJoined = a.joinedAt.getTime() - b.joinedAt.getTime();
  return byJoined !== 0 ? byJoined : a.id - b.id;
}

/**
 * The suited entries in the order they are offered the freed time starting at `lessonStartsAt`,
 * each with its reason. Give it only entries the time suits (waiting-list-matching.ts).
 */
export function rankWaitingEntries<T extends WaitingRankingInput>(
  entries: readonly T[],
  lessonStartsAt: Date,
  timeZone: string,
): RankedWaitingEntry<T>[] {
  const lessonDate = toZonedParts(lessonStartsAt, timeZone).date;
  const byHand = entries
    .filter((entry) => entry.manualRank !== null)
    .sort((a, b) => (a.manualRank ?? 0) - (b.manualRank ?? 0) || a.id - b.id);
  const byRule = entries
    .filter((entry) => entry.manualRank === null)
    .sort((a, b) => compareByRule(a, b, lessonDate));
  const ordered: T[] = [];
  let hand = 0;
  let rule = 0;
  while (hand < byHand.length || rule < byRule.length) {
    const nextByHand = byHand[hand];
    const nextByRule = byRule[rule];
    if (nextByRule && (!nextByHand || compareByRule(nextByRule, nextByHand, lessonDate) < 0)) {
      ordered.push(nextByRule);
      rule += 1;
    } else if (nextByHand) {
      ordered.push(nextByHand);
      hand += 1;
    }
  }
  return ordered.map((entry, index) => {
    const reason = getReason(entry, lessonDate);
    return {
      entry,
      position: index + 1,
      reason,
      reasonText: describeReason(entry, reason, timeZone),
      placedByHand: entry.manualRank !== null,
    };
  });
}
