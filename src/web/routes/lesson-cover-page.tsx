import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LPlateLogo } from '../components/ui/l-plate-logo';
import { ListSkeleton, LoadErrorCard } from '../components/ui/panel-states';
import { useCoverLink } from '../features/diary/lesson-cover/api/get-cover-link';
import { CoverLinkPanel } from '../features/diary/lesson-cover/components/cover-link-panel';
import { usePageTitle } from '../hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';

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
    <Container className="py-6 sm:py-12">
      <Card className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">Cover for your lesson</h1>
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
          <CoverLinkPanel token={token} offer={offer.data} />
        )}
      </Card>
    </Container>
  );
}
