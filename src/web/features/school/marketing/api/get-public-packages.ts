import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PackagesResponse,
  packagesResponseSchema,
} from '../../../../../core/bookings/booking/package-schemas';
import { apiGet } from '../../../../lib/api-client';

/** Spec section 7: the home page caches the packages for 5 minutes. */
export const PUBLIC_PACKAGES_STALE_MS = 5 * 60 * 1000;

/**
 * GET /api/packages for the public pages (pricing cards, the offer banner and pop-up, the terms).
 * Same query key as the booking page, so the list fetched (or server-rendered) here is reused
 * there; kept apart from features/booking so a home-page visitor never downloads booking code.
 */
export function getPublicPackages(signal?: AbortSignal): Promise<PackagesResponse> {
  return apiGet('/api/packages', packagesResponseSchema, { signal });
}

export const publicPackagesQueryOptions = queryOptions({
  queryKey: ['packages'],
  queryFn: ({ signal }) => getPublicPackages(signal),
  staleTime: PUBLIC_PACKAGES_STALE_MS,
});

export function usePublicPackages() {
  return useQuery(publicPackagesQueryOptions);
}
