import type {
  CoverOffer,
  UncoveredLesson,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { coverOfferStatusLabels } from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { formatShortDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { StatusBadge, type StatusTone } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { formatTimeRange } from '../../../../lib/school-time-format';
import { useWithdrawCoverOffer } from '../api/withdraw-cover-offer';
import { FindCoverDialog } from './find-cover-dialog';

const OFFER_TONES: Record<CoverOffer['status'], StatusTone> = {
  open: 'info',
  accepted: 'success',
  declined: 'warning',
  expired: 'warning',
  withdrawn: 'neutral',
  failed: 'danger',
};

/** The offer's standing in a line: "Waiting for the learner · Sarah Khan". */
function OfferStatus({ offer }: { offer: CoverOffer }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <StatusBadge tone={OFFER_TONES[offer.status]}>{coverOfferStatusLabels[offer.status]}</StatusBadge>
      <span>{offer.toInstructorName}</span>
      {offer.failureReason ? <span className="basis-full">{offer.failureReason}</span> : null}
    </span>
  );
}

/** One lesson still to cover: who, when, the latest offer, Find Cover and (while open) Withdraw. */
export function UncoveredLessonRow({
  lesson,
  showInstructor,
}: {
  lesson: UncoveredLesson;
  showInstructor: boolean;
}) {
  const withdraw = useWithdrawCoverOffer();
  const open = lesson.latestOffer?.status === 'open' ? lesson.latestOffer : null;

  function handleWithdraw(offerId: number) {
    withdraw.mutate(offerId, {
      onSuccess: () => toast({ title: 'Offer Withdrawn', description: 'The learner’s link now says so.' }),
      onError: (error) =>
        showFailureToast(
          GENERIC_FAILURE_TITLE,
          explainFailure(error, 'The offer was not withdrawn. Please try again.'),
        ),
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium">{lesson.studentName}</span>
        <span className="text-sm text-slate-700 tabular-nums">
          {formatShortDate(lesson.date)}, {formatTimeRange(lesson.startTime, lesson.duration)}
          {showInstructor ? ` · ${lesson.instructorName}` : ''}
        </span>
        {lesson.cause === 'not_bookable' ? (
          <span className="text-sm font-medium text-red-800">{lesson.reason}</span>
        ) : null}
        {lesson.latestOffer ? <OfferStatus offer={lesson.latestOffer} /> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {open ? (
          <Button
            variant="ghost"
            size="compact"
            disabled={withdraw.isPending}
            onClick={() => handleWithdraw(open.id)}
          >
            Withdraw Offer
          </Button>
        ) : null}
        <FindCoverDialog lesson={lesson} />
      </div>
    </li>
  );
}
