import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type WaitingListSettings,
  waitingListSettingsSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Not under the list's key: refreshing the list must not reload (and reset) the settings form. */
export const waitingListSettingsQueryKey = [DASHBOARD_QUERY_ROOT, 'waiting-list-settings'] as const;

/** GET /api/waiting-list/settings: automatic offers, how long an offer lasts, refilled cancellations. */
export function getWaitingListSettings(signal?: AbortSignal): Promise<WaitingListSettings> {
  return apiGet('/api/waiting-list/settings', waitingListSettingsSchema, { signal });
}

export const waitingListSettingsQueryOptions = queryOptions({
  queryKey: waitingListSettingsQueryKey,
  queryFn: ({ signal }) => getWaitingListSettings(signal),
});

export function useWaitingListSettings() {
  return useQuery(waitingListSettingsQueryOptions);
}
