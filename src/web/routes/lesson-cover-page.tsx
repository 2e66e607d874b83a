import { useParams } from 'react-router';
import { LinkPage } from '../components/ui/link-page';
import { useCoverLink } from '../features/diary/lesson-cover/api/get-cover-link';
import { CoverLinkPanel } from '../features/diary/lesson-cover/components/cover-link-panel';
import { usePageTitle } from '../hooks/use-page-title';

const UNKNOWN_LINK_MESSAGE =
  'This link is not one we sent. Check you copied the whole link from the message, or contact the school.';

/**
 * /lesson-cover/:token: the page a cover offer's link opens (private, noindex: the token is the
 * credential). The learner says yes or no to another instructor covering one lesson.
 */
export function LessonCoverPage() {
  usePageTitle('Cover for Your Lesson');
  const token = useParams().token ?? '';
  const offer = useCoverLink(token);
  return (
    <LinkPage
      title="Cover for your lesson"
      query={offer}
      loadingLabel="Loading the offer"
      loadErrorTitle="The offer didn't load"
      unknownLinkMessage={UNKNOWN_LINK_MESSAGE}
    >
      {(data) => <CoverLinkPanel token={token} offer={data} />}
    </LinkPage>
  );
}
