import { History, Megaphone, RefreshCw, Send } from 'lucide-react';
import type { OfferSentResponse } from '../../../../../core/partner-network/request-offer-schemas';
import { describeRequestEvent, formatReplyBy } from '../../../../../core/partner-network/request-offers';
import { SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { explainFailure, LONG_TOAST_MS, showFailureToast } from '../../../../components/ui/failure-toasts';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useBroadcastNetworkRequest } from '../api/broadcast-network-request';
import { useRequestAllocation } from '../api/get-request-allocation';

/** What became of the offer e-mails, said plainly: the owner must know when nobody was e-mailed. */
export function describeOfferEmails(sent: OfferSentResponse): string {
  const { emails, offered } = sent;
  const notSent = emails.failed + emails.not_configured;
  if (notSent === 0) return offered === 1 ? 'We e-mailed the offer.' : `We e-mailed all ${offered}.`;
  if (emails.not_configured > 0 && emails.sent === 0) {
    return 'E-mail is not set up, so nobody was e-mailed: the offer waits on their Today in the dashboard.';
  }
  return `${notSent} of the e-mails did not go: those instructors see the offer on their Today in the dashboard.`;
}

/**
 * A request's offers and history (docs/decisions/0056): who has it open and until when, what the
 * owner can do next (offer it to everyone who matches after a decline or 48 hours of silence),
 * and every step so far.
 */
export function RequestAllocation({
  requestId,
  requesterName,
}: {
  requestId: number;
  requesterName: string;
}) {
  const allocation = useRequestAllocation(requestId);
  const broadcast = useBroadcastNetworkRequest(requestId);
  const viewerId = useInstructorSession().data?.instructor.id ?? null;
  const headingId = `network-request-${requestId}-history`;

  if (allocation.isPending) return null;
  if (allocation.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-slate-700">Could not load the offers and history of {requesterName}'s request.</p>
        <Button variant="secondary" size="compact" onClick={() => void allocation.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }
  const { offers, history, canBroadcast, waitingFor } = allocation.data;
  const open = offers.filter((offer) => offer.status === 'open');
  if (history.length === 0 && offers.length === 0) return null;

  function handleBroadcast() {
    broadcast.mutate(undefined, {
      onSuccess: (sent) =>
        toast({
          title: `Offered to ${sent.offered} ${sent.offered === 1 ? 'instructor' : 'instructors'}`,
          description: `The first to accept takes ${requesterName}. ${describeOfferEmails(sent)}`,
          duration: LONG_TOAST_MS,
        }),
      onError: (error) =>
        showFailureToast(
          'Not Offered',
          explainFailure(error, 'Could not offer the request. Please try again.'),
        ),
    });
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-600" />
        Offers and history
      </h4>
      {open.length > 0 ? (
        <ul className="grid gap-2">
          {open.map((offer) => (
            <li key={offer.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <StatusBadge tone="warning">Waiting</StatusBadge>
              <span className="font-medium text-slate-900">
                {offer.instructor.fullName ?? 'An instructor'}
              </span>
              <span className="text-sm text-slate-600">
                answers by {formatReplyBy(new Date(offer.replyBy), SCHOOL_TIME_ZONE)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {waitingFor && (open.length > 0 || canBroadcast) ? (
        <p className="text-sm text-slate-700">{waitingFor}</p>
      ) : null}
      {canBroadcast ? (
        <div className="grid gap-2">
          <p className="text-sm text-slate-700">
            Nobody has taken it yet. Offer it to everyone who matches: the first to accept takes it.
          </p>
          <Button
            size="compact"
            className="justify-self-start"
            onClick={handleBroadcast}
            disabled={broadcast.isPending}
          >
            <Megaphone aria-hidden="true" className="size-4" />
            {broadcast.isPending ? 'Offering…' : 'Offer to Everyone Who Matches'}
          </Button>
        </div>
      ) : null}
      {history.length > 0 ? (
        <ol className="grid gap-1.5 border-l-2 border-slate-200 pl-3 text-sm">
          {history.map((event) => (
            <li key={event.id} className="grid gap-0.5 sm:grid-cols-[9.5rem_1fr] sm:gap-3">
              <span className="text-slate-500">{formatSchoolDateTime(event.at)}</span>
              <span className="text-slate-800">{describeRequestEvent(event, viewerId)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The Offer button beside a match: offers the request to that instructor for 48 hours. */
export function OfferButton({
  instructorName,
  onOffer,
  isOffering,
}: {
  instructorName: string;
  onOffer: () => void;
  isOffering: boolean;
}) {
  return (
    <Button variant="secondary" size="compact" onClick={onOffer} disabled={isOffering}>
      <Send aria-hidden="true" className="size-4" />
      Offer<span className="sr-only"> to {instructorName}</span>
    </Button>
  );
}
