import { CalendarClock, RefreshCw } from 'lucide-react';
import { drivingExperienceLabels } from '../../../../../core/bookings/booking/booking-schemas';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatPounds,
  formatTime12h,
  formatUkPhone,
} from '../../../../../core/format/display-format';
import { formatBookingReference } from '../../../../../core/money/payments/payment-reference';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useBookingReferenceFormat } from '../../../../hooks/use-booking-reference';
import {
  BOOKING_DETAILS_FAILED_MESSAGE,
  FUTURE_BOOKING_CHECKOUT_MESSAGE,
  FUTURE_BOOKING_TITLE,
} from '../payment-messages';

/** The package's description and lesson count, from the package list (it may still be loading). */
export type PackageDetails =
  | { status: 'loading' }
  | { status: 'error'; isRetrying: boolean; onRetry: () => void }
  | { status: 'ready'; description: string; lessons: number };

export interface BookingSummaryCardProps {
  booking: PendingBooking;
  title?: string;
  packageDetails?: PackageDetails;
  /** Name, e-mail, phone and driving experience. */
  showStudent?: boolean;
  /** The chosen times as 'Slot n', or 'Future Booking'. */
  showSlots?: boolean;
  /** Pence. The server's payment amount when known; otherwise the booking's total (also the server's). */
  totalAmount?: number;
}

function sortSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  return [...slots].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}

/** What is being paid for: reference, package, (learner), (times) and the total in pounds and pence. */
export function BookingSummaryCard({
  booking,
  title = 'Booking summary',
  packageDetails,
  showStudent = false,
  showSlots = false,
  totalAmount = booking.totalAmount,
}: BookingSummaryCardProps) {
  const headingId = 'booking-summary-heading';
  const referenceFormat = useBookingReferenceFormat();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-xl sm:text-2xl">
            {title}
          </h2>
          <p className="text-sm text-slate-700">
            Reference{' '}
            <strong className="font-semibold text-slate-900">
              {formatBookingReference(booking.id, referenceFormat)}
            </strong>
          </p>
        </div>

        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-600">Package</p>
          <p className="text-lg font-semibold text-slate-900">{booking.packageName}</p>
          {packageDetails ? <PackageDetailsText details={packageDetails} /> : null}
        </div>

        {showStudent ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-base">Your details</h3>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Name</dt>
              <dd className="font-medium text-slate-900">{booking.studentName}</dd>
              <dt className="text-slate-600">E-mail</dt>
              <dd className="font-medium break-all text-slate-900">{booking.studentEmail}</dd>
              {booking.studentPhone ? (
                <>
                  <dt className="text-slate-600">Phone</dt>
                  <dd className="font-medium text-slate-900">{formatUkPhone(booking.studentPhone)}</dd>
                </>
              ) : null}
              {booking.drivingExperience ? (
                <>
                  <dt className="text-slate-600">Driving experience</dt>
                  <dd className="font-medium text-slate-900">
                    {drivingExperienceLabels[booking.drivingExperience]}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : null}

        {showSlots ? <BookingSlots slots={booking.timeSlots} /> : null}

        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
          <span className="font-medium text-slate-900">Total</span>
          <span className="text-2xl font-bold text-slate-900">{formatPounds(totalAmount)}</span>
        </div>
      </Card>
    </section>
  );
}

function PackageDetailsText({ details }: { details: PackageDetails }) {
  if (details.status === 'loading') {
    return (
      <div className="flex flex-col gap-2 pt-1" aria-hidden="true">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (details.status === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <p className="text-sm text-slate-700">{BOOKING_DETAILS_FAILED_MESSAGE}</p>
        <Button variant="secondary" size="compact" onClick={details.onRetry} disabled={details.isRetrying}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {details.isRetrying ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-slate-700">{details.description}</p>
      <p className="text-sm text-slate-700">
        {details.lessons} {details.lessons === 1 ? 'lesson' : 'lessons'}
      </p>
    </>
  );
}

/** The chosen times as 'Slot 1', 'Slot 2'… with the long date, 12-hour time and duration. */
function BookingSlots({ slots }: { slots: readonly TimeSlot[] }) {
  if (slots.length === 0) {
    return (
      <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
        <div>
          <h3 className="text-base">{FUTURE_BOOKING_TITLE}</h3>
          <p className="text-sm text-slate-700">{FUTURE_BOOKING_CHECKOUT_MESSAGE}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base">Your lesson times</h3>
      <ol className="grid gap-2">
        {sortSlots(slots).map((slot, index) => (
          <li key={slot.id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <span className="text-sm font-semibold text-blue-800">Slot {index + 1}</span>
            <span className="block font-medium text-slate-900">{formatLongDate(slot.date)}</span>
            <span className="text-sm text-slate-700">
              {formatTime12h(slot.time)} · {formatDurationLabel(slot.duration)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
