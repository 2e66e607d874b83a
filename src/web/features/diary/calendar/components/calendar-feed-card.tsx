import { RefreshCw, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../../components/ui/copy-button';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';

/** The private iCalendar feed: a long address any calendar app can subscribe to, renewable. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const inputId = useId();

  function handleRegenerate() {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({
          title: 'New Feed Address',
          description: 'The old address has stopped working. Subscribe to the new one in your calendar apps.',
        });
      },
      onError: (error) => {
        setConfirmOpen(false);
        showFailureToast(
          GENERIC_FAILURE_TITLE,
          getApiErrorMessage(error, 'A new address could not be made. Please try again.'),
        );
      },
    });
  }

  return (
    <SectionCard
      id="calendar-feed"
      title="Calendar feed for any app"
      description="Subscribe to this private address in Apple Calendar, Outlook or any other calendar app (Add calendar → From URL) to see your lessons there. Keep it to yourself: anyone with it can see your lessons."
    >
      {feed.isPending ? (
        <div className="grid gap-2" role="status">
          <span className="sr-only">Loading your feed address…</span>
          <Skeleton className="h-11 w-full" />
        </div>
      ) : feed.isError ? (
        <LoadErrorCard
          title="We couldn't load your feed address"
          message="Please check your connection and try again."
          onRetry={() => void feed.refetch()}
          isRetrying={feed.isFetching}
        />
      ) : (
        <div className="grid gap-3">
          <label htmlFor={inputId} className="flex items-center gap-2 font-medium text-slate-900">
            <Rss aria-hidden="true" className="size-4 text-blue-700" />
            Your feed address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
            />
            <div className="flex gap-2">
              <CopyButton value={feed.data.url} label="Feed address" />
              <Button
                variant="secondary"
                size="compact"
                className="whitespace-nowrap"
                onClick={() => setConfirmOpen(true)}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                New Address
              </Button>
            </div>
          </div>
          <p className="text-sm text-slate-600">
            Calendar apps check it about once an hour; times are shown in UK time, right across the clock
            changes.
          </p>
        </div>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Make a new feed address?"
        description="The current address stops working at once: calendars subscribed to it stop updating until you subscribe to the new one."
        confirmLabel="Make New Address"
        pendingLabel="Making…"
        isPending={regenerate.isPending}
        onConfirm={handleRegenerate}
      />
    </SectionCard>
  );
}
