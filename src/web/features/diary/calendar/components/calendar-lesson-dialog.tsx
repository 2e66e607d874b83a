import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CalendarWeekItem } from '../../../../../core/diary/calendar/calendar-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { DemoBadge } from '../../../../components/ui/demo-badge';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { useNow } from '../../../../hooks/use-now';
import { LessonActions } from '../../lessons/components/lesson-actions';
import { hasLessonStarted } from '../../lessons/lesson-timing';

type CalendarLessonItem = Extract<CalendarWeekItem, { kind: 'lesson' }>;

/**
 * A lesson in the calendar, opened with a tap: its details and the instructor's lesson actions
 * (done, no-show, move, cancel, pickup notes), the same as on the student card.
 */
export function CalendarLessonDialog({
  item,
  className,
  onClose,
  children,
}: {
  item: CalendarLessonItem;
  className: string;
  /** The dialog closed (the week is read again: an action may have moved or cancelled it). */
  onClose?: () => void;
  /** What the week shows of the lesson: the dialog's trigger. */
  children: ReactNode;
}) {
  const now = useNow();
  const { lesson } = item;
  const hintId = `calendar-lesson-${lesson.id}-hint`;
  return (
    <Dialog onOpenChange={(open) => (open ? undefined : onClose?.())}>
      <DialogTrigger asChild>
        <button type="button" className={className}>
          {children}
        </button>
      </DialogTrigger>
      <DialogContent
        title={`Lesson: ${item.studentName}`}
        description={`${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}, ${formatDurationLabel(lesson.bookedDuration)}${item.packageName ? ` · ${item.packageName}` : ''}`}
      >
        <DemoBadge studentId={item.studentId} />
        {lesson.notes ? (
          <p className="flex items-start gap-1.5 text-slate-700">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-words whitespace-pre-line">
              <span className="sr-only">Pickup notes: </span>
              {lesson.notes}
            </span>
          </p>
        ) : null}
        <LessonActions
          lesson={lesson}
          studentId={item.studentId}
          studentName={item.studentName}
          now={now}
          hintId={hintId}
        />
        {hasLessonStarted(lesson, now) ? null : (
          <p id={hintId} className="text-sm text-slate-600">
            Done and No-show open once the lesson has started.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
