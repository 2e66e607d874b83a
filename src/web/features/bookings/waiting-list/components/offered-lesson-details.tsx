import { CalendarDays } from 'lucide-react';
import type { OfferedLesson } from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { formatDurationLabel, formatLongDate } from '../../../../../core/format/display-format';
import { classNames } from '../../../../lib/class-names';
import { formatLessonTimeRange } from '../waiting-list-offer-display';

/** The offered lesson, large: the long date, then the time range and the lesson's length. */
export function OfferedLessonDetails({ lesson, gone = false }: { lesson: OfferedLesson; gone?: boolean }) {
  return (
    <div
      className={classNames(
        'flex items-start gap-3 rounded-lg p-3 sm:p-4',
        gone ? 'bg-slate-100 text-slate-700' : 'bg-blue-50 text-slate-900',
      )}
    >
      <CalendarDays
        aria-hidden="true"
        className={classNames('mt-0.5 size-7 shrink-0', gone ? 'text-slate-500' : 'text-blue-700')}
      />
      <div className="grid min-w-0 gap-0.5">
        <p className="text-xl leading-tight font-bold">{formatLongDate(lesson.date)}</p>
        <p className="text-lg">
          {formatLessonTimeRange(lesson)}
          <span className="text-slate-600"> · {formatDurationLabel(lesson.duration)} lesson</span>
        </p>
      </div>
    </div>
  );
}
