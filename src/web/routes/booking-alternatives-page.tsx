import { LinkIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LoadErrorCard } from '../components/ui/panel-states';
import { Skeleton } from '../components/ui/skeleton';
import { useAlternativeOffer } from '../features/bookings/booking-alternatives/api/get-alternative-offer';
import { OfferChoices } from '../features/bookings/booking-alternatives/components/offer-choices';
import { OfferOutcome } from '../features/bookings/booking-alternatives/components/offer-outcome';
import { SchoolContactLinks } from '../features/bookings/booking-alternatives/components/school-contact-links';
import { offerStateHeadings } from '../features/bookings/booking-alternatives/offer-display';
import { usePageTitle } from '../hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';

const UNKNOWN_LINK_HEADING = "This link isn't valid";

/**
 * /booking-alternatives/:token: the learner answers the instructor's offer of other times from the
 * one-time link in their e-mail. Not linked from anywhere else.
 */
export function BookingAlternativesPage() {
  const { token = '' } = useParams();
  const offer = useAlternativeOffer(token);
  // A malformed token is refused (400) before lookup; both mean the link is not one of ours.
  const unknownLink = isApiRequestError(offer.error, 404) || isApiRequestError(offer.error, 400);
  const heading = offer.data
    ? offerStateHeadings[offer.data.state]
    : unknownLink
      ? UNKNOWN_LINK_HEADING
      : 'Your lesson times';
  usePageTitle(heading);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <h1 className="text-3xl sm:text-4xl">{heading}</h1>
        {offer.isPending ? (
          <div className="grid gap-4">
            <p className="sr-only" role="status">
              Loading the offered times
            </p>
            <Skeleton className="h-32 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : offer.data ? (
          offer.data.state === 'open' ? (
            <OfferChoices token={token} offer={offer.data} />
          ) : (
            <OfferOutcome offer={offer.data} />
          )
        ) : unknownLink ? (
          <Card className="grid gap-4 p-5 sm:p-6">
            <LinkIcon aria-hidden="true" className="size-10 text-slate-500" />
            <p className="text-lg">
              We couldn't find these lesson times. The link may be mistyped or cut short: try opening it again
              from your e-mail, book new times, or call us.
            </p>
            <SchoolContactLinks />
          </Card>
        ) : (
          <LoadErrorCard
            title="The offered times didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void offer.refetch()}
            isRetrying={offer.isFetching}
          />
        )}
      </div>
    </Container>
  );
}
