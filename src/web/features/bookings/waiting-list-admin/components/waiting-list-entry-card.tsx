import { ArrowDown, ArrowUp, Mail, Phone, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { InstructorWaitingListEntry } from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { toTelHref } from '../../../../../core/format/contact-links';
import {
  formatDurationLabel,
  formatLongDate,
  formatUkPhone,
} from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { formatHoursFromMinutes } from '../../../../lib/balance-display';
import { formatSchoolLongDate } from '../../../../lib/school-time-format';
import { useMoveWaitingListEntry } from '../api/move-waiting-list-entry';
import { useRemoveWaitingListEntry } from '../api/remove-waiting-list-entry';

const linkClassName =
  'inline-flex min-h-11 items-center gap-2 break-all text-blue-700 underline-offset-4 hover:underline';

function formatHoursLeft(minutes: number): string {
  return minutes > 0 ? `${formatHoursFromMinutes(minutes)} left` : 'No hours left';
}

export interface WaitingListEntryCardProps {
  entry: InstructorWaitingListEntry;
  position: number;
  isFirst: boolean;
  isLast: boolean;
}

/** One waiting learner: place, why there, what suits them, contact; Move up / Move down / Remove. */
export function WaitingListEntryCard({ entry, position, isFirst, isLast }: WaitingListEntryCardProps) {
  const move = useMoveWaitingListEntry();
  const remove = useRemoveWaitingListEntry();
  const [confirming, setConfirming] = useState(false);
  const titleId = `waiting-${entry.id}-title`;

  async function handleMove(direction: 'up' | 'down') {
    try {
      await move.mutateAsync({ id: entry.id, direction });
      toast({ title: direction === 'up' ? 'Moved up' : 'Moved down', description: entry.fullName });
    } catch (error) {
      showFailureToast(
        GENERIC_FAILURE_TITLE,
        explainFailure(error, 'The list was not changed. Please try again.'),
      );
    }
  }

  async function handleRemove() {
    try {
      await remove.mutateAsync(entry.id);
      setConfirming(false);
      toast({ title: 'Removed from the waiting list', description: entry.fullName });
    } catch (error) {
      setConfirming(false);
      showFailureToast(
        GENERIC_FAILURE_TITLE,
        explainFailure(error, 'They were not removed. Please try again.'),
      );
    }
  }

  const { wishes } = entry;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <article aria-labelledby={titleId} className="grid gap-2">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 font-bold text-blue-800"
            >
              {position}
            </span>
            <div className="grid min-w-0 gap-0.5">
              <h3 id={titleId} className="text-lg break-words">
                <span className="sr-only">{position}. </span>
                {entry.fullName}
              </h3>
              <p className="text-sm font-medium text-slate-700" data-testid="waiting-list-reason">
                {entry.reasonText}
              </p>
            </div>
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Suits them</dt>
            <dd>
              {entry.wishesSummary}, {formatDurationLabel(wishes.lessonMinutes)} lessons, from{' '}
              {formatLongDate(wishes.fromDate)}
            </dd>
            <dt className="font-semibold">Waiting for</dt>
            <dd data-testid="waiting-list-instructor-choice">{entry.instructorChoiceText}</dd>
            <dt className="font-semibold">Waiting since</dt>
            <dd>{formatSchoolLongDate(entry.joinedAt)}</dd>
            {entry.detailsShown ? (
              <>
                <dt className="font-semibold">Test date</dt>
                <dd>{wishes.testDate ? formatLongDate(wishes.testDate) : 'None given'}</dd>
              </>
            ) : null}
            {entry.leftMinutes !== null ? (
              <>
                <dt className="font-semibold">Hours</dt>
                <dd>{formatHoursLeft(entry.leftMinutes)}</dd>
              </>
            ) : null}
          </dl>
          {entry.detailsShown ? null : (
            <p className="text-sm text-slate-700">
              Another instructor's learner, waiting for any instructor: they may be offered your freed times.
              Their contact details, test date and hours stay with their instructor and the school's owner.
            </p>
          )}
          <div className="flex flex-wrap gap-x-4 empty:hidden">
            {entry.email ? (
              <a href={`mailto:${entry.email}`} className={linkClassName}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {entry.email}
              </a>
            ) : null}
            {entry.phone ? (
              <a href={toTelHref(entry.phone)} className={linkClassName}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {formatUkPhone(entry.phone)}
              </a>
            ) : null}
          </div>
        </article>
        {entry.canMove || entry.canRemove ? (
          <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
            {entry.canMove ? (
              <>
                <Button
                  variant="secondary"
                  size="compact"
                  onClick={() => void handleMove('up')}
                  disabled={isFirst || move.isPending}
                  aria-label={`Move ${entry.fullName} up`}
                >
                  <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
                  Up
                </Button>
                <Button
                  variant="secondary"
                  size="compact"
                  onClick={() => void handleMove('down')}
                  disabled={isLast || move.isPending}
                  aria-label={`Move ${entry.fullName} down`}
                >
                  <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
                  Down
                </Button>
              </>
            ) : null}
            {entry.canRemove ? (
              <Button variant="secondary" size="compact" onClick={() => setConfirming(true)}>
                <UserMinus aria-hidden="true" className="size-4 shrink-0" />
                Remove
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove from the waiting list?"
        description={`${entry.fullName} will no longer be offered freed times. They can join again from their page.`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        destructive
        isPending={remove.isPending}
        onConfirm={() => void handleRemove()}
      />
    </li>
  );
}
