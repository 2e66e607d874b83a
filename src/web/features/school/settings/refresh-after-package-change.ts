import type { QueryClient } from '@tanstack/react-query';
import type { AdminPackagesResponse } from '../../../../core/bookings/booking/package-admin-schemas';
import { packagesQueryKey } from '../../../lib/api/get-packages';
import { settingsPackagesQueryKey, settingsQueryRoot } from './settings-packages-query-keys';

/**
 * After a package change: the answer is the new list; the history below shows the change, and
 * the dashboard's own package pickers (Sell Hours, a manual lesson) read the new prices.
 */
export async function refreshAfterPackageChange(
  queryClient: QueryClient,
  list: AdminPackagesResponse,
): Promise<void> {
  queryClient.setQueryData(settingsPackagesQueryKey, list);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: settingsQueryRoot,
      predicate: (query) => query.queryKey[2] !== settingsPackagesQueryKey[2],
    }),
    queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
  ]);
}
