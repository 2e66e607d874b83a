import { CircleAlert, Clock } from 'lucide-react';
import { networkLessonTypeLabels } from '../../../../../core/partner-network/network-request-schemas';
import type { OfferLinkResponse } from '../../../../../core/partner-network/request-offer-schemas';
import { formatReplyBy } from '../../../../../core/partner-network/request-offers';
import { SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useAnswerNetworkOfferLink } from '../api/answer-network-offer-link';
import { AcceptedLearnerCard } from './accepted-learner-card';
import { OfferAnswerButtons } from './offer-answer-buttons';
import { OfferedRequestDetails } from './offered-request-details';

export const ANSWER_NOT_SENT_MESSAGE =
  "We couldn't reach the server, so nothing has changed. Please try again.";

/** Why a link can no longer be answered, in plain words. */
export const CLOSED_OFFER_MESSAGES: Record<Exclude<OfferLinkResponse['state'], 'open'>, string> = {
  accepted:
    'You have already accepted this offer: the learner is yours, and their details are in your Students tab.',
  declined: 'You declined this offer, so the school is finding another instructor. Nothing more to do.',
  expired:
    'The 48 hours to answer this offer have passed, so the link no longer works. If you would still like this learner, call the school.',
  withdrawn:
    'This offer has closed: another instructor took the learner, or the school no longer needs an instructor for them.',
};

/**
 * The e-mailed link's page body: the request's essentials and Accept / Decline, without signing
 * in (the link is the credential, used once); a used, expired or closed link says so.
 */
export function OfferLinkPanel({ token, offer }: { token: string; offer: OfferLinkResponse }) {
  const answer = useAnswerNetworkOfferLink(token);
  const { request } = offer;

  if (answer.data?.outcome === 'accepted') return <AcceptedLearnerCard answer={answer.data} />;
  if (answer.data?.outcome === 'declined') {
    return (
      <p role="status" className="rounded-lg bg-slate-50 p-4 text-slate-800">
        Thank you: you have declined {request.reference}. The school will find another instructor.
      </p>
    );
  }

  const refusal = answer.isError
    ? isApiRequestError(answer.error, 409) || isApiRequestError(answer.error, 404)
      ? getApiErrorMessage(answer.error, ANSWER_NOT_SENT_MESSAGE)
      : ANSWER_NOT_SENT_MESSAGE
    : null;

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone="neutral">{request.reference}</StatusBadge>
          {request.urgencyLevel === 'urgent' ? <StatusBadge tone="danger">Urgent</StatusBadge> : null}
        </div>
        <h2 className="text-xl">
          {networkLessonTypeLabels[request.lessonType]}
          {request.postcodeDistrict ? ` in ${request.postcodeDistrict}` : ''}
        </h2>
        {offer.state === 'open' ? (
          <p className="flex items-center gap-1.5 text-slate-700">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            Answer by {formatReplyBy(new Date(offer.replyBy), SCHOOL_TIME_ZONE)}
          </p>
        ) : null}
      </div>
      <OfferedRequestDetails request={request} />
      {refusal ? (
        <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {refusal}
        </p>
      ) : null}
      {offer.state === 'open' ? (
        <>
          <p className="text-slate-700">
            Accept and the learner is yours: you will see their name, phone and e-mail, and we will tell them
            you will be in touch.
          </p>
          <OfferAnswerButtons
            onAnswer={(choice) => answer.mutate(choice)}
            pending={answer.isPending ? answer.variables : null}
            what={request.reference}
          />
        </>
      ) : refusal ? null : (
        <p role="alert" className="flex items-start gap-2 font-medium text-slate-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
          {CLOSED_OFFER_MESSAGES[offer.state]}
        </p>
      )}
    </div>
  );
}
