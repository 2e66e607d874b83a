import { Inbox, RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../components/panel-states';
import { pluralize } from '../../dashboard-format';
import { LessonChangesCard } from '../../lesson-changes/components/lesson-changes-card';
import { usePendingBookings } from '../api/get-pending-bookings';
import { PendingBookingCard } from './pending-booking-card';

/** The bookings tab: every request waiting for an answer, then the learners' lesson changes. */
export function PendingBookingsTab() {
  const pending = usePendingBookings();
  const bookings = pending.data;

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
            <PendingBookingCard key={booking.id} booking={booking} />
          ))}
        </div>
      ) : (
        <EmptyState icon={Inbox} title="No pending booking requests">
          New requests from the booking page appear here. You can also add lessons yourself under Manual
          Booking.
        </EmptyState>
      )}
      <LessonChangesCard />
    </div>
  );
}
