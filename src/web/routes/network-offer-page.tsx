import { useParams } from 'react-router';
import { getFirstName } from '../../core/format/display-format';
import { LinkPage } from '../components/ui/link-page';
import { useNetworkOfferLink } from '../features/partner-network/network-offers/api/get-network-offer-link';
import { OfferLinkPanel } from '../features/partner-network/network-offers/components/offer-link-panel';
import { usePageTitle } from '../hooks/use-page-title';

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
    <LinkPage
      title={
        offer.data?.instructorName
          ? `A learner for you, ${getFirstName(offer.data.instructorName)}`
          : 'A learner offered to you'
      }
      query={offer}
      loadingLabel="Loading the offer"
      loadErrorTitle="The offer didn't load"
      unknownLinkMessage={UNKNOWN_LINK_MESSAGE}
    >
      {(data) => <OfferLinkPanel token={token} offer={data} />}
    </LinkPage>
  );
}
