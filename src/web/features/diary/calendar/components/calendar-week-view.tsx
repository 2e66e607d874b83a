import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarX2, ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import type { CalendarWeek } from '../../../../../core/diary/calendar/calendar-schemas';
import { getWeekStart } from '../../../../../core/diary/calendar/calendar-week';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { useNow } from '../../../../hooks/use-now';
import { classNames } from '../../../../lib/class-names';
import { formatSchoolDateTime, pluralize } from '../../../../lib/school-time-format';
import { calendarQueryKeys } from '../api/calendar-query-keys';
import type { CalendarAddress, CalendarViewMode } from '../calendar-address';
import { getVisibleHourRange, toMinuteRange, wallTimeToMinutes } from '../calendar-grid-layout';
import { CALENDAR_KEY, toneAccentClassNames, toneClassNames } from '../calendar-item-tones';
import {
  formatDayAndMonth,
  formatWeekRange,
  getAdjacentWeek,
  getDayLabelParts,
} from '../calendar-week-display';
import { useWideScreen } from '../hooks/use-wide-screen';
import { CalendarBookLessonDialog } from './calendar-book-lesson-dialog';
import { CalendarTimeGrid, type FreeTimeChoice } from './calendar-time-grid';

/** Pixels per hour: a phone's day view gives each hour a thumb-sized target. */
const DAY_VIEW_HOUR_HEIGHT = 64;
const WEEK_VIEW_HOUR_HEIGHT = 52;

function CalendarNote({ calendar }: { calendar: CalendarWeek['calendar'] }) {
  if (calendar.status === 'connected') {
    return (
      <p className="text-slate-700">
        Busy times come from your Google Calendar
        {calendar.lastSyncAt ? `, last synced ${formatSchoolDateTime(calendar.lastSyncAt)}` : ''}.
      </p>
    );
  }
  if (calendar.status === 'error') {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Your Google Calendar needs reconnecting, so your busy times are not shown and do not hide any times.
      </p>
    );
  }
  return (
    <p className="text-slate-700">
      Connect Google Calendar in Manage Availability to see your busy times here too.
    </p>
  );
}

function ViewSwitch({
  view,
  onChange,
}: {
  view: CalendarViewMode;
  onChange: (view: CalendarViewMode) => void;
}) {
  const options: { value: CalendarViewMode; label: string }[] = [
    { value: 'day', label: 'Day' },
    { value: 'week', label: 'Week' },
  ];
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Show</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={classNames(
            'min-h-10 min-w-16 rounded-md px-4 sm:min-w-20 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
            view === option.value ? 'bg-blue-700 text-white' : 'text-slate-800 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

interface DayPickerProps {
  week: CalendarWeek;
  selectedDay: string;
  today: string;
  onSelect: (date: string) => void;
}

/** The day view's strip: previous and next day, and each day of the week to jump to. */
function DayPicker({ week, selectedDay, today, onSelect }: DayPickerProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="compact"
          className="w-11 px-0"
          aria-label="Previous day"
          onClick={() => onSelect(addDaysToIsoDate(selectedDay, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <p className="text-center text-lg font-semibold text-slate-900" aria-live="polite">
          {formatDayAndMonth(selectedDay)}
          {selectedDay === today ? (
            <span className="block text-sm font-semibold text-blue-800">
              <span className="sr-only">, </span>Today
            </span>
          ) : null}
        </p>
        <Button
          variant="secondary"
          size="compact"
          className="w-11 px-0"
          aria-label="Next day"
          onClick={() => onSelect(addDaysToIsoDate(selectedDay, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <fieldset className="grid grid-cols-7 gap-1">
        <legend className="sr-only">Day of the week</legend>
        {week.days.map((day) => {
          const { weekday, day: dayOfMonth } = getDayLabelParts(day.date);
          const lessons = day.items.filter((item) => item.kind === 'lesson').length;
          const isSelected = day.date === selectedDay;
          return (
            <button
              key={day.date}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(day.date)}
              className={classNames(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg border text-sm leading-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
                isSelected
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : day.date === today
                    ? 'border-blue-300 bg-blue-50 text-blue-900 hover:bg-blue-100'
                    : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              <span className="text-xs">{weekday}</span>{' '}
              <span className="text-base font-semibold tabular-nums">{dayOfMonth}</span>
              <span className="sr-only">
                {day.date === today ? ', today' : ''}
                {lessons > 0 ? `, ${pluralize(lessons, 'lesson')}` : ''}
              </span>
              <span
                aria-hidden="true"
                className={classNames(
                  'size-1.5 rounded-full',
                  lessons > 0 ? (isSelected ? 'bg-white' : 'bg-blue-700') : 'bg-transparent',
                )}
              />
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

export interface CalendarWeekViewProps {
  week: CalendarWeek;
  isFetching: boolean;
  address: CalendarAddress;
  /** `replace`: a change of view or of day within the week, not worth a step back in history. */
  onAddressChange: (next: CalendarAddress, options?: { replace?: boolean }) => void;
  /** The time now; by default the clock, read each minute (tests give a fixed one). */
  now?: Date;
}

/**
 * One week as a time grid: seven day columns on a wide screen, one day with a strip to pick it on
 * a phone (a Day/Week switch either way). Tap a lesson for its actions, free time to book one.
 */
export function CalendarWeekView({ week, isFetching, address, onAddressChange, now }: CalendarWeekViewProps) {
  const clock = useNow();
  const queryClient = useQueryClient();
  const isWideScreen = useWideScreen();
  const [bookChoice, setBookChoice] = useState<FreeTimeChoice | null>(null);
  const [isBookOpen, setIsBookOpen] = useState(false);

  const nowParts = toZonedParts(now ?? clock, SCHOOL_TIME_ZONE);
  const today = nowParts.date;
  const nowMinutes = wallTimeToMinutes(nowParts.time);
  const isInWeek = (date: string | null): date is string =>
    date !== null && date >= week.weekStart && date <= week.weekEnd;
  const isThisWeek = isInWeek(today);
  const view: CalendarViewMode = address.view ?? (isWideScreen ? 'week' : 'day');
  const selectedDay = isInWeek(address.day) ? address.day : isThisWeek ? today : week.weekStart;
  const hours = getVisibleHourRange(
    week.days.flatMap((day) =>
      day.items
        .filter((item) => !(item.kind === 'busy' && item.allDay))
        .map((item) => toMinuteRange(item.startTime, item.endTime)),
    ),
    isThisWeek ? nowMinutes : null,
  );
  const shownDays = view === 'week' ? week.days : week.days.filter((day) => day.date === selectedDay);
  const isWeekEmpty = week.days.every((day) => day.items.length === 0);

  function refreshWeek() {
    void queryClient.invalidateQueries({ queryKey: calendarQueryKeys.weeks });
  }

  function goToWeek(direction: -1 | 1) {
    onAddressChange({
      ...address,
      week: getAdjacentWeek(week.weekStart, direction),
      day: view === 'day' ? addDaysToIsoDate(selectedDay, direction * 7) : null,
    });
  }

  function selectDay(date: string) {
    const sameWeek = isInWeek(date);
    onAddressChange(
      { ...address, day: date, week: sameWeek ? address.week : getWeekStart(date) },
      { replace: sameWeek },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="w-full text-xl sm:w-auto sm:text-2xl" aria-live="polite">
          {formatWeekRange(week.weekStart, week.weekEnd)}
          {isFetching ? <span className="sr-only"> (updating)</span> : null}
        </h2>
        <div className="flex w-full flex-wrap items-center justify-between gap-2 sm:w-auto sm:gap-3">
          <ViewSwitch
            view={view}
            onChange={(next) => onAddressChange({ ...address, view: next }, { replace: true })}
          />
          {/* On a phone the arrows alone, so the switch and the weeks share one row. */}
          <nav aria-label="Weeks" className="flex gap-1.5 sm:gap-2">
            <Button
              variant="secondary"
              size="compact"
              className="max-sm:w-11 max-sm:px-0"
              aria-label="Previous Week"
              onClick={() => goToWeek(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Previous Week</span>
            </Button>
            <Button
              variant="secondary"
              size="compact"
              className="whitespace-nowrap"
              onClick={() => onAddressChange({ ...address, week: null, day: null })}
              disabled={isThisWeek}
            >
              <CalendarDays aria-hidden="true" className="hidden size-4 sm:block" />
              This Week
            </Button>
            <Button
              variant="secondary"
              size="compact"
              className="max-sm:w-11 max-sm:px-0"
              aria-label="Next Week"
              onClick={() => goToWeek(1)}
            >
              <span className="hidden sm:inline">Next Week</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        </div>
      </div>
      <CalendarNote calendar={week.calendar} />
      <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        {CALENDAR_KEY.map((entry) => (
          <li key={entry.tone} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={classNames(
                'inline-block size-4 rounded border border-l-4',
                toneClassNames[entry.tone],
                toneAccentClassNames[entry.tone],
              )}
            />
            {entry.label}
          </li>
        ))}
      </ul>
      {isWeekEmpty ? (
        <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700">
          <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <span>
            <strong className="text-slate-900">Nothing on this week.</strong> Tap a free time to book a
            lesson, or add your times in Manage Availability.
          </span>
        </p>
      ) : null}
      {view === 'day' ? (
        <DayPicker week={week} selectedDay={selectedDay} today={today} onSelect={selectDay} />
      ) : null}
      <div className={classNames('motion-safe:transition-opacity', isFetching && 'opacity-70')}>
        <CalendarTimeGrid
          days={shownDays}
          hours={hours}
          today={today}
          nowMinutes={nowMinutes}
          hourHeight={view === 'day' ? DAY_VIEW_HOUR_HEIGHT : WEEK_VIEW_HOUR_HEIGHT}
          showDayHeadings={view === 'week'}
          onBookFreeTime={(choice) => {
            setBookChoice(choice);
            setIsBookOpen(true);
          }}
          onLessonClosed={refreshWeek}
        />
      </div>
      <CalendarBookLessonDialog
        choice={bookChoice}
        open={isBookOpen}
        onClose={() => setIsBookOpen(false)}
        onBooked={refreshWeek}
      />
    </div>
  );
}
