const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both YYYY-MM-DD, London), negative once it has passed. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The booked test's countdown on the card: 'Today', 'Tomorrow', 'In 22 days (3 weeks)'. */
export function formatTestCountdown(today: string, testDate: string): string {
  const days = daysBetween(today, testDate);
  if (days < 0) return 'Taken: record the result';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 14) return `In ${days} days`;
  return `In ${days} days (${Math.floor(days / 7)} weeks)`;
}
