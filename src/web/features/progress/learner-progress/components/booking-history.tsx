import { CalendarDays, CircleCheck, CircleDashed } from 'lucide-react';
import { formatPoundsWhole, formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import type { ProgressResponse } from '../../../../../core/progress/progress-schemas';
import { Card } from '../../../../components/ui/card';
import { classNames } from '../../../../lib/class-names';
import { learnerBookingStatusLabels, learnerPaymentStatusLabels } from '../progress-display';

type LearnerBooking = ProgressResponse['bookings'][number];

/** The learner's bookings, newest first: package, status, payment status in words and the times. */
export function BookingHistory({ bookings }: { bookings: readonly LearnerBooking[] }) {
  if (bookings.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-5 py-10 text-center">
        <CalendarDays aria-hidden="true" className="size-10 text-slate-400" />
        <p className="font-semibold">No bookings yet</p>
      </Card>
    );
  }
  const sorted = [...bookings].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  return (
    <ol className="grid gap-4">
      {sorted.map((booking) => {
        const paid = booking.paymentStatus === 'paid';
        const PaymentIcon = paid ? CircleCheck : CircleDashed;
        return (
          <li key={booking.id}>
            <Card className="grid gap-3 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="text-lg">{booking.packageName}</h3>
                  <p className="text-sm text-slate-600">{formatPoundsWhole(booking.totalAmount)}</p>
                </div>
                <div className="flex flex-wrap gap-2 text-sm font-medium">
                  <span className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-slate-800">
                    {learnerBookingStatusLabels[booking.status]}
                  </span>
                  <span
                    className={classNames(
                      'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5',
                      paid
                        ? 'border-green-300 bg-green-50 text-green-800'
                        : 'border-amber-300 bg-amber-50 text-amber-900',
                    )}
                  >
                    <PaymentIcon aria-hidden="true" className="size-4" />
                    {learnerPaymentStatusLabels[booking.paymentStatus]}
                  </span>
                </div>
              </div>
              {booking.timeSlots.length > 0 ? (
                <ul aria-label="Lesson times" className="flex flex-wrap gap-2">
                  {[...booking.timeSlots]
                    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
                    .map((slot) => (
                      <li key={slot.id} className="rounded-lg bg-slate-100 px-3 py-1 text-sm text-slate-800">
                        {formatShortDate(slot.date)}, {formatTime12h(slot.time)}
                      </li>
                    ))}
                </ul>
              ) : null}
              {booking.status === 'rejected' && booking.rejectionReason ? (
                <div className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
                  <p className="font-semibold">Your instructor said</p>
                  <p className="break-words whitespace-pre-line">{booking.rejectionReason}</p>
                </div>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
