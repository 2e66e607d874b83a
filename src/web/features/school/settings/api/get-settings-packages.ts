import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminPackagesResponse,
  adminPackagesResponseSchema,
} from '../../../../../core/bookings/booking/package-admin-schemas';
import { apiGet } from '../../../../lib/api-client';
import { settingsPackagesQueryKey } from '../settings-packages-query-keys';

/** GET /api/settings/packages: every package, retired ones too, in display order. */
export function getSettingsPackages(signal?: AbortSignal): Promise<AdminPackagesResponse> {
  return apiGet('/api/settings/packages', adminPackagesResponseSchema, { signal });
}

export const settingsPackagesQueryOptions = queryOptions({
  queryKey: settingsPackagesQueryKey,
  queryFn: ({ signal }) => getSettingsPackages(signal),
  staleTime: 30_000,
});

export function useSettingsPackages() {
  return useQuery(settingsPackagesQueryOptions);
}
