import { ArrowRight, Check, Mail, Phone, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  type LessonChange,
  lessonChangeKindLabels,
  lessonChangeStatusLabels,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useCancellationTerms } from '../../../../hooks/use-cancellation-terms';
import { classNames } from '../../../../lib/class-names';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import {
  describeLessonChangeWindow,
  formatForfeit,
  formatWallTime,
  lessonChangeStatusTones,
} from '../lesson-change-format';
import { DecideLessonChangeDialog, type LessonChangeDecision } from './decide-lesson-change-dialog';

function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={classNames('grid content-start gap-0.5', className)}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One move or cancellation: who, what, from and to, why, the fee at stake, and when. */
export function LessonChangeItem({ change }: { change: LessonChange }) {
  const [deciding, setDeciding] = useState<LessonChangeDecision | null>(null);
  const { student } = change;
  const titleId = `lesson-change-${change.id}-title`;
  const pending = change.status === 'pending';
  const cancellationTerms = useCancellationTerms();

  return (
    <article
      aria-labelledby={titleId}
      className={classNames(
        'grid gap-3 rounded-lg border p-3 sm:p-4',
        pending ? 'border-amber-300 bg-amber-50/40' : 'border-slate-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h5 id={titleId} className="text-lg font-bold">
            {student.fullName}
          </h5>
          <p className="text-sm text-slate-600">
            {lessonChangeKindLabels[change.kind]}
            {change.requestedBy === 'instructor' ? ' (by you)' : ''} · asked{' '}
            {formatSchoolDateTime(change.requestedAt)}
          </p>
        </div>
        <StatusBadge tone={lessonChangeStatusTones[change.status]}>
          {pending ? 'Waiting for you' : lessonChangeStatusLabels[change.status]}
        </StatusBadge>
      </header>

      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
        <span>{formatWallTime(change.from)}</span>
        <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">to</span>
        <span>{change.to ? formatWallTime(change.to) : 'Cancelled'}</span>
      </p>

      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <Detail term="Reason" className="sm:col-span-2">
          {change.reason}
        </Detail>
        <Detail term="When asked">{describeLessonChangeWindow(change.window, cancellationTerms)}</Detail>
        <Detail term="Fee forfeited">{formatForfeit(change.forfeit)}</Detail>
        {change.decidedAt && change.status !== 'pending' ? (
          <Detail term="Decided">{formatSchoolDateTime(change.decidedAt)}</Detail>
        ) : null}
        {change.instructorNote ? <Detail term="Your note">{change.instructorNote}</Detail> : null}
      </dl>

      {pending ? (
        <>
          <div className="flex flex-wrap gap-x-5">
            {student.phone ? (
              <a
                className="inline-flex min-h-11 items-center gap-1.5 text-blue-700 underline"
                href={toTelHref(student.phone)}
              >
                <Phone aria-hidden="true" className="size-4" />
                {formatUkPhone(student.phone)}
              </a>
            ) : null}
            <a
              className="inline-flex min-h-11 items-center gap-1.5 break-all text-blue-700 underline"
              href={`mailto:${student.email}`}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {student.email}
            </a>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button onClick={() => setDeciding('approve')}>
              <Check aria-hidden="true" className="size-5" />
              Approve
              <span className="sr-only"> {student.fullName}'s request</span>
            </Button>
            <Button variant="secondary" onClick={() => setDeciding('decline')}>
              <X aria-hidden="true" className="size-5" />
              Decline
              <span className="sr-only"> {student.fullName}'s request</span>
            </Button>
          </div>
        </>
      ) : null}

      {deciding ? (
        <DecideLessonChangeDialog
          change={change}
          decision={deciding}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
        />
      ) : null}
    </article>
  );
}
