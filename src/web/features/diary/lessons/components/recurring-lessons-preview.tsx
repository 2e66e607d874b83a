import { CalendarCheck, CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RecurringLessonsPreview } from '../../../../../core/diary/lessons/recurring-lessons-schemas';
import { formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import {
  countClashes,
  describeSeries,
  describeSeriesConfirm,
  describeSeriesHours,
  hasHoursForSeries,
} from '../recurring-lessons-display';

export interface RecurringLessonsPreviewProps {
  series: { firstDate: string; startTime: string; duration: number; weeks: number };
  preview: RecurringLessonsPreview;
  /** Why the weeks were checked again (a refused booking), in the server's words. */
  notice: string | null;
  isBooking: boolean;
  onConfirm: () => void;
}

/**
 * The weeks of a series before it is booked: each free or clashing and why, the hours needed
 * against the hours left, and a confirm button that says what it will do.
 */
export function RecurringLessonsPreviewPanel({
  series,
  preview,
  notice,
  isBooking,
  onConfirm,
}: RecurringLessonsPreviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // On a phone the weeks appear below the fold: each new check takes the instructor to them.
  useEffect(() => {
    if (preview) headingRef.current?.focus();
  }, [preview]);
  const clashes = countClashes(preview);
  const enoughHours = hasHoursForSeries(preview);
  const canBook = preview.lessonsToBook > 0 && enoughHours;
  return (
    <section
      aria-labelledby="recurring-preview-title"
      className="grid gap-4 border-t border-slate-200 pt-4 lg:max-w-3xl"
    >
      <div className="grid gap-1">
        <h4
          id="recurring-preview-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          The weeks for {preview.studentName}
        </h4>
        <p className="text-slate-700">{describeSeries(series)}</p>
      </div>
      {notice ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{notice}</span>
        </p>
      ) : null}
      <p className="text-slate-700" aria-live="polite">
        {clashes === 0
          ? 'Every week is free.'
          : `${clashes} of ${preview.weeks.length} weeks ${clashes === 1 ? 'clashes' : 'clash'} and will be skipped if you book.`}
      </p>
      <ol className="grid gap-2" aria-label="Weeks of the series">
        {preview.weeks.map((week) => (
          <li
            key={week.date}
            className={
              week.clash
                ? 'grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3'
                : 'grid gap-1 rounded-lg border border-slate-200 bg-white p-3'
            }
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">
                {formatShortDate(week.date)}, {formatTime12h(week.startTime)} to {formatTime12h(week.endTime)}
              </span>
              {week.clash ? (
                <StatusBadge tone="warning" icon={CircleAlert}>
                  Clash: skipped
                </StatusBadge>
              ) : (
                <StatusBadge tone="success" icon={CircleCheck}>
                  Free
                </StatusBadge>
              )}
            </div>
            {week.clash ? <p className="text-sm text-amber-950">{week.clash.message}</p> : null}
          </li>
        ))}
      </ol>
      <p
        className={
          enoughHours
            ? 'rounded-lg bg-blue-50 p-3 text-blue-900'
            : 'rounded-lg border border-red-200 bg-red-50 p-3 text-red-800'
        }
      >
        {describeSeriesHours(preview)}
        {enoughHours
          ? null
          : ' Not enough hours: sell them hours first (Sell Hours on their student card) or book fewer weeks, then check again.'}
      </p>
      {preview.lessonsToBook === 0 ? (
        <p className="text-slate-700">
          Every week clashes: there is nothing to book. Try another day or time.
        </p>
      ) : null}
      <Button
        type="button"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={!canBook || isBooking}
        onClick={onConfirm}
      >
        {isBooking ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <CalendarCheck aria-hidden="true" className="size-5" />
        )}
        {isBooking ? 'Booking…' : describeSeriesConfirm(preview)}
      </Button>
    </section>
  );
}
