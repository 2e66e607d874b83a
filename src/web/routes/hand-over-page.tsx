import { useParams } from 'react-router';
import { LinkPage } from '../components/ui/link-page';
import { useHandOverLink } from '../features/learners/hand-over-links/api/get-hand-over-link';
import { HandOverLinkPanel } from '../features/learners/hand-over-links/components/hand-over-link-panel';
import { usePageTitle } from '../hooks/use-page-title';

const UNKNOWN_LINK_MESSAGE =
  'This link is not one we sent. Check you copied the whole link from the e-mail, or ask your instructor for a new one.';

/**
 * /hand-over/:token: the page the learner's hand-over e-mail links to (private, noindex: the token
 * is the credential). The learner agrees to another instructor, or declines, without signing in.
 */
export function HandOverPage() {
  usePageTitle('Your Instructor');
  const token = useParams().token ?? '';
  const handOver = useHandOverLink(token);

  return (
    <LinkPage
      title={handOver.data?.kind === 'cover' ? 'Cover for your lessons' : 'A new instructor for you'}
      query={handOver}
      loadingLabel="Loading"
      loadErrorTitle="This page didn't load"
      unknownLinkMessage={UNKNOWN_LINK_MESSAGE}
    >
      {(data) => <HandOverLinkPanel token={token} handOver={data} />}
    </LinkPage>
  );
}
