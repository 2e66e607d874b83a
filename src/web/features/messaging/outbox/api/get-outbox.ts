import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type OutboxPage, outboxPageSchema } from '../../../../../core/messaging/outbox/outbox-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops what was read. */
export const outboxQueryKey = [DASHBOARD_QUERY_ROOT, 'outbox'] as const;

/** GET /api/outbox?before=: a page of the school's messages, newest first (the owner's only). */
export function getOutbox(before: number | null, signal?: AbortSignal): Promise<OutboxPage> {
  const query = before === null ? '' : `?before=${before}`;
  return apiGet(`/api/outbox${query}`, outboxPageSchema, { signal });
}

/** The first page: no `before`, the newest messages. */
const NEWEST_PAGE: number | null = null;

export const outboxQueryOptions = infiniteQueryOptions({
  queryKey: outboxQueryKey,
  queryFn: ({ pageParam, signal }) => getOutbox(pageParam, signal),
  initialPageParam: NEWEST_PAGE,
  getNextPageParam: (last: OutboxPage) => last.nextBefore,
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useOutbox() {
  return useInfiniteQuery(outboxQueryOptions);
}
