import { Plus } from 'lucide-react';
import type { CSSProperties, MouseEvent } from 'react';
import type { CalendarWeek, CalendarWeekItem } from '../../../../../core/diary/calendar/calendar-schemas';
import { formatTime12h } from '../../../../../core/format/display-format';
import { classNames } from '../../../../lib/class-names';
import {
  getFreeTimeTargets,
  getVerticalPlacement,
  type HourRange,
  layOutOverlaps,
  type MinuteRange,
  minutesToWallTime,
  roundUpToQuarterHour,
  toMinuteRange,
} from '../calendar-grid-layout';
import { toneAccentClassNames, toneClassNames, toneHoverClassNames } from '../calendar-item-tones';
import {
  describeFreeTimeTarget,
  describeWeekItem,
  formatDayAndMonth,
  formatHourLabel,
  getDayLabelParts,
  type WeekItemDisplay,
} from '../calendar-week-display';
import { CalendarLessonDialog } from './calendar-lesson-dialog';

type CalendarDay = CalendarWeek['days'][number];

/** Blocks are drawn at least this tall, so a 15-minute busy time still reads. */
const MINIMUM_BLOCK_PX = 24;
/** Below this height a block shows one line: its start and what it is. */
const ONE_LINE_BLOCK_PX = 44;

export interface FreeTimeChoice {
  date: string;
  /** HH:MM */
  startTime: string;
  /** The button tapped, to give focus back to when the form closes. */
  opener: HTMLElement;
}

export interface CalendarTimeGridProps {
  days: readonly CalendarDay[];
  hours: HourRange;
  /** The school's date and minute of the day now: today's column and its time line. */
  today: string;
  nowMinutes: number;
  /** Pixels per hour (taller in the day view, where each hour is a thumb's target). */
  hourHeight: number;
  /** False in the day view, whose day picker already says which day it is (kept for screen readers). */
  showDayHeadings: boolean;
  onBookFreeTime: (choice: FreeTimeChoice) => void;
  /** A lesson's dialog closed (its actions may have changed the week). */
  onLessonClosed: () => void;
}

function isAllDay(item: CalendarWeekItem): boolean {
  return (item.kind === 'busy' && item.allDay) || item.kind === 'time_off';
}

/**
 * The time grid: an hours axis and a column per day, each item placed by its start and end
 * (overlapping ones side by side), today's column marked with a line at the current time. Empty
 * time from now on is a button per hour that books a lesson there; so is a free slot.
 */
export function CalendarTimeGrid({
  days,
  hours,
  today,
  nowMinutes,
  hourHeight,
  showDayHeadings,
  onBookFreeTime,
  onLessonClosed,
}: CalendarTimeGridProps) {
  const hourCount = hours.endHour - hours.startHour;
  const bodyHeight = hourCount * hourHeight;
  const hasAllDay = days.some((day) => day.items.some(isAllDay));
  const gridLines: CSSProperties = {
    height: bodyHeight,
    // An hour line, and a fainter half-hour line.
    // Slate 200 and slate 100.
    backgroundImage: `linear-gradient(to bottom, #e2e8f0 1px, transparent 1px), linear-gradient(to bottom, transparent ${hourHeight / 2}px, #f1f5f9 ${hourHeight / 2}px, #f1f5f9 ${hourHeight / 2 + 1}px, transparent ${hourHeight / 2 + 1}px)`,
    backgroundSize: `100% ${hourHeight}px`,
  };

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex">
        <div aria-hidden="true" className="w-11 shrink-0 border-r border-slate-200 sm:w-14">
          {showDayHeadings ? <div className="h-14 border-b border-slate-200" /> : null}
          {hasAllDay ? (
            <div className="flex h-9 items-center justify-end border-b border-slate-200 pr-1 text-[0.6875rem] text-slate-600 sm:pr-2 sm:text-xs">
              All day
            </div>
          ) : null}
          <div className="relative" style={{ height: bodyHeight }}>
            {Array.from({ length: hourCount }, (_, index) => {
              const hour = hours.startHour + index;
              return (
                <span
                  key={hour}
                  className={classNames(
                    'absolute right-1 text-[0.6875rem] leading-none whitespace-nowrap text-slate-600 tabular-nums sm:right-2 sm:text-xs',
                    index === 0 ? 'top-1' : '-translate-y-1/2',
                  )}
                  style={index === 0 ? undefined : { top: index * hourHeight }}
                >
                  {formatHourLabel(hour)}
                </span>
              );
            })}
          </div>
        </div>
        {days.map((day) => (
          <CalendarDayColumn
            key={day.date}
            day={day}
            hours={hours}
            today={today}
            nowMinutes={nowMinutes}
            hourHeight={hourHeight}
            hasAllDay={hasAllDay}
            showDayHeadings={showDayHeadings}
            gridLines={gridLines}
            onBookFreeTime={onBookFreeTime}
            onLessonClosed={onLessonClosed}
          />
        ))}
      </div>
    </div>
  );
}

type ColumnEntry =
  | { kind: 'item'; item: CalendarWeekItem; display: WeekItemDisplay; range: MinuteRange }
  | { kind: 'free-time'; range: MinuteRange }
  | { kind: 'now'; range: MinuteRange };

interface CalendarDayColumnProps extends Omit<CalendarTimeGridProps, 'days'> {
  day: CalendarDay;
  hasAllDay: boolean;
  gridLines: CSSProperties;
}

function CalendarDayColumn({
  day,
  hours,
  today,
  nowMinutes,
  hourHeight,
  hasAllDay,
  showDayHeadings,
  gridLines,
  onBookFreeTime,
  onLessonClosed,
}: CalendarDayColumnProps) {
  const headingId = `calendar-day-${day.date}`;
  const isToday = day.date === today;
  const isPast = day.date < today;
  const { weekday, day: dayOfMonth } = getDayLabelParts(day.date);
  const allDayItems = day.items.filter(isAllDay);
  const timed = day.items
    .filter((item) => !isAllDay(item))
    .map((item) => ({
      kind: 'item' as const,
      item,
      display: describeWeekItem(item),
      range: toMinuteRange(item.startTime, item.endTime),
    }));
  // No lesson is offered in the past (from the next quarter hour today, none on days gone), nor
  // on a day off, where the server refuses one.
  const isDayOff = day.items.some((item) => item.kind === 'time_off');
  const bookableFrom =
    isPast || isDayOff ? Number.POSITIVE_INFINITY : isToday ? roundUpToQuarterHour(nowMinutes) : 0;
  const freeTime = getFreeTimeTargets(
    timed.map((entry) => entry.range),
    hours,
    bookableFrom,
  ).map((range) => ({ kind: 'free-time' as const, range }));
  const entries: ColumnEntry[] = [
    ...timed,
    ...freeTime,
    ...(isToday ? [{ kind: 'now' as const, range: { start: nowMinutes, end: nowMinutes } }] : []),
  ].sort((a, b) => a.range.start - b.range.start);
  const columns = new Map(
    layOutOverlaps(timed, (entry) => entry.range, (MINIMUM_BLOCK_PX / hourHeight) * 60).map((placed) => [
      placed.entry,
      placed,
    ]),
  );

  function place(range: MinuteRange, column = 0, columnCount = 1): CSSProperties {
    const { topPercent, heightPercent } = getVerticalPlacement(range, hours);
    const width = 100 / columnCount;
    return {
      top: `${topPercent}%`,
      // 2 px short, so back-to-back blocks stay apart.
      height: `max(calc(${heightPercent}% - 2px), ${MINIMUM_BLOCK_PX}px)`,
      left: `calc(${column * width}% + 2px)`,
      width: `calc(${width}% - 4px)`,
    };
  }

  function handleFreeTime(startMinutes: number, event: MouseEvent<HTMLButtonElement>) {
    onBookFreeTime({
      date: day.date,
      startTime: minutesToWallTime(startMinutes),
      opener: event.currentTarget,
    });
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 flex-1 border-r border-slate-200 last:border-r-0">
      <h3
        id={headingId}
        className={classNames(
          showDayHeadings
            ? 'flex h-14 flex-col items-center justify-center gap-0.5 border-b border-slate-200 text-center text-base leading-none font-semibold'
            : 'sr-only',
          isToday ? 'bg-blue-50 text-blue-800' : isPast ? 'text-slate-600' : 'text-slate-900',
        )}
      >
        <span className="sr-only">
          {formatDayAndMonth(day.date)}
          {isToday ? ', today' : ''}
        </span>
        <span aria-hidden="true" className="text-xs font-semibold tracking-wide uppercase">
          {weekday}
        </span>
        <span
          aria-hidden="true"
          className={classNames(
            'inline-flex size-8 items-center justify-center rounded-full text-lg tabular-nums',
            isToday && 'bg-blue-700 text-white',
          )}
        >
          {dayOfMonth}
        </span>
      </h3>
      {hasAllDay ? (
        <ul
          aria-label="All day"
          className="flex h-9 flex-col justify-center border-b border-slate-200 px-0.5"
        >
          {allDayItems.map((item) => {
            const display = describeWeekItem(item);
            return (
              <li
                key={display.key}
                className={classNames(
                  'truncate rounded border border-l-4 px-1 text-xs leading-5',
                  toneClassNames[display.tone],
                  toneAccentClassNames[display.tone],
                )}
              >
                <span className="sr-only">{display.time}: </span>
                {display.label}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={classNames('relative', isPast && 'bg-slate-50')} style={gridLines}>
        {isToday ? (
          // Today's hours gone by, greyed like the days before.
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 bg-slate-50"
            style={{
              ...gridLines,
              height: `${getVerticalPlacement({ start: 0, end: nowMinutes }, hours).heightPercent}%`,
            }}
          />
        ) : null}
        <ul aria-label={`Times on ${formatDayAndMonth(day.date)}`} className="absolute inset-0">
          {entries.map((entry) => {
            if (entry.kind === 'now') {
              return (
                <li
                  key="now"
                  className="pointer-events-none absolute inset-x-0 z-20 -translate-y-1/2"
                  style={{ top: `${getVerticalPlacement(entry.range, hours).topPercent}%` }}
                  data-now-line=""
                >
                  <span className="sr-only">Now: {formatTime12h(minutesToWallTime(nowMinutes))}</span>
                  <span aria-hidden="true" className="relative block h-0.5 bg-red-600">
                    <span className="absolute top-1/2 -left-1 size-2.5 -translate-y-1/2 rounded-full bg-red-600" />
                  </span>
                </li>
              );
            }
            if (entry.kind === 'free-time') {
              const startTime = minutesToWallTime(entry.range.start);
              return (
                <li key={`free-${entry.range.start}`} className="absolute" style={place(entry.range)}>
                  <button
                    type="button"
                    aria-label={describeFreeTimeTarget(day.date, startTime)}
                    className="group flex h-full w-full items-start justify-start rounded-md px-1 py-0.5 text-left text-xs font-semibold text-blue-800 hover:bg-blue-50 focus-visible:z-30 focus-visible:bg-blue-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
                    onClick={(event) => handleFreeTime(entry.range.start, event)}
                  >
                    <span className="flex items-center gap-0.5 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">
                      <Plus aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{formatTime12h(startTime)}</span>
                    </span>
                  </button>
                </li>
              );
            }
            const placed = columns.get(entry);
            const style = place(entry.range, placed?.column, placed?.columns);
            const heightPx = ((entry.range.end - entry.range.start) / 60) * hourHeight;
            return (
              <CalendarGridBlock
                key={entry.display.key}
                date={day.date}
                item={entry.item}
                display={entry.display}
                style={style}
                isOneLine={heightPx < ONE_LINE_BLOCK_PX}
                isBookable={!isPast && entry.range.start >= bookableFrom}
                onBookFreeTime={onBookFreeTime}
                onLessonClosed={onLessonClosed}
              />
            );
          })}
        </ul>
      </div>
    </section>
  );
}

interface CalendarGridBlockProps {
  date: string;
  item: CalendarWeekItem;
  display: WeekItemDisplay;
  style: CSSProperties;
  isOneLine: boolean;
  /** A free slot from now on: a tap books a lesson there. */
  isBookable: boolean;
  onBookFreeTime: (choice: FreeTimeChoice) => void;
  onLessonClosed: () => void;
}

/** One item on the grid: what it is in words (never colour alone), its time, and what a tap does. */
function CalendarGridBlock({
  date,
  item,
  display,
  style,
  isOneLine,
  isBookable,
  onBookFreeTime,
  onLessonClosed,
}: CalendarGridBlockProps) {
  const blockClassName = classNames(
    '@container flex h-full w-full overflow-hidden rounded-md border border-l-4 px-0.5 text-left text-xs leading-tight shadow-xs @[5.5rem]:px-1.5',
    isOneLine ? 'items-center py-0' : 'flex-col py-1',
    toneClassNames[display.tone],
    toneAccentClassNames[display.tone],
  );
  const interactiveClassName = classNames(
    toneHoverClassNames[display.tone],
    'focus-visible:z-30 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700',
  );
  // The block's own width picks the words (container query): a narrow week column on a phone
  // gets the start and a word; the hidden form is display:none, so it is not read twice.
  const wide = isOneLine ? (
    <span className="hidden min-w-0 truncate @[5.5rem]:block">
      <span className="font-semibold tabular-nums">{display.time}</span> {display.label}
      {display.detail ? <span className="sr-only">, {display.detail}</span> : null}
    </span>
  ) : (
    <span className="hidden min-w-0 flex-col @[5.5rem]:flex">
      <span className="block truncate font-semibold tabular-nums">{display.time}</span>
      <span className="block font-semibold break-words">{display.label}</span>
      {display.detail ? (
        <span
          className={classNames(
            'block break-words',
            display.tone === 'lesson' ? 'text-blue-50' : 'opacity-90',
          )}
        >
          {display.detail}
        </span>
      ) : null}
    </span>
  );
  const narrow = (
    <span
      className={classNames(
        'flex min-w-0 text-[0.625rem] @[5.5rem]:hidden',
        isOneLine ? 'items-center gap-1' : 'flex-col',
      )}
    >
      <span className="block truncate font-semibold tabular-nums">
        {formatTime12h(item.startTime).slice(0, -3)}
      </span>
      <span className="block truncate">{display.shortLabel}</span>
      <span className="sr-only">
        {display.time}, {display.label}
        {display.detail ? `, ${display.detail}` : ''}
      </span>
    </span>
  );
  const content = (
    <>
      {wide}
      {narrow}
    </>
  );

  if (item.kind === 'lesson') {
    return (
      <li className="absolute z-10 focus-within:z-30" style={style}>
        <CalendarLessonDialog
          item={item}
          className={classNames(blockClassName, interactiveClassName)}
          onClose={onLessonClosed}
        >
          {content}
        </CalendarLessonDialog>
      </li>
    );
  }
  if (item.kind === 'slot' && item.state === 'free' && isBookable) {
    return (
      <li className="absolute z-10 focus-within:z-30" style={style}>
        <button
          type="button"
          className={classNames(blockClassName, interactiveClassName)}
          onClick={(event) =>
            onBookFreeTime({ date, startTime: item.startTime, opener: event.currentTarget })
          }
        >
          {content}
          <span className="sr-only">: {describeFreeTimeTarget(date, item.startTime)}</span>
        </button>
      </li>
    );
  }
  return (
    <li className="absolute z-10" style={style}>
      <div className={blockClassName}>{content}</div>
    </li>
  );
}
