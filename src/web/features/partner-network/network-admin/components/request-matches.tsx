import { RefreshCw, UserSearch } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  describeNoMatch,
  type RequestMatch,
} from '../../../../../core/partner-network/request-match-schemas';
import { OFFER_REPLY_HOURS } from '../../../../../core/partner-network/request-offers';
import { Button } from '../../../../components/ui/button';
import { explainFailure, LONG_TOAST_MS, showFailureToast } from '../../../../components/ui/failure-toasts';
import { Skeleton } from '../../../../components/ui/skeleton';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useRequestAllocation } from '../api/get-request-allocation';
import { useRequestMatches } from '../api/get-request-matches';
import { useOfferNetworkRequest } from '../api/offer-network-request';
import { describeOfferEmails, OfferButton } from './request-allocation';

/** The first few are what the owner acts on; the rest stay one click away. */
const SHOWN_AT_FIRST = 3;

/** Reasons that count against an instructor are greyed, so the strong ones stand out. */
function isWeakReason(reason: string): boolean {
  return /^(does not cover|no free time|area unknown)/.test(reason);
}

function MatchItem({ match, rank, offer }: { match: RequestMatch; rank: number; offer: ReactNode }) {
  return (
    <li className="grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-7 place-items-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
      >
        {rank}
      </span>
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{match.fullName}</span>
          {rank === 1 && match.score === 3 ? <StatusBadge tone="success">Best match</StatusBadge> : null}
        </p>
        {/* The summary is what a screen reader hears; the styled list is the same words. */}
        <p className="sr-only">{match.summary}</p>
        <ul aria-hidden="true" className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
          {match.reasons.map((reason, index) => (
            <li key={reason} className={isWeakReason(reason) ? 'text-slate-500' : 'text-slate-800'}>
              {index > 0 ? (
                <span className="mr-2 text-slate-400" aria-hidden="true">
                  ·
                </span>
              ) : null}
              {reason}
            </li>
          ))}
        </ul>
      </div>
      {offer}
    </li>
  );
}

/**
 * "Who could take it": the instructors who could take the request, best first, each with the
 * reasons (docs/decisions/0054), and, folded away, those who cannot and why.
 */
export function RequestMatches({ requestId, requesterName }: { requestId: number; requesterName: string }) {
  const matches = useRequestMatches(requestId);
  const canOffer = useRequestAllocation(requestId).data?.canOffer ?? false;
  const offer = useOfferNetworkRequest(requestId);
  const [showAll, setShowAll] = useState(false);

  function handleOffer(match: RequestMatch) {
    offer.mutate(match.instructorId, {
      onSuccess: (sent) =>
        toast({
          title: `Offered to ${match.fullName}`,
          description: `They have ${OFFER_REPLY_HOURS} hours to accept or decline ${requesterName}'s request. ${describeOfferEmails(sent)}`,
          duration: LONG_TOAST_MS,
        }),
      onError: (error) =>
        showFailureToast(
          'Not Offered',
          explainFailure(error, 'Could not offer the request. Please try again.'),
        ),
    });
  }
  const headingId = `network-request-${requestId}-matches`;

  let body: React.ReactNode;
  if (matches.isPending) {
    body = (
      <div className="grid gap-2">
        <p className="sr-only" role="status">
          Finding instructors who could take {requesterName}'s request…
        </p>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  } else if (matches.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-slate-700">Could not find who could take it just now.</p>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void matches.refetch()}
          disabled={matches.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {matches.isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  } else {
    const { matches: ranked, refused } = matches.data;
    const shown = showAll ? ranked : ranked.slice(0, SHOWN_AT_FIRST);
    body = (
      <div className="grid gap-3">
        {ranked.length === 0 ? (
          <p className="text-slate-700">{describeNoMatch(refused)}</p>
        ) : (
          <ol className="divide-y divide-slate-200">
            {shown.map((match, index) => (
              <MatchItem
                key={match.instructorId}
                match={match}
                rank={index + 1}
                offer={
                  canOffer ? (
                    <OfferButton
                      instructorName={match.fullName}
                      onOffer={() => handleOffer(match)}
                      isOffering={offer.isPending}
                    />
                  ) : null
                }
              />
            ))}
          </ol>
        )}
        {ranked.length > SHOWN_AT_FIRST ? (
          <div>
            <Button variant="secondary" size="compact" onClick={() => setShowAll((value) => !value)}>
              {showAll ? 'Show the first 3' : `Show all ${ranked.length}`}
            </Button>
          </div>
        ) : null}
        {ranked.length > 0 && refused.length > 0 ? (
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer py-1 font-medium text-slate-700">
              Not listed ({refused.length})
            </summary>
            <ul className="mt-1 grid gap-1">
              {refused.map((instructor) => (
                <li key={instructor.instructorId}>
                  {instructor.fullName}: {instructor.reason}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <UserSearch aria-hidden="true" className="size-4 text-slate-600" />
        Who could take it
      </h4>
      {body}
    </section>
  );
}
