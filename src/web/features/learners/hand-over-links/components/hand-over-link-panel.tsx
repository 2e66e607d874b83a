import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatLongDate } from '../../../../../core/format/display-format';
import type { HandOverLinkResponse } from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { Button } from '../../../../components/ui/button';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { useAnswerHandOverLink } from '../api/answer-hand-over-link';

const CLOSED_WORDS: Record<Exclude<HandOverLinkResponse['state'], 'open'>, string> = {
  agreed: 'You have agreed to this. Thank you.',
  declined: 'You declined this. Nothing has changed.',
  cancelled: 'Your instructor withdrew this request, so there is nothing to answer.',
  expired: 'This link has expired. Please ask your instructor for a new one.',
};

/** Who, what and when, the words the learner agrees to, and Agree / Decline while the link is open. */
export function HandOverLinkPanel({ token, handOver }: { token: string; handOver: HandOverLinkResponse }) {
  const answer = useAnswerHandOverLink(token);
  const result = answer.data;
  const facts = [
    ['Now', handOver.fromInstructor],
    [
      'New instructor',
      `${handOver.toInstructor}${handOver.toInstructorPhone ? ` · ${handOver.toInstructorPhone}` : ''}`,
    ],
    [
      'When',
      handOver.kind === 'cover' && handOver.fromDate && handOver.toDate
        ? `${formatLongDate(handOver.fromDate)} to ${formatLongDate(handOver.toDate)}, then back to ${handOver.fromInstructor}`
        : 'From now on, for good',
    ],
  ] as const;
  return (
    <div className="grid gap-5">
      <p className="text-lg text-slate-800">
        Hi {handOver.learnerFirstName}, {handOver.fromInstructor} asks whether {handOver.toInstructor} may{' '}
        {handOver.kind === 'cover' ? 'cover your lessons for a while' : 'be your instructor from now on'}.
      </p>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        {handOver.note ? (
          <div className="contents">
            <dt className="font-medium text-slate-600">Note</dt>
            <dd className="text-slate-900">{handOver.note}</dd>
          </div>
        ) : null}
      </dl>
      <blockquote className="rounded-md border-l-4 border-brand-600 bg-slate-50 p-4 text-slate-800">
        {handOver.consentText}
      </blockquote>
      {result ? (
        <p role="status" className="flex items-start gap-2 font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {result.message}
        </p>
      ) : handOver.state === 'open' ? (
        <div className="grid gap-3">
          <p className="text-sm text-slate-600">
            This link works once, until{' '}
            {new Date(handOver.linkExpiresAt).toLocaleDateString('en-GB', {
              timeZone: 'Europe/London',
              day: 'numeric',
              month: 'long',
            })}
            . Your answer is recorded with the words above.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={answer.isPending} onClick={() => answer.mutate('agree')}>
              I Agree
            </Button>
            <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
              No, Thank You
            </Button>
          </div>
          {answer.isError ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {getApiErrorMessage(answer.error, 'Your answer did not reach us. Please try again.')}
            </p>
          ) : null}
        </div>
      ) : (
        <p role="status" className="font-medium text-slate-800">
          {CLOSED_WORDS[handOver.state]}
        </p>
      )}
    </div>
  );
}
