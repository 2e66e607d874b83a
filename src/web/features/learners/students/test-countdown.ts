import { daysBetweenIsoDates } from '../../../../core/time/london-time';

/** The booked test's countdown on the card: 'Today', 'Tomorrow', 'In 22 days (3 weeks)'. */
export function formatTestCountdown(today: string, testDate: string): string {
  const days = daysBetweenIsoDates(today, testDate);
  if (days < 0) return 'Taken: record the result';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 14) return `In ${days} days`;
  return `In ${days} days (${Math.floor(days / 7)} weeks)`;
}
