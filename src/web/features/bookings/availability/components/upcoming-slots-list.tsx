import { Ban, CalendarX, CircleCheck, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { InstructorSlot } from '../../../../../core/bookings/availability/availability-admin-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatShortDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { formatTimeRange, pluralize } from '../../../../lib/school-time-format';
import { useDeleteTimeSlot } from '../api/delete-time-slot';
import { useUpcomingSlots } from '../api/get-upcoming-slots';
import { describeSlotDay, groupSlotsByDay } from '../slot-days';

export const DELETE_SLOT_FAILED_MESSAGE = 'Failed to delete the time slot. Please try again.';
const DAYS_PAGE_SIZE = 10;

function SlotStateBadge({ slot }: { slot: InstructorSlot }) {
  if (slot.state === 'held') {
    return (
      <StatusBadge tone="info" icon={UserRound}>
        Held by {slot.studentName ?? 'a learner'}
      </StatusBadge>
    );
  }
  if (slot.state === 'withdrawn') {
    return (
      <StatusBadge tone="neutral" icon={Ban}>
        Withdrawn
      </StatusBadge>
    );
  }
  return (
    <StatusBadge tone="success" icon={CircleCheck}>
      Free
    </StatusBadge>
  );
}

function SlotRow({ slot }: { slot: InstructorSlot }) {
  const deleteSlot = useDeleteTimeSlot();
  const when = `${formatShortDate(slot.date)} at ${formatTime12h(slot.time)}`;

  function handleDelete() {
    deleteSlot.mutate(slot.id, {
      onSuccess: (result) =>
        toast({
          title: 'Time Slot Removed',
          description:
            result.result === 'deleted'
              ? `${when} is deleted.`
              : `${when} is taken off sale (kept because a booking once held it).`,
        }),
      onError: (error) =>
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, DELETE_SLOT_FAILED_MESSAGE)),
    });
  }

  return (
    <li className="flex items-center justify-between gap-2 py-1.5">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium tabular-nums">{formatTimeRange(slot.time, slot.duration)}</span>
        <span className="hidden text-sm text-slate-600 sm:inline">{formatDurationLabel(slot.duration)}</span>
        <SlotStateBadge slot={slot} />
      </div>
      {slot.state === 'free' ? (
        <Button
          variant="ghost"
          size="compact"
          className="min-w-11 shrink-0 text-slate-700 hover:bg-red-50 hover:text-red-700"
          onClick={handleDelete}
          disabled={deleteSlot.isPending}
        >
          {deleteSlot.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {/* On a phone the bin icon alone keeps each slot on one line; the name stays whole. */}
          <span className="max-sm:sr-only">{deleteSlot.isPending ? 'Deleting…' : 'Delete'}</span>
          <span className="sr-only"> the slot on {when}</span>
        </Button>
      ) : null}
    </li>
  );
}

/** The coming slots by day: free, held by a learner, or withdrawn; free ones can be deleted. */
export function UpcomingSlotsList() {
  const slots = useUpcomingSlots();
  const [shownDays, setShownDays] = useState(DAYS_PAGE_SIZE);

  if (slots.isPending) return <ListSkeleton label="Loading your coming times" cards={1} />;
  if (slots.isError) {
    return (
      <LoadErrorCard
        title="Your times didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void slots.refetch()}
        isRetrying={slots.isFetching}
      />
    );
  }
  const days = groupSlotsByDay(slots.data);
  if (days.length === 0) {
    return (
      <EmptyState icon={CalendarX} title="No coming times">
        Learners can't book until you add some. Add one time or a weekly pattern above.
      </EmptyState>
    );
  }
  const free = slots.data.filter((slot) => slot.state === 'free').length;
  const visible = days.slice(0, shownDays);
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">
        {pluralize(slots.data.length, 'slot')} over the next 3 months, {free} free.
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {visible.map((day) => (
          <li key={day.date} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
            <section aria-labelledby={`slot-day-${day.date}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
                <h4 id={`slot-day-${day.date}`} className="font-semibold">
                  {formatLongDate(day.date)}
                </h4>
                <span className="text-sm text-slate-600">{describeSlotDay(day)}</span>
              </div>
              <ul className="divide-y divide-slate-100">
                {day.slots.map((slot) => (
                  <SlotRow key={slot.id} slot={slot} />
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>
      {days.length > visible.length ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          onClick={() => setShownDays((count) => count + DAYS_PAGE_SIZE)}
        >
          Show more days ({days.length - visible.length} more)
        </Button>
      ) : null}
    </div>
  );
}
