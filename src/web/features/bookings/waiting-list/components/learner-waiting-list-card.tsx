import { Hourglass } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { describeInstructorChoice } from '../../../../../core/bookings/waiting-list/waiting-list-instructors';
import type { LearnerWaitingListEntry } from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { describeWaitingListWindows } from '../../../../../core/bookings/waiting-list/waiting-list-wishes-text';
import { formatDurationLabel, formatLongDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialogOnDemand } from '../../../../components/ui/confirm-dialog-on-demand';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { useMyWaitingListEntry } from '../api/get-my-waiting-list-entry';
import { useLeaveWaitingList } from '../api/leave-waiting-list';

// The wishes' form (its fields, checks and request) loads when the learner joins or changes:
// the learner's page counts its first download (docs/decisions/0044-page-javascript-budgets.md).
const WishesForm = lazy(() =>
  import('./learner-waiting-list-form').then((module) => ({ default: module.LearnerWaitingListForm })),
);

function WishesFormLoading() {
  return (
    <div className="grid gap-3">
      <p className="sr-only" role="status">
        Loading the form
      </p>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

/** The learner's "Waiting list" card on their home: join, see what they asked for, change, leave. */
export function LearnerWaitingListCard({ token }: { token: string }) {
  const query = useMyWaitingListEntry(token);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const entry = query.data?.entry ?? null;

  return (
    <section aria-labelledby="waiting-list-heading" className="grid gap-4">
      <h2 id="waiting-list-heading" className="flex items-center gap-2 text-2xl">
        <Hourglass aria-hidden="true" className="size-6 text-blue-700" />
        Waiting List
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div role="status" aria-live="polite" className="empty:hidden">
          {notice ? (
            <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-slate-900">{notice}</p>
          ) : null}
        </div>
        {query.isPending ? (
          <div className="grid gap-2">
            <p className="sr-only" role="status">
              Loading your waiting-list entry
            </p>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : query.isError ? (
          <div className="grid gap-3">
            <p className="text-slate-800">
              We couldn't load your waiting-list entry. Check your connection and try again.
            </p>
            <Button variant="secondary" className="justify-self-start" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : editing ? (
          <Suspense fallback={<WishesFormLoading />}>
            <WishesForm
              token={token}
              entry={entry}
              onDone={(message) => {
                setEditing(false);
                setNotice(message);
              }}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : entry ? (
          <EntrySummary
            token={token}
            entry={entry}
            onChange={() => {
              setNotice('');
              setEditing(true);
            }}
            onLeft={() => setNotice('You have left the waiting list.')}
          />
        ) : (
          <div className="grid gap-3">
            <p className="text-slate-800">
              Want an earlier lesson? Tell us which days and times suit you, and when one of them frees up we
              will offer it to you straight away.
            </p>
            <Button
              className="w-full sm:w-auto sm:justify-self-start"
              onClick={() => {
                setNotice('');
                setEditing(true);
              }}
            >
              Join the waiting list
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}

function EntrySummary({
  token,
  entry,
  onChange,
  onLeft,
}: {
  token: string;
  entry: LearnerWaitingListEntry;
  onChange: () => void;
  onLeft: () => void;
}) {
  const leave = useLeaveWaitingList(token);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const { wishes } = entry;

  async function handleLeave() {
    setError('');
    try {
      await leave.mutateAsync();
      setConfirming(false);
      onLeft();
    } catch (failure) {
      setConfirming(false);
      setError(
        getApiErrorMessage(
          failure,
          'You are still on the list: we could not reach the server. Please try again.',
        ),
      );
    }
  }

  return (
    <div className="grid gap-3">
      <p className="font-medium text-slate-900">
        You are on the waiting list. We will tell you when a time that suits you frees up.
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Times that suit you</dt>
        <dd>{describeWaitingListWindows(wishes.windows)}</dd>
        <dt className="font-semibold">From</dt>
        <dd>{formatLongDate(wishes.fromDate)}</dd>
        <dt className="font-semibold">Lesson length</dt>
        <dd>{formatDurationLabel(wishes.lessonMinutes)}</dd>
        <dt className="font-semibold">Your test</dt>
        <dd>{wishes.testDate ? formatLongDate(wishes.testDate) : 'Not given'}</dd>
        {wishes.instructorChoice === 'any' ? (
          <>
            <dt className="font-semibold">Instructor</dt>
            <dd>{describeInstructorChoice(wishes)}</dd>
          </>
        ) : null}
      </dl>
      {error ? <p className="font-medium text-red-700">{error}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onChange}>
          Change
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Leave the waiting list
        </Button>
      </div>
      <ConfirmDialogOnDemand
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave the waiting list?"
        description="You will no longer be offered earlier times. You can join again at any time."
        cancelLabel="Stay on the list"
        confirmLabel="Leave"
        pendingLabel="Leaving…"
        isPending={leave.isPending}
        onConfirm={() => void handleLeave()}
      />
    </div>
  );
}
