import { CircleCheck, Inbox, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { pluralize } from '../../../../lib/school-time-format';
import { usePendingBookings } from '../api/get-pending-bookings';
import { JustApprovedCard } from './just-approved-card';
import { type ApprovedBookingNote, PendingBookingCard } from './pending-booking-card';

/**
 * The bookings tab: every request waiting for an answer, then the learners' lesson changes (the
 * diary's card, handed in by the dashboard's page).
 */
export function PendingBookingsTab({ lessonChangesCard }: { lessonChangesCard: ReactNode }) {
  const pending = usePendingBookings();
  const bookings = pending.data;
  // Approved here, this visit: the money is seen now, so Mark Paid stays at hand after the card goes.
  const [justApproved, setJustApproved] = useState<ApprovedBookingNote[]>([]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl">Pending Bookings</h2>
          <p className="text-slate-700" aria-live="polite">
            {bookings
              ? bookings.length === 0
                ? 'Nothing is waiting for an answer.'
                : `${pluralize(bookings.length, 'request')} waiting for your answer.`
              : 'Requests waiting for your answer.'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void pending.refetch()}
          disabled={pending.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {pending.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {justApproved.length > 0 ? (
        <section aria-labelledby="just-approved-title" className="grid gap-3">
          <h3 id="just-approved-title" className="flex items-center gap-2 text-lg">
            <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
            Just approved
          </h3>
          {justApproved.map((approved) => (
            <JustApprovedCard
              key={approved.bookingId}
              approved={approved}
              onDismiss={() =>
                setJustApproved((list) => list.filter((entry) => entry.bookingId !== approved.bookingId))
              }
            />
          ))}
        </section>
      ) : null}
      {pending.isPending ? (
        <ListSkeleton label="Loading booking requests" />
      ) : pending.isError ? (
        <LoadErrorCard
          title="Booking requests didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void pending.refetch()}
          isRetrying={pending.isFetching}
        />
      ) : bookings && bookings.length > 0 ? (
        <div className="grid gap-4">
          {bookings.map((booking) => (
            <PendingBookingCard
              key={booking.id}
              booking={booking}
              onApproved={(approved) => setJustApproved((list) => [approved, ...list])}
            />
          ))}
        </div>
      ) : (
        <EmptyState icon={Inbox} title="No pending booking requests">
          New requests from the booking page appear here. You can also add lessons yourself under Manual
          Booking.
        </EmptyState>
      )}
      {lessonChangesCard}
    </div>
  );
}
