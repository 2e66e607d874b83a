import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { getFirstName } from '../../core/format/display-format';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LPlateLogo } from '../components/ui/l-plate-logo';
import { ListSkeleton, LoadErrorCard } from '../components/ui/panel-states';
import { useNetworkOfferLink } from '../features/partner-network/network-offers/api/get-network-offer-link';
import { OfferLinkPanel } from '../features/partner-network/network-offers/components/offer-link-panel';
import { usePageTitle } from '../hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';

const UNKNOWN_LINK_MESSAGE =
  'This link is not one we sent. Check you copied the whole link from the e-mail, or answer on Today in your dashboard.';

/**
 * /network-offer/:token: the page an offer's e-mail links to (private, noindex: the token is the
 * credential). An instructor accepts or declines a learner the school offers them, without signing in.
 */
export function NetworkOfferPage() {
  usePageTitle('A Learner Offered to You');
  const token = useParams().token ?? '';
  const offer = useNetworkOfferLink(token);

  return (
    <Container className="py-6 sm:py-12">
      <Card className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">
            {offer.data?.instructorName
              ? `A learner for you, ${getFirstName(offer.data.instructorName)}`
              : 'A learner offered to you'}
          </h1>
        </div>
        {offer.isPending ? (
          <ListSkeleton label="Loading the offer" cards={1} />
        ) : offer.isError ? (
          isApiRequestError(offer.error, 404) || isApiRequestError(offer.error, 400) ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {UNKNOWN_LINK_MESSAGE}
            </p>
          ) : (
            <LoadErrorCard
              title="The offer didn't load"
              message="We couldn't reach the server. Check your connection and try again."
              onRetry={() => void offer.refetch()}
              isRetrying={offer.isFetching}
            />
          )
        ) : (
          <OfferLinkPanel token={token} offer={offer.data} />
        )}
      </Card>
    </Container>
  );
}
