import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SchoolSettings,
  schoolSettingsSchema,
} from '../../../../../core/school/settings/school-settings-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops the settings. */
export const schoolSettingsQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'school'] as const;

/** GET /api/settings/school: every school setting as it is now (no secrets). */
export function getSchoolSettings(signal?: AbortSignal): Promise<SchoolSettings> {
  return apiGet('/api/settings/school', schoolSettingsSchema, { signal });
}

/**
 * Fresh on each visit and on return to the browser tab (the reminder default is also set on
 * /reminder-settings, in another tab): the forms keep what is being typed (keepDirtyValues).
 */
export const schoolSettingsQueryOptions = queryOptions({
  queryKey: schoolSettingsQueryKey,
  queryFn: ({ signal }) => getSchoolSettings(signal),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useSchoolSettings() {
  return useQuery(schoolSettingsQueryOptions);
}
