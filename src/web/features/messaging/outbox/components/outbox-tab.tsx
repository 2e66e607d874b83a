import { MailCheck, RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { isApiRequestError } from '../../../../lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageCard } from './outbox-message-card';

/**
 * The Outbox (docs/decisions/0031): every message the site queued, newest first, and what became
 * of it. Without e-mail set up it is where the owner (or a developer) reads what learners would
 * have received; in production it is the honest record of what went and what did not.
 */
export function OutboxTab() {
  const outbox = useOutbox();
  const {
    data,
    isPending,
    isError,
    error,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = outbox;
  const first = data?.pages[0];
  const messages = data?.pages.flatMap((page) => page.messages) ?? [];
  // This site's address as configured, and as this browser reached it (localhost or 127.0.0.1).
  const linkOrigins = [
    ...(first?.linkOrigins ?? []),
    ...(typeof window === 'undefined' ? [] : [window.location.origin]),
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl">Outbox</h2>
          <p className="text-slate-700">
            Every e-mail, text and notification the site has queued, newest first, and whether it went.
          </p>
        </div>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void refetch()}
          disabled={isFetching && !isFetchingNextPage}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching && !isFetchingNextPage ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {first && !first.emailDeliveryConfigured ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" role="note">
          <p className="font-semibold">E-mail is not set up on this site yet.</p>
          <p>
            No e-mail has reached anyone: each one waits here instead. Read them below and pass on what
            matters, such as a learner's link to their own page. Whoever runs the site can turn e-mail on.
          </p>
        </div>
      ) : null}
      {isPending ? (
        <ListSkeleton label="Loading the Outbox" />
      ) : isError && !data ? (
        isApiRequestError(error, 403) ? (
          <Card className="p-5" role="alert">
            <p>Only the school's owner can read the Outbox.</p>
          </Card>
        ) : (
          <LoadErrorCard
            title="The Outbox didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        )
      ) : messages.length > 0 ? (
        <div className="grid gap-3">
          <ul className="grid gap-3" aria-label="Messages, newest first">
            {messages.map((message) => (
              <li key={message.id}>
                <OutboxMessageCard message={message} linkOrigins={linkOrigins} />
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <Button
              variant="secondary"
              className="justify-self-center"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? 'Loading older messages…' : 'Show older messages'}
            </Button>
          ) : null}
          {isError && data ? (
            <p role="alert" className="text-center text-red-800">
              Older messages didn't load. Check your connection and try again.
            </p>
          ) : null}
        </div>
      ) : (
        <EmptyState icon={MailCheck} title="No messages yet">
          When the site e-mails a learner or you (a booking request, an approval, a reminder), the message
          appears here with what became of it.
        </EmptyState>
      )}
    </div>
  );
}
