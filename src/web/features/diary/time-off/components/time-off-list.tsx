import { CalendarCheck, CircleCheck, Inbox, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeTimeOffDays } from '../../../../../core/diary/time-off/time-off-rules';
import {
  type TimeOff,
  type TimeOffHeldRequest,
  type TimeOffLesson,
  timeOffReasonLabels,
} from '../../../../../core/diary/time-off/time-off-schemas';
import {
  formatDurationLabel,
  formatShortDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  LONG_TOAST_MS,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { formatTimeRange, getSchoolToday } from '../../../../lib/school-time-format';
import { TimeOffCoverSection } from '../../lesson-cover/components/time-off-cover-section';
import { LessonCancelDialog } from '../../lessons/components/lesson-cancel-dialog';
import { LessonMoveDialog } from '../../lessons/components/lesson-move-dialog';
import { useDeleteTimeOff } from '../api/delete-time-off';
import { useTimeOff } from '../api/get-time-off';
import { describeLeftToSortOut } from '../time-off-display';

export const REMOVE_TIME_OFF_FAILED_MESSAGE = 'Failed to remove the time off. Please try again.';

function LessonToSortOut({ lesson }: { lesson: TimeOffLesson }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
      <div className="grid min-w-0">
        <span className="font-medium">{lesson.studentName}</span>
        <span className="text-sm text-slate-700 tabular-nums">
          {formatShortDate(lesson.date)}, {formatTimeRange(lesson.startTime, lesson.bookedDuration)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <LessonMoveDialog lesson={lesson} studentName={lesson.studentName} />
        <LessonCancelDialog lesson={lesson} studentName={lesson.studentName} />
      </div>
    </li>
  );
}

function RequestToAnswer({ request }: { request: TimeOffHeldRequest }) {
  return (
    <li className="grid gap-1 py-2">
      <span className="font-medium">{request.studentName}</span>
      <ul className="text-sm text-slate-700 tabular-nums">
        {request.times.map((time) => (
          <li key={`${time.date}-${time.time}`}>
            {formatShortDate(time.date)} at {formatTime12h(time.time)} ({formatDurationLabel(time.duration)})
          </li>
        ))}
      </ul>
    </li>
  );
}

function TimeOffBlock({ block, today }: { block: TimeOff; today: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTimeOff();
  const days = describeTimeOffDays(block);
  const current = block.firstDate < today;
  const headingId = `time-off-${block.id}-title`;
  const leftInside = block.lessons.length + block.heldRequests.length;

  function handleRemove() {
    remove.mutate(block.id, {
      onSuccess: (result) => {
        setConfirming(false);
        toast({
          title: result.result === 'ended' ? 'Time Off Ended' : 'Time Off Removed',
          description: result.message,
          duration: LONG_TOAST_MS,
        });
      },
      onError: (error) => {
        setConfirming(false);
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, REMOVE_TIME_OFF_FAILED_MESSAGE));
      },
    });
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <article aria-labelledby={headingId} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h5 id={headingId} className="font-semibold">
              {days}
            </h5>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <StatusBadge tone={current ? 'warning' : 'neutral'}>
                {timeOffReasonLabels[block.reason]}
                {current ? ', now' : ''}
              </StatusBadge>
              {block.note ? <span className="break-words">{block.note}</span> : null}
            </div>
          </div>
          <Button
            variant="ghost"
            size="compact"
            className="shrink-0 text-slate-700 hover:bg-red-50 hover:text-red-700"
            onClick={() => setConfirming(true)}
          >
            {remove.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            {current ? 'End Early' : 'Remove'}
            <span className="sr-only"> the time off on {days}</span>
          </Button>
        </div>
        <p className="flex items-start gap-2 text-sm text-slate-700">
          {leftInside === 0 ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          ) : (
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          )}
          {describeLeftToSortOut(block)}
        </p>
        <TimeOffCoverSection timeOffId={block.id} headingId={headingId} />
        {block.lessons.length > 0 ? (
          <section aria-labelledby={`${headingId}-lessons`} className="grid gap-1">
            <h6 id={`${headingId}-lessons`} className="font-semibold">
              Lessons to move or cancel
            </h6>
            <p className="text-sm text-slate-600">
              If no cover is found, decide with the learner: they are told either way.
            </p>
            <ul className="divide-y divide-slate-100">
              {block.lessons.map((lesson) => (
                <LessonToSortOut key={lesson.id} lesson={lesson} />
              ))}
            </ul>
          </section>
        ) : null}
        {block.heldRequests.length > 0 ? (
          <section aria-labelledby={`${headingId}-requests`} className="grid gap-1">
            <h6 id={`${headingId}-requests`} className="font-semibold">
              Booking requests to answer
            </h6>
            <p className="text-sm text-slate-600">
              They still hold these times: turn them down or suggest other times.
            </p>
            <ul className="divide-y divide-slate-100">
              {block.heldRequests.map((request) => (
                <RequestToAnswer key={request.bookingId} request={request} />
              ))}
            </ul>
            <Link
              to="/instructor-dashboard?tab=bookings"
              className={buttonClassName({
                variant: 'secondary',
                size: 'compact',
                className: 'justify-self-start',
              })}
            >
              <Inbox aria-hidden="true" className="size-4" />
              Open Pending Bookings
            </Link>
          </section>
        ) : null}
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={current ? 'End this time off early?' : 'Remove this time off?'}
        description={
          current
            ? `${days}: from today on, you can add times again.`
            : `${days}: you can add times on these days again.`
        }
        confirmLabel={current ? 'End Time Off' : 'Remove Time Off'}
        pendingLabel={current ? 'Ending…' : 'Removing…'}
        destructive
        isPending={remove.isPending}
        onConfirm={handleRemove}
      >
        <p className="text-slate-700">
          The free times it withdrew are not put back: add them again in Your available times if you want
          them.
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** The current and coming time off, each with the lessons and booking requests still inside it. */
export function TimeOffList() {
  const timeOff = useTimeOff();
  const today = getSchoolToday(new Date());

  if (timeOff.isPending) return <ListSkeleton label="Loading your time off" cards={1} />;
  if (timeOff.isError) {
    return (
      <LoadErrorCard
        title="Your time off didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void timeOff.refetch()}
        isRetrying={timeOff.isFetching}
      />
    );
  }
  if (timeOff.data.length === 0) {
    return (
      <EmptyState icon={CalendarCheck} title="No time off planned">
        When you're away, block the days above: learners can't book them, and any lessons inside are listed
        here to move or cancel.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Coming time off">
      {timeOff.data.map((block) => (
        <TimeOffBlock key={block.id} block={block} today={today} />
      ))}
    </ul>
  );
}
