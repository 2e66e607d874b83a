import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { CoverLinkResponse } from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { Button } from '../../../../components/ui/button';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useAnswerCoverLink } from '../api/answer-cover-link';

const CLOSED_WORDS: Record<Exclude<CoverLinkResponse['status'], 'open'>, string> = {
  accepted: 'You said yes: your lesson is booked with the cover instructor.',
  declined: 'You said no: your lesson stays as it is, and your instructor will be in touch.',
  expired: 'This offer has ended. Your lesson has not been cancelled: your instructor will be in touch.',
  withdrawn:
    'The school withdrew this offer. Your lesson has not been cancelled: your instructor will be in touch.',
  failed:
    'This offer could not be booked. Your lesson has not been cancelled: your instructor will be in touch.',
};

/** The learner's choice: their lesson now, the cover offered, Yes or No (nothing is cancelled on No). */
export function CoverLinkPanel({ token, offer }: { token: string; offer: CoverLinkResponse }) {
  const answer = useAnswerCoverLink(token);
  const same = offer.lessonStartsAt === offer.coverStartsAt;
  return (
    <div className="grid gap-4">
      <p>
        Hi {offer.studentFirstName}, {offer.instructorName} is away for your lesson.{' '}
        {offer.coverInstructorName} can take it {same ? 'at the same time' : 'at a time near it that day'}.
      </p>
      <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-slate-700">Your lesson now</dt>
        <dd>
          {formatSchoolDateTime(offer.lessonStartsAt)} with {offer.instructorName}
        </dd>
        <dt className="font-medium text-slate-700">With cover</dt>
        <dd className="font-semibold">
          {formatSchoolDateTime(offer.coverStartsAt)} with {offer.coverInstructorName}
          {offer.coverInstructorCar ? `, ${offer.coverInstructorCar}` : ''}
        </dd>
        <dt className="font-medium text-slate-700">Cost</dt>
        <dd>Nothing extra: it uses the same hours</dd>
      </dl>
      {answer.isSuccess ? (
        <p role="status" className="flex items-start gap-2 font-medium text-green-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {answer.data.message}
        </p>
      ) : offer.status === 'open' ? (
        <>
          <p className="text-sm text-slate-700">
            Answer by {formatSchoolDateTime(offer.expiresAt)}. If you say no, or do not answer, your lesson is
            not cancelled: {offer.instructorName} will sort it out with you.
          </p>
          {answer.isError ? (
            <p role="alert" className="font-medium text-red-700">
              {getApiErrorMessage(answer.error, 'Your answer did not reach us. Please try again.')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
              {answer.isPending && answer.variables === 'accept' ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : null}
              Yes, Book It With {offer.coverInstructorName}
            </Button>
            <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
              No, Keep My Lesson As It Is
            </Button>
          </div>
        </>
      ) : (
        <p role="status" className="font-medium">
          {CLOSED_WORDS[offer.status]}
        </p>
      )}
      <p className="text-sm text-slate-700">
        Questions? Call {offer.schoolName} on {offer.schoolPhone}.
      </p>
    </div>
  );
}
