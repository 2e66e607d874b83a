import { MapPin, MessageCircle, Navigation, Phone } from 'lucide-react';
import type { TodayLesson } from '../../../../../core/diary/today/today-schemas';
import { formatDurationLabel, formatShortDate } from '../../../../../core/format/display-format';
import { formatPickupLine } from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { MarkPaidPanel } from '../../../../components/mark-paid-panel';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DemoBadge } from '../../../../components/ui/demo-badge';
import { StatusBadge, type StatusTone } from '../../../../components/ui/status-badge';
import { formatHoursFromMinutes, formatOwedLine, getOwedState } from '../../../../lib/balance-display';
import { classNames } from '../../../../lib/class-names';
import { LessonDoneDialog } from '../../lessons/components/lesson-done-dialog';
import { LessonNoShowDialog } from '../../lessons/components/lesson-no-show-dialog';
import {
  formatLessonTimeRange,
  getLearnerContactLinks,
  getTodayLessonState,
  type TodayLessonState,
  toMapSearchUrl,
} from '../today-display';
import { LessonPickupAddress } from './lesson-pickup-address';
import { RunningLateDialog } from './running-late-dialog';

const stateBadges: Record<TodayLessonState, { tone: StatusTone; label: string }> = {
  upcoming: { tone: 'info', label: 'To come' },
  under_way: { tone: 'info', label: 'Under way' },
  needs_outcome: { tone: 'warning', label: 'Needs an outcome' },
  completed: { tone: 'success', label: 'Done' },
  no_show: { tone: 'neutral', label: 'No-show' },
  cancelled: { tone: 'neutral', label: 'Cancelled' },
};

const linkClassName = buttonClassName({ variant: 'secondary', size: 'compact', className: 'w-full min-w-0' });

/**
 * Call, WhatsApp and Map, one tap each; Map of the pickup notes only when there are notes and no
 * pickup address on record (the address has its own Map button).
 */
function ContactLinks({ lesson }: { lesson: TodayLesson }) {
  const links = getLearnerContactLinks(lesson.learner.phone);
  const name = lesson.learner.fullName;
  const mapNotes = lesson.notes && formatPickupLine(lesson.learner.pickup) === null ? lesson.notes : null;
  if (!links.call && !mapNotes) return <p className="text-sm text-slate-600">No phone number on record.</p>;
  return (
    <div className="grid grid-cols-3 gap-2">
      {links.call ? (
        <a href={links.call} className={linkClassName}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          Call<span className="sr-only"> {name}</span>
        </a>
      ) : null}
      {links.whatsapp ? (
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          WhatsApp<span className="sr-only"> {name} (opens WhatsApp)</span>
        </a>
      ) : null}
      {mapNotes ? (
        <a
          href={toMapSearchUrl(mapNotes)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClassName}
        >
          <Navigation aria-hidden="true" className="size-4 shrink-0" />
          Map<span className="sr-only"> of the pickup (opens Google Maps)</span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * One lesson of the instructor's day: who, when, where to meet, how to reach them, their hours
 * and money (from the ledger), and what to do now. `showDate` for a lesson of another day.
 */
export function TodayLessonCard({
  lesson,
  now,
  showDate = false,
  withActions = true,
}: {
  lesson: TodayLesson;
  now: Date;
  showDate?: boolean;
  /** False for tomorrow's lesson: nothing to record yet. */
  withActions?: boolean;
}) {
  const state = getTodayLessonState(lesson, now);
  const badge = stateBadges[state];
  const titleId = `today-lesson-${lesson.id}-title`;
  const hintId = `today-lesson-${lesson.id}-hint`;
  const started = state !== 'upcoming';
  const canRecord = withActions && lesson.status === 'scheduled';
  const owedState = getOwedState(lesson.balance.owedPence);

  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <p className="text-lg font-bold text-slate-900">
              {showDate ? `${formatShortDate(lesson.date)} · ` : null}
              {formatLessonTimeRange(lesson)}
            </p>
            <h4 id={titleId} className="text-lg break-words">
              {lesson.learner.fullName}
            </h4>
            <DemoBadge studentId={lesson.learner.id} />
          </div>
          <StatusBadge tone={badge.tone}>
            {badge.label}
            {state === 'completed' && lesson.actualDuration !== null
              ? ` · ${lesson.actualDuration} min`
              : null}
          </StatusBadge>
        </div>
        <p className="text-sm text-slate-600">{formatDurationLabel(lesson.bookedDuration)} booked</p>
        <LessonPickupAddress pickup={lesson.learner.pickup} />
        {lesson.notes ? (
          <p className="flex min-w-0 items-start gap-1.5 text-slate-800">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-words whitespace-pre-line">
              <span className="sr-only">Pickup notes: </span>
              {lesson.notes}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">No pickup notes.</p>
        )}
        <ContactLinks lesson={lesson} />
        <dl className="grid grid-cols-2 gap-2">
          <div className="grid gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">Hours left</dt>
            <dd className={classNames('font-semibold', lesson.balance.leftMinutes < 0 && 'text-red-700')}>
              {formatHoursFromMinutes(lesson.balance.leftMinutes)}
            </dd>
          </div>
          <div className="grid gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">Money</dt>
            <dd
              className={classNames(
                'font-semibold',
                owedState === 'owes' ? 'text-red-700' : 'text-green-700',
              )}
            >
              {formatOwedLine(lesson.balance.owedPence)}
            </dd>
          </div>
        </dl>
        <MarkPaidPanel
          target={{ kind: 'lesson', id: lesson.id }}
          label={`Payment, ${lesson.learner.fullName}`}
        />
        {canRecord ? (
          <div className="grid gap-2">
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>button]:min-h-12">
              {/* Before and during the lesson, telling the learner comes first. */}
              {state === 'upcoming' || state === 'under_way' ? (
                <div className="col-span-2 grid sm:col-span-1 [&>button]:min-h-12">
                  <RunningLateDialog lesson={lesson} />
                </div>
              ) : null}
              <LessonDoneDialog
                lesson={lesson}
                studentName={lesson.learner.fullName}
                studentId={lesson.learner.id}
                disabled={!started}
                describedById={started ? undefined : hintId}
              />
              <LessonNoShowDialog
                lesson={lesson}
                studentName={lesson.learner.fullName}
                disabled={!started}
                describedById={started ? undefined : hintId}
              />
            </div>
            {started ? null : (
              <p id={hintId} className="text-sm text-slate-600">
                Done and No-show open once the lesson has started.
              </p>
            )}
          </div>
        ) : null}
      </article>
    </Card>
  );
}
