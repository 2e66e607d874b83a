import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiRequestError } from '../../lib/api-client';
import { Card } from './card';
import { Container } from './container';
import { LPlateLogo } from './l-plate-logo';
import { ListSkeleton, LoadErrorCard } from './panel-states';

/**
 * The page a single-use link opens (an offer, a cover, a hand-over: the token is the credential):
 * the school's plate and the page's title, then the linked thing once loaded, a plain sentence for
 * a link we never sent (404, or a malformed token's 400), and a retry when the server was not
 * reached.
 */
export function LinkPage<T>(props: {
  title: string;
  query: UseQueryResult<T>;
  loadingLabel: string;
  loadErrorTitle: string;
  /** What to do about a link we did not send, in the reader's words (whom to ask for a new one). */
  unknownLinkMessage: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  return (
    <Container className="py-6 sm:py-12">
      <Card className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">{props.title}</h1>
        </div>
        {query.isPending ? (
          <ListSkeleton label={props.loadingLabel} cards={1} />
        ) : query.isError ? (
          isApiRequestError(query.error, 404) || isApiRequestError(query.error, 400) ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {props.unknownLinkMessage}
            </p>
          ) : (
            <LoadErrorCard
              title={props.loadErrorTitle}
              message="We couldn't reach the server. Check your connection and try again."
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          )
        ) : (
          props.children(query.data)
        )}
      </Card>
    </Container>
  );
}
