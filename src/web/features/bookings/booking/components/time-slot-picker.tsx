import { CalendarX, CircleAlert, RefreshCw } from 'lucide-react';
import { memo, type ReactNode, useMemo, useState } from 'react';
import {
  findDatePage,
  getBookingCalendarDates,
  groupSlotsByDate,
} from '../../../../../core/bookings/booking/booking-calendar';
import {
  describeHoursProgress,
  getSelectedHours,
  paginateDates,
} from '../../../../../core/bookings/booking/booking-rules';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import { SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { SiteLink } from '../../../../components/site-navigation';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { classNames } from '../../../../lib/class-names';
import { SELECT_DATE_PROMPT } from '../booking-messages';
import { DateGrid } from './date-grid';
import { SelectedSlotsSummary } from './selected-slots-summary';
import { type DescribeSlot, TimeSlotList } from './time-slot-list';

export interface TimeSlotPickerProps {
  slots: readonly TimeSlot[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRefresh: () => void;
  selectedSlots: readonly TimeSlot[];
  /** Chosen times dropped because they are no longer offered. */
  lostSlots: readonly TimeSlot[];
  /** Chosen times were lost: the learner picks again or chooses to arrange times later. */
  mustChooseAgain: boolean;
  requiredHours: number;
  /** Why the chosen times cannot be one single lesson (they are not back to back), said before submitting. */
  stretchWarning?: string | null;
  onToggleSlot: (slot: TimeSlot) => void;
  onRemoveSlot: (slotId: number) => void;
  onArrangeTimesLater: () => void;
  /** Who would teach them (issue 37), above the calendar; null with one instructor. */
  chooser?: ReactNode;
  /** Whose each time is, when the school has more than one instructor. */
  describeSlot?: DescribeSlot | undefined;
}

/** Step 2: live availability as a date grid (3 months, 14 dates a page), the chosen date's times, the chosen times. */
export function TimeSlotPicker({
  slots,
  isLoading,
  isError,
  isFetching,
  onRefresh,
  selectedSlots,
  lostSlots,
  mustChooseAgain,
  requiredHours,
  stretchWarning = null,
  onToggleSlot,
  onRemoveSlot,
  onArrangeTimesLater,
  chooser = null,
  describeSlot,
}: TimeSlotPickerProps) {
  return (
    <section aria-labelledby="times-heading" id="times" className="scroll-mt-20">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id="times-heading" className="text-xl sm:text-2xl">
          2. Pick your times
        </h2>
        <Button
          variant="secondary"
          size="compact"
          // Not `disabled`: a focused button that disables itself drops keyboard focus.
          aria-disabled={isFetching}
          onClick={() => {
            if (!isFetching) onRefresh();
          }}
          className="min-w-32 shrink-0"
        >
          <RefreshCw
            aria-hidden="true"
            className={classNames('size-4', isFetching && 'motion-safe:animate-spin')}
          />
          {isFetching ? 'Updating...' : 'Refresh'}
        </Button>
      </div>
      <p className="mt-1 text-slate-700">Live availability for the next 3 months. Times are UK time.</p>
      {chooser}
      <Card className="mt-4 p-3 sm:p-5">
        {slots ? (
          slots.length === 0 ? (
            <NoAvailability />
          ) : (
            <SlotCalendar
              slots={slots}
              selectedSlots={selectedSlots}
              lostSlots={lostSlots}
              mustChooseAgain={mustChooseAgain}
              requiredHours={requiredHours}
              stretchWarning={stretchWarning}
              onToggleSlot={onToggleSlot}
              onRemoveSlot={onRemoveSlot}
              onArrangeTimesLater={onArrangeTimesLater}
              describeSlot={describeSlot}
            />
          )
        ) : isLoading ? (
          <CalendarSkeleton />
        ) : isError ? (
          <SlotsError onRetry={onRefresh} />
        ) : null}
      </Card>
    </section>
  );
}

type SlotCalendarProps = Pick<
  TimeSlotPickerProps,
  | 'selectedSlots'
  | 'lostSlots'
  | 'mustChooseAgain'
  | 'requiredHours'
  | 'stretchWarning'
  | 'onToggleSlot'
  | 'onRemoveSlot'
  | 'onArrangeTimesLater'
  | 'describeSlot'
> & { slots: readonly TimeSlot[] };

/** Memoised: a poll that brings no change (only the Refresh button's state) does not render it again. */
const SlotCalendar = memo(function SlotCalendar({
  slots,
  selectedSlots,
  lostSlots,
  mustChooseAgain,
  requiredHours,
  stretchWarning,
  onToggleSlot,
  onRemoveSlot,
  onArrangeTimesLater,
  describeSlot,
}: SlotCalendarProps) {
  const slotsByDate = useMemo(() => groupSlotsByDate(slots), [slots]);
  const slotCounts = useMemo(
    () => new Map([...slotsByDate].map(([date, group]) => [date, group.length])),
    [slotsByDate],
  );
  const lastSlotDate = slots.at(-1)?.date;
  // Today in London, fixed when the page opens (the list of dates does not jump while a learner picks).
  const [openedAt] = useState(() => new Date());
  const dates = useMemo(
    () => getBookingCalendarDates(openedAt, SCHOOL_TIME_ZONE, { lastSlotDate }),
    [openedAt, lastSlotDate],
  );
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [requestedPage, setRequestedPage] = useState(1);
  const { dates: pageDates, page, pageCount } = paginateDates(dates, requestedPage);
  const hoursProgress = describeHoursProgress(requiredHours, getSelectedHours(selectedSlots));
  const selectedHours = getSelectedHours(selectedSlots);

  return (
    <div className="flex flex-col gap-5">
      {hoursProgress ? (
        <div>
          <p aria-live="polite" className="font-medium text-slate-900">
            {hoursProgress}
          </p>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full rounded-full bg-blue-700 motion-safe:transition-[width]"
              style={{ width: `${Math.min(100, (selectedHours / requiredHours) * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      <StretchWarning message={stretchWarning ?? null} />
      <SelectedSlotsSummary
        selectedSlots={selectedSlots}
        lostSlots={lostSlots}
        mustChooseAgain={mustChooseAgain}
        onRemove={onRemoveSlot}
        onArrangeTimesLater={onArrangeTimesLater}
      />
      <DateGrid
        dates={dates}
        pageDates={pageDates}
        page={page}
        pageCount={pageCount}
        onPageChange={setRequestedPage}
        slotCounts={slotCounts}
        selectedDate={selectedDate}
        onSelectDate={(date) => {
          setSelectedDate(date);
          setRequestedPage(findDatePage(dates, date) ?? page);
        }}
      />
      {selectedDate ? (
        <TimeSlotList
          date={selectedDate}
          slots={slotsByDate.get(selectedDate) ?? []}
          selectedSlots={selectedSlots}
          requiredHours={requiredHours}
          onToggle={onToggleSlot}
          describeSlot={describeSlot}
        />
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-center text-slate-700">{SELECT_DATE_PROMPT}</p>
      )}
    </div>
  );
});

/** Said as soon as the times stop being one stretch, not only when the form is sent. */
function StretchWarning({ message }: { message: string | null }) {
  const [title, ...rest] = message ? message.split(': ') : [];
  return (
    <div aria-live="polite">
      {message ? (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong className="font-semibold">{title}.</strong> {rest.join(': ')}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** No slots at all (decisions.md: no talk of calendar configuration; point to what the learner can do). */
function NoAvailability() {
  return (
    <div className="flex flex-col items-start gap-3 p-1">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
        No times are available online yet
      </p>
      <p className="text-slate-700">
        The instructor hasn't published lesson times for the coming weeks yet. You can still book now without
        choosing times: your instructor will contact you to arrange them. Or ask for other times or another
        instructor with Request Alternative Times.
      </p>
      <SiteLink
        to="/network-partner-request"
        className="inline-flex min-h-11 items-center font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800"
      >
        Request Alternative Times
      </SiteLink>
    </div>
  );
}

function SlotsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 p-1" role="alert">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        Unable to load the available times
      </p>
      <p className="text-slate-700">Please check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-5" />
        Try again
      </Button>
    </div>
  );
}

function CalendarSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading available times…</span>
      <Skeleton className="h-5 w-2/3" />
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 21 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cells.
          <Skeleton key={index} className={index < 7 ? 'h-6' : 'h-14'} />
        ))}
      </div>
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
