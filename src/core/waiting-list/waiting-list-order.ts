import { addDaysToIsoDate } from '../time/london-time';
import type { WaitingListReasonKind } from './waiting-list-schemas';

/*
 * The instructor's list order (issue 21): a test within 28 days first, then learners with hours
 * already bought, then the longest waiting. A move by the instructor overrides the rule: the list
 * as the instructor then sees it is saved as hand-set ranks, so nothing they arranged jumps on its
 * own later (a partial override would be undone silently whenever someone's facts change). Learners
 * who join afterwards have no rank and are merged in by the rule.
 */

export const TEST_SOON_DAYS = 28;

export interface WaitingListOrderInput {
  id: number;
  /** ISO instant. */
  joinedAt: string;
  testDate: string | null;
  /** From the ledger: minutes bought and not yet used or reserved. */
  leftMinutes: number;
  /** Set by an instructor's move; null: placed by the rule. */
  manualRank: number | null;
}

export interface OrderedWaitingListEntry<T extends WaitingListOrderInput> {
  entry: T;
  reason: WaitingListReasonKind;
  placedByHand: boolean;
}

export function getWaitingListReason(entry: WaitingListOrderInput, today: string): WaitingListReasonKind {
  const testSoon =
    entry.testDate !== null &&
    entry.testDate >= today &&
    entry.testDate <= addDaysToIsoDate(today, TEST_SOON_DAYS);
  if (testSoon) return 'test_soon';
  if (entry.leftMinutes > 0) return 'hours_bought';
  return 'waiting';
}

const REASON_WEIGHT: Record<WaitingListReasonKind, number> = { test_soon: 0, hours_bought: 1, waiting: 2 };

function compareByRule(a: WaitingListOrderInput, b: WaitingListOrderInput, today: string): number {
  const byReason =
    REASON_WEIGHT[getWaitingListReason(a, today)] - REASON_WEIGHT[getWaitingListReason(b, today)];
  if (byReason !== 0) return byReason;
  const byJoined = Date.parse(a.joinedAt) - Date.parse(b.joinedAt);
  return byJoined !== 0 ? byJoined : a.id - b.id;
}

/** The list in order; `today` is London's date (YYYY-MM-DD). */
export function orderWaitingList<T extends WaitingListOrderInput>(
  entries: readonly T[],
  today: string,
): OrderedWaitingListEntry<T>[] {
  const ranked = entries
    .filter((entry) => entry.manualRank !== null)
    .sort((a, b) => (a.manualRank ?? 0) - (b.manualRank ?? 0) || a.id - b.id);
  const unranked = entries
    .filter((entry) => entry.manualRank === null)
    .sort((a, b) => compareByRule(a, b, today));
  const merged: T[] = [];
  let r = 0;
  let u = 0;
  while (r < ranked.length || u < unranked.length) {
    const next = ranked[r];
    const newcomer = unranked[u];
    if (newcomer && (!next || compareByRule(newcomer, next, today) < 0)) {
      merged.push(newcomer);
      u += 1;
    } else if (next) {
      merged.push(next);
      r += 1;
    }
  }
  return merged.map((entry) => ({
    entry,
    reason: getWaitingListReason(entry, today),
    placedByHand: entry.manualRank !== null,
  }));
}

/**
 * The ids in their new order after moving one up or down, or null when it cannot move (already
 * first or last, or not in the list).
 */
export function moveInWaitingList(
  orderedIds: readonly number[],
  id: number,
  direction: 'up' | 'down',
): number[] | null {
  const index = orderedIds.indexOf(id);
  if (index === -1) return null;
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= orderedIds.length) return null;
  const next = [...orderedIds];
  next[index] = orderedIds[target] ?? id;
  next[target] = id;
  return next;
}
