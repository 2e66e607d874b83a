import { CalendarRange, CircleAlert, CircleCheck, LoaderCircle, RefreshCw, Unplug } from 'lucide-react';
import { Link } from 'react-router';
import {
  CALENDAR_TOAST_TITLES,
  type GoogleCalendarStatus,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { showFailureToast } from '../../../../components/ui/failure-toasts';
import { SectionCard } from '../../../../components/ui/section-card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { type CalendarLinkState, DASHBOARD_CALENDAR_PATH } from '../../../../lib/dashboard-tabs';
import { formatSchoolDateTime, pluralize } from '../../../../lib/school-time-format';
import { useSyncGoogleCalendar } from '../api/sync-google-calendar';

/** 'Found 2 busy times in the next 3 months.' */
export function describeBusyCount(count: number | null): string {
  if (count === null) return 'No busy times read yet.';
  if (count === 0) return 'Found no busy times in the next 3 months.';
  return `Found ${pluralize(count, 'busy time')} in the next 3 months; lesson times that clash are hidden from learners.`;
}

function WeekViewLink() {
  return (
    <Link
      to={DASHBOARD_CALENDAR_PATH}
      state={{ from: 'availability' } satisfies CalendarLinkState}
      className={buttonClassName({ variant: 'secondary', size: 'compact' })}
    >
      <CalendarRange aria-hidden="true" className="size-4" />
      Open Week View
    </Link>
  );
}

/** The calendar status card: whether a calendar is connected, the last sync and what it found. */
export function CalendarStatusCard({ status }: { status: GoogleCalendarStatus }) {
  const sync = useSyncGoogleCalendar();
  const connection = status.configured ? status.connection : null;

  function handleSync() {
    sync.mutate(undefined, {
      onSuccess: (next) => {
        if (next.connection?.status === 'connected' && next.connection.lastError === null) {
          toast({
            title: 'Calendar Synced',
            description: describeBusyCount(next.connection.lastSyncBusyCount),
          });
        } else {
          showFailureToast(
            CALENDAR_TOAST_TITLES.connectionError,
            next.connection?.lastError ?? 'The calendar could not be synced.',
          );
        }
      },
      onError: (error) =>
        showFailureToast(
          CALENDAR_TOAST_TITLES.connectionError,
          getApiErrorMessage(error, 'The calendar could not be synced. Please try again.'),
        ),
    });
  }

  const badge = !connection ? (
    <StatusBadge tone="neutral" icon={Unplug}>
      Not connected
    </StatusBadge>
  ) : connection.status === 'error' ? (
    <StatusBadge tone="danger" icon={CircleAlert}>
      Needs reconnecting
    </StatusBadge>
  ) : (
    <StatusBadge tone="success" icon={CircleCheck}>
      Connected
    </StatusBadge>
  );

  return (
    <SectionCard id="calendar-status" title="Calendar status" actions={badge} className="h-full">
      {!connection ? (
        <p className="text-slate-700">
          No online calendar is connected, so learners book from the times you add below.
        </p>
      ) : connection.status === 'error' ? (
        <div className="grid gap-2">
          <p className="text-slate-700" role="status">
            {connection.lastError}
          </p>
          <p className="text-slate-700">
            Until you reconnect, learners book from the times you add below and your busy times are not read.
          </p>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-slate-700">
            {connection.lastSyncAt
              ? `Last synced ${formatSchoolDateTime(connection.lastSyncAt)}. ${describeBusyCount(connection.lastSyncBusyCount)}`
              : 'Not synced yet.'}
          </p>
          {connection.lastError ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
              The last sync did not finish: {connection.lastError}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            Syncs every {pluralize(status.syncEveryMinutes, 'minute')}, looking 3 months ahead in UK time.
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {connection?.status === 'connected' ? (
          <Button variant="secondary" size="compact" onClick={handleSync} disabled={sync.isPending}>
            {sync.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            {sync.isPending ? 'Syncing…' : 'Sync Now'}
          </Button>
        ) : null}
        <WeekViewLink />
      </div>
    </SectionCard>
  );
}
