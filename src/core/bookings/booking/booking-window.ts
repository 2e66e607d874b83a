import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../time/london-time';
import { BOOKING_WINDOW_MONTHS } from './booking-rules';

export interface BookingWindow {
  /** Today's date in the school's zone. */
  firstDate: string;
  /** The last bookable date: today plus 3 calendar months. */
  lastDate: string;
  /** The instant the window closes (midnight after the last date). */
  endsAt: Date;
}

/** The dates learners can book: today to 3 months ahead, in the school's time zone. */
export function getBookingWindow(now: Date, timeZone: string): BookingWindow {
  const firstDate = toZonedParts(now, timeZone).date;
  const lastDate = addMonthsToIsoDate(firstDate, BOOKING_WINDOW_MONTHS);
  return {
    firstDate,
    lastDate,
    endsAt: zonedWallTimeToInstant(addDaysToIsoDate(lastDate, 1), '00:00', timeZone),
  };
}
