import { CalendarDays, ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react';
import type { CalendarWeek } from '../../../../../core/calendar/calendar-schemas';
import { formatShortDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { classNames } from '../../../../lib/class-names';
import { formatSchoolDateTime } from '../../dashboard-format';
import {
  describeWeekItem,
  formatWeekRange,
  getAdjacentWeek,
  type WeekItemTone,
} from '../calendar-week-display';
import { CalendarLessonDialog } from './calendar-lesson-dialog';

const toneClassNames: Record<WeekItemTone, string> = {
  free: 'border-green-200 bg-green-50 text-green-900',
  held: 'border-blue-200 bg-blue-50 text-blue-900',
  hidden: 'border-amber-300 bg-amber-50 text-amber-900 border-dashed',
  lesson: 'border-blue-700 bg-blue-700 text-white',
  busy: 'border-slate-400 bg-slate-200 text-slate-900',
};

const LEGEND: { tone: WeekItemTone; label: string }[] = [
  { tone: 'lesson', label: 'Lesson' },
  { tone: 'free', label: 'Free time learners can book' },
  { tone: 'held', label: 'Requested, waiting for your answer' },
  { tone: 'hidden', label: 'Hidden from learners (you are busy)' },
  { tone: 'busy', label: 'Busy in Google Calendar' },
];

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

export interface CalendarWeekViewProps {
  week: CalendarWeek;
  isFetching: boolean;
  onWeekChange: (week: string | null) => void;
}

/** One week, Monday to Sunday: a column per day on wide screens, a day-by-day list on a phone. */
export function CalendarWeekView({ week, isFetching, onWeekChange }: CalendarWeekViewProps) {
  const isThisWeek = week.today >= week.weekStart && week.today <= week.weekEnd;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl sm:text-2xl" aria-live="polite">
          {formatWeekRange(week.weekStart, week.weekEnd)}
          {isFetching ? <span className="sr-only"> (updating)</span> : null}
        </h2>
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="compact"
            onClick={() => onWeekChange(getAdjacentWeek(week.weekStart, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous Week
          </Button>
          <Button variant="secondary" size="compact" onClick={() => onWeekChange(null)} disabled={isThisWeek}>
            <CalendarDays aria-hidden="true" className="size-4" />
            This Week
          </Button>
          <Button
            variant="secondary"
            size="compact"
            onClick={() => onWeekChange(getAdjacentWeek(week.weekStart, 1))}
          >
            Next Week
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      </div>
      <CalendarNote calendar={week.calendar} />
      <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        {LEGEND.map((entry) => (
          <li key={entry.tone} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={classNames('inline-block size-4 rounded border', toneClassNames[entry.tone])}
            />
            {entry.label}
          </li>
        ))}
      </ul>
      <div className={classNames('grid gap-3 lg:grid-cols-7 lg:gap-2', isFetching && 'opacity-70')}>
        {week.days.map((day) => {
          const headingId = `day-${day.date}`;
          const isToday = day.date === week.today;
          return (
            <section key={day.date} aria-labelledby={headingId}>
              <Card className={classNames('flex h-full flex-col gap-2 p-3', isToday && 'border-blue-700')}>
                <h3 id={headingId} className="flex items-center justify-between gap-2 text-base">
                  {formatShortDate(day.date)}
                  {isToday ? (
                    <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
                      Today
                    </span>
                  ) : null}
                </h3>
                {day.items.length === 0 ? (
                  <p className="text-sm text-slate-600">Nothing on</p>
                ) : (
                  <ul className="grid grid-cols-2 gap-1.5 lg:grid-cols-1">
                    {day.items.map((item) => {
                      const display = describeWeekItem(item);
                      const itemClassName = classNames(
                        'rounded-md border px-2 py-1.5 text-sm leading-snug',
                        toneClassNames[display.tone],
                      );
                      const content = (
                        <>
                          <span className="block font-semibold tabular-nums">{display.time}</span>
                          <span className="block break-words">{display.label}</span>
                          {display.detail ? (
                            <span
                              className={classNames(
                                'block text-xs break-words',
                                display.tone === 'lesson' ? 'text-blue-50' : 'opacity-90',
                              )}
                            >
                              {display.detail}
                            </span>
                          ) : null}
                        </>
                      );
                      // A lesson opens with a tap: its details and the lesson actions.
                      return item.kind === 'lesson' ? (
                        <li key={display.key}>
                          <CalendarLessonDialog
                            item={item}
                            className={classNames(
                              itemClassName,
                              'w-full text-left hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
                            )}
                          >
                            {content}
                          </CalendarLessonDialog>
                        </li>
                      ) : (
                        <li key={display.key} className={itemClassName}>
                          {content}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </Card>
            </section>
          );
        })}
      </div>
    </div>
  );
}
