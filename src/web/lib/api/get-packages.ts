import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type PackagesResponse,
  packagesResponseSchema,
} from '../../../core/bookings/booking/package-schemas';
import { apiGet } from '../api-client';

/** Spec section 9: the booking page refetches the packages every 30 seconds. */
export const BOOKING_PACKAGES_REFETCH_MS = 30_000;

export interface GetPackagesOptions {
  /** Ask the server to bypass its cache (`?refresh=true`). */
  refresh?: boolean;
  signal?: AbortSignal;
}

/** GET /api/packages: the lesson packages keyed by package type, in display order, prices in pence. */
export function getPackages({ refresh = false, signal }: GetPackagesOptions = {}): Promise<PackagesResponse> {
  return apiGet(refresh ? '/api/packages?refresh=true' : '/api/packages', packagesResponseSchema, { signal });
}

export const packagesQueryKey = ['packages'] as const;

export const packagesQueryOptions = queryOptions({
  queryKey: packagesQueryKey,
  queryFn: ({ signal }) => getPackages({ signal }),
});

/** The packages as the booking page needs them: refetched every 30 s. */
export function useBookingPackages() {
  return useQuery({ ...packagesQueryOptions, refetchInterval: BOOKING_PACKAGES_REFETCH_MS });
}

/** Asks the server for fresh packages (`?refresh=true`), then refetches the list (spec section 7). */
export function useRefreshPackages(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await getPackages({ refresh: true });
    } finally {
      await queryClient.refetchQueries({ queryKey: packagesQueryKey });
    }
  }, [queryClient]);
}
