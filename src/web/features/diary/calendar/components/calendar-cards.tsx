import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { useGoogleCalendarStatus } from '../api/get-google-calendar-status';
import { CalendarConnectCard } from './calendar-connect-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { CalendarStatusCard } from './calendar-status-card';

/**
 * The calendar parts of the availability tab: the status card and the online calendar (Google)
 * card side by side, then the private feed any calendar app can subscribe to.
 */
export function CalendarCards() {
  const status = useGoogleCalendarStatus();
  return (
    <div className="grid gap-4">
      {status.isPending ? (
        <ListSkeleton label="Loading your calendar connection…" cards={2} />
      ) : status.isError ? (
        <LoadErrorCard
          title="We couldn't load your calendar connection"
          message="Please check your connection and try again."
          onRetry={() => void status.refetch()}
          isRetrying={status.isFetching}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <CalendarStatusCard status={status.data} />
          <CalendarConnectCard status={status.data} />
        </div>
      )}
      <CalendarFeedCard />
    </div>
  );
}
