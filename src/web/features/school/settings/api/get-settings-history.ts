import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type SettingsHistoryResponse,
  settingsHistoryResponseSchema,
} from '../../../../../core/school/settings/settings-history-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

export const settingsHistoryQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'history'] as const;

/** The first page: ids start at 1, so "before 0" means no bound. */
const NEWEST_PAGE = 0;

/** GET /api/settings/history?before=: a page of changes (school and packages), newest first. */
export function getSettingsHistory(before: number, signal?: AbortSignal): Promise<SettingsHistoryResponse> {
  const query = before === NEWEST_PAGE ? '' : `?before=${before}`;
  return apiGet(`/api/settings/history${query}`, settingsHistoryResponseSchema, { signal });
}

/** One page per "Show older": each page asks for the changes before the last one shown. */
export const settingsHistoryQueryOptions = infiniteQueryOptions({
  queryKey: settingsHistoryQueryKey,
  queryFn: ({ pageParam, signal }) => getSettingsHistory(pageParam, signal),
  initialPageParam: NEWEST_PAGE,
  // null: no older changes, so "Show older" goes.
  getNextPageParam: (lastPage) => lastPage.nextBefore,
  // Package changes are saved by another section: look again on each visit.
  staleTime: 0,
});

export function useSettingsHistory() {
  return useInfiniteQuery(settingsHistoryQueryOptions);
}
