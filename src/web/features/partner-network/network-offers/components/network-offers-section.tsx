import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type {
  AnswerNetworkOfferResponse,
  MyNetworkOffer,
} from '../../../../../core/partner-network/request-offer-schemas';
import { Button } from '../../../../components/ui/button';
import { explainFailure, showFailureToast } from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { type OfferAnswer, useAnswerNetworkOffer } from '../api/answer-network-offer';
import { useMyNetworkOffers } from '../api/get-my-network-offers';
import { AcceptedLearnerCard } from './accepted-learner-card';
import { NetworkOfferCard } from './network-offer-card';

export const OFFER_ANSWER_FAILED_MESSAGE = 'Your answer did not reach us. Please try again.';

/**
 * On Today, above the lessons: learners the school offers this instructor (issue 38), each with
 * Accept and Decline. Nothing at all when there are none; a learner just accepted stays shown
 * with their contact details until Today is left.
 */
export function NetworkOffersSection() {
  const offers = useMyNetworkOffers();
  const answer = useAnswerNetworkOffer();
  const [accepted, setAccepted] = useState<AnswerNetworkOfferResponse[]>([]);
  const pendingId = answer.isPending ? answer.variables.id : null;

  function handleAnswer(offer: MyNetworkOffer, choice: OfferAnswer) {
    answer.mutate(
      { id: offer.id, answer: choice },
      {
        onSuccess: (result) => {
          if (result.outcome === 'accepted') setAccepted((shown) => [result, ...shown]);
          else
            toast({
              title: 'Offer Declined',
              description: `${offer.request.reference} goes back to the school.`,
            });
        },
        onError: (error) =>
          showFailureToast(
            choice === 'accept' ? 'Not Accepted' : 'Not Declined',
            explainFailure(error, OFFER_ANSWER_FAILED_MESSAGE),
          ),
      },
    );
  }

  const list = offers.data?.offers ?? [];
  if (accepted.length === 0 && list.length === 0 && !offers.isError) return null;

  return (
    <section aria-labelledby="today-network-offers-title" className="grid gap-3">
      <h3 id="today-network-offers-title" className="text-xl">
        {list.length > 0 ? `Learners offered to you (${list.length})` : 'Learners offered to you'}
      </h3>
      {accepted.map((result) => (
        <AcceptedLearnerCard key={result.learner?.email ?? ''} answer={result} />
      ))}
      {offers.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3">
          <p className="text-slate-700">Learners offered to you did not load.</p>
          <Button
            variant="secondary"
            size="compact"
            onClick={() => void offers.refetch()}
            disabled={offers.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className={list.length > 1 ? 'grid gap-3 lg:grid-cols-2' : 'grid max-w-2xl gap-3'}>
          {list.map((offer) => (
            <li key={offer.id}>
              <NetworkOfferCard
                offer={offer}
                onAnswer={(choice) => handleAnswer(offer, choice)}
                pending={pendingId === offer.id ? (answer.variables?.answer ?? null) : null}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
