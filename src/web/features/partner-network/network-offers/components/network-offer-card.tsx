import { Clock, Handshake } from 'lucide-react';
import { networkLessonTypeLabels } from '../../../../../core/partner-network/network-request-schemas';
import type { MyNetworkOffer } from '../../../../../core/partner-network/request-offer-schemas';
import { formatReplyBy } from '../../../../../core/partner-network/request-offers';
import { SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { Card } from '../../../../components/ui/card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import type { OfferAnswer } from '../api/answer-network-offer';
import { OfferAnswerButtons } from './offer-answer-buttons';
import { OfferedRequestDetails } from './offered-request-details';

/** A learner offered to the instructor: what they need to decide, by when, and their answer. */
export function NetworkOfferCard({
  offer,
  onAnswer,
  pending,
}: {
  offer: MyNetworkOffer;
  onAnswer: (answer: OfferAnswer) => void;
  pending: OfferAnswer | null;
}) {
  const { request } = offer;
  const titleId = `network-offer-${offer.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4 border-blue-200 p-4 sm:p-5">
        <header className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone="info" icon={Handshake}>
              {offer.kind === 'broadcast' ? 'Offered to several: first to accept' : 'Offered to you'}
            </StatusBadge>
            {request.urgencyLevel === 'urgent' ? <StatusBadge tone="danger">Urgent</StatusBadge> : null}
            <StatusBadge tone="neutral">{request.reference}</StatusBadge>
          </div>
          <h4 id={titleId} className="text-lg">
            {networkLessonTypeLabels[request.lessonType]}
            {request.postcodeDistrict ? ` in ${request.postcodeDistrict}` : ''}
          </h4>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            Answer by {formatReplyBy(new Date(offer.replyBy), SCHOOL_TIME_ZONE)}
          </p>
        </header>
        <OfferedRequestDetails request={request} />
        <p className="text-sm text-slate-700">
          Accept and the learner is yours: you see their name, phone and e-mail, and we tell them you will be
          in touch.
        </p>
        <OfferAnswerButtons onAnswer={onAnswer} pending={pending} what={request.reference} />
      </Card>
    </article>
  );
}
