import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AgendaSettingsResponse,
  agendaSettingsResponseSchema,
} from '../../../../../core/diary/agenda/daily-agenda';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops it. */
export const agendaSettingsQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'agenda'] as const;

/** GET /api/settings/agenda: the daily agenda's time and channel, when it last went, and the devices push reaches. */
export function getAgendaSettings(signal?: AbortSignal): Promise<AgendaSettingsResponse> {
  return apiGet('/api/settings/agenda', agendaSettingsResponseSchema, { signal });
}

/** Fresh on return to the tab: a device turned on for notifications meanwhile changes what the card says. */
export const agendaSettingsQueryOptions = queryOptions({
  queryKey: agendaSettingsQueryKey,
  queryFn: ({ signal }) => getAgendaSettings(signal),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useAgendaSettings() {
  return useQuery(agendaSettingsQueryOptions);
}
