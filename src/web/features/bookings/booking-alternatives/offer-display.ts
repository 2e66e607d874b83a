import type { AlternativeOffer } from '../../../../core/bookings/booking/bookings-admin-schemas';
import { formatDurationLabel, formatLongDate, formatTime12h } from '../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';

export interface OfferedTime {
  date: string;
  time: string;
  duration: number;
}

/** 'Wednesday 25 November 2026 at 9:00 AM (2hr)'. */
export function describeOfferedTime(time: OfferedTime): string {
  return `${formatLongDate(time.date)} at ${formatTime12h(time.time)} (${formatDurationLabel(time.duration)})`;
}

/** The page's heading for each state of an offer. */
export const offerStateHeadings: Record<AlternativeOffer['state'], string> = {
  open: 'Choose a new lesson time',
  accepted: "You're booked in",
  declined: "You've declined these times",
  expired: 'This offer has expired',
  withdrawn: 'These times are no longer on offer',
};

/** When the link stops working, in London: 'Sunday 29 November 2026 at 6:21 AM'. */
export function formatOfferDeadline(expiresAt: string, timeZone: string = SCHOOL_TIME_ZONE): string {
  const { date, time } = toZonedParts(new Date(expiresAt), timeZone);
  return `${formatLongDate(date)} at ${formatTime12h(time)}`;
}
