import { BellRing, CalendarCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { useClaimMyWaitingListOffer } from '../api/claim-my-waiting-list-offer';
import { useMyWaitingListEntry } from '../api/get-my-waiting-list-entry';
import { useMyWaitingListOffers } from '../api/get-my-waiting-list-offers';
import { OfferedLessonDetails } from './offered-lesson-details';

// An offer's card (its one tap: move, book, or book and pay) loads once there is an offer to show:
// most learners have none, and the learner's page counts its first download (decision 0044).
const OpenOffer = lazy(() => import('./open-offer').then((module) => ({ default: module.OpenOffer })));

const CLAIM_FAILED_MESSAGE = "We couldn't do that: the server didn't answer. Please try again.";

/**
 * The learner's open waiting-list offers on their own page (issue 34), each with when it ends and
 * its one tap, so an offer is not lost with the message that brought it. Nothing shows while
 * there is none; a failed check says so only to a learner on the list (others have no offers).
 */
export function WaitingListOpenOffersCard({ token }: { token: string }) {
  const offers = useMyWaitingListOffers(token);
  const entry = useMyWaitingListEntry(token);
  const claim = useClaimMyWaitingListOffer(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refusal = claim.isError ? getApiErrorMessage(claim.error, CLAIM_FAILED_MESSAGE) : '';
  const open = offers.data?.offers ?? [];
  const answered = claim.isSuccess || claim.isError;

  // The button pressed is gone once answered: the heading takes focus and the news follows it.
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);

  const onList = entry.data?.entry != null;
  if (!claim.data && !refusal && open.length === 0 && !(offers.isError && onList)) return null;

  return (
    <section aria-labelledby="waiting-list-offers-heading" className="grid gap-4">
      <h2
        id="waiting-list-offers-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl focus:outline-none"
      >
        <BellRing aria-hidden="true" className="size-6 text-blue-700" />
        {claim.data
          ? 'Waiting-List Offer Taken'
          : open.length > 1
            ? 'Waiting-List Offers'
            : 'Waiting-List Offer'}
      </h2>
      <div role="alert" className="empty:hidden">
        {refusal ? (
          <p className="rounded-lg border border-amber-500 bg-amber-50 p-3 font-medium text-slate-900">
            {refusal}
          </p>
        ) : null}
      </div>
      {claim.data ? (
        <Card className="grid gap-4 border-green-200 p-4 sm:p-6">
          <CalendarCheck aria-hidden="true" className="size-10 text-green-700" />
          <p role="status" className="text-lg">
            {claim.data.message}
          </p>
          <OfferedLessonDetails lesson={claim.data.lesson} />
          <Button
            variant="secondary"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={() => claim.reset()}
          >
            Done
          </Button>
        </Card>
      ) : offers.isError ? (
        <Card className="grid gap-3 p-4 sm:p-6">
          <p className="text-slate-800">
            We couldn't check for waiting-list offers. Check your connection and try again.
          </p>
          <Button
            variant="secondary"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={() => void offers.refetch()}
            disabled={offers.isFetching}
          >
            Try again
          </Button>
        </Card>
      ) : (
        open.map((offer) => (
          <Suspense
            key={offer.id}
            fallback={
              <div className="grid">
                <p className="sr-only" role="status">
                  Loading the offer
                </p>
                <Skeleton className="h-48 w-full rounded-xl" />
              </div>
            }
          >
            <OpenOffer
              offer={offer}
              isClaiming={claim.isPending && claim.variables?.id === offer.id}
              onClaim={(moveLessonId) => claim.mutate({ id: offer.id, moveLessonId })}
            />
          </Suspense>
        ))
      )}
    </section>
  );
}
