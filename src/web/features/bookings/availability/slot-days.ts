import type {
  InstructorSlot,
  SlotPatternResult,
} from '../../../../core/bookings/availability/availability-admin-schemas';
import { groupSlotsByDate } from '../../../../core/bookings/booking/booking-calendar';
import { pluralize } from '../../../lib/school-time-format';

export interface SlotDay {
  /** YYYY-MM-DD, London. */
  date: string;
  slots: InstructorSlot[];
  free: number;
  held: number;
  withdrawn: number;
}

/** The coming slots by day, days and times in order, with each day's counts. */
export function groupSlotsByDay(slots: readonly InstructorSlot[]): SlotDay[] {
  const sorted = [...slots].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  return [...groupSlotsByDate(sorted)].map(([date, daySlots]) => ({
    date,
    slots: daySlots,
    free: daySlots.filter((slot) => slot.state === 'free').length,
    held: daySlots.filter((slot) => slot.state === 'held').length,
    withdrawn: daySlots.filter((slot) => slot.state === 'withdrawn').length,
  }));
}

/** '3 free, 1 held' for a day's heading. */
export function describeSlotDay(day: Pick<SlotDay, 'free' | 'held' | 'withdrawn'>): string {
  const parts = [`${day.free} free`];
  if (day.held > 0) parts.push(`${day.held} held`);
  if (day.withdrawn > 0) parts.push(`${day.withdrawn} withdrawn`);
  return parts.join(', ');
}

/**
 * The toast after adding a weekly pattern: 'Added 12 slots (3 skipped because they overlapped)',
 * and the days left out for time off.
 */
export function describePatternResult(result: SlotPatternResult): string {
  const added = `Added ${pluralize(result.created, 'slot')}`;
  const withOverlaps =
    result.skipped > 0 ? `${added} (${result.skipped} skipped because they overlapped)` : added;
  return result.timeOffDays > 0
    ? `${withOverlaps}. ${pluralize(result.timeOffDays, 'day')} skipped: you have time off then.`
    : withOverlaps;
}
