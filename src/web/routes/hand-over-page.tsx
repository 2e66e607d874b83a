import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LPlateLogo } from '../components/ui/l-plate-logo';
import { ListSkeleton, LoadErrorCard } from '../components/ui/panel-states';
import { useHandOverLink } from '../features/learners/hand-over-links/api/get-hand-over-link';
import { HandOverLinkPanel } from '../features/learners/hand-over-links/components/hand-over-link-panel';
import { usePageTitle } from '../hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';

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
    <Container className="py-6 sm:py-12">
      <Card className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">
            {handOver.data?.kind === 'cover' ? 'Cover for your lessons' : 'A new instructor for you'}
          </h1>
        </div>
        {handOver.isPending ? (
          <ListSkeleton label="Loading" cards={1} />
        ) : handOver.isError ? (
          isApiRequestError(handOver.error, 404) || isApiRequestError(handOver.error, 400) ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {UNKNOWN_LINK_MESSAGE}
            </p>
          ) : (
            <LoadErrorCard
              title="This page didn't load"
              message="We couldn't reach the server. Check your connection and try again."
              onRetry={() => void handOver.refetch()}
              isRetrying={handOver.isFetching}
            />
          )
        ) : (
          <HandOverLinkPanel token={token} handOver={handOver.data} />
        )}
      </Card>
    </Container>
  );
}
