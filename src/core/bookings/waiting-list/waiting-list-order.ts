/*
 * The instructor's moves on the waiting list. A move saves the list as the instructor then sees it
 * as hand-set ranks, so nothing they arranged jumps on its own later (a partial override would be
 * undone silently whenever someone's facts change); learners who join afterwards have no rank and
 * are merged in by the rule (waiting-list-ranking.ts, which also orders the list).
 */

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
