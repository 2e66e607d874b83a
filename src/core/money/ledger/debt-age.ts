/**
 * Since when a learner has owed money: payments settle purchases oldest first, so the debt dates
 * from the oldest purchase that is not fully paid. Null when nothing is owed.
 */
export function getOwingSince(
  purchases: readonly { purchasedOn: string; pricePence: number }[],
  paidPence: number,
): string | null {
  const oldestFirst = [...purchases].sort((a, b) => a.purchasedOn.localeCompare(b.purchasedOn));
  let covered = paidPence;
  for (const purchase of oldestFirst) {
    if (covered < purchase.pricePence) return purchase.purchasedOn;
    covered -= purchase.pricePence;
  }
  return null;
}
