import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SchoolSettings,
  schoolSettingsSchema,
} from '../../../../../core/settings/school-settings-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../auth/api/verify-instructor';

/** Under the dashboard's root key, so signing out drops the settings. */
export const schoolSettingsQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'school'] as const;

/** GET /api/settings/school: every school setting as it is now (no secrets). */
export function getSchoolSettings(signal?: AbortSignal): Promise<SchoolSettings> {
  return apiGet('/api/settings/school', schoolSettingsSchema, { signal });
}

export const schoolSettingsQueryOptions = queryOptions({
  queryKey: schoolSettingsQueryKey,
  queryFn: ({ signal }) => getSchoolSettings(signal),
});

export function useSchoolSettings() {
  return useQuery(schoolSettingsQueryOptions);
}
