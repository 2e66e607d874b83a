import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordResetAvailabilitySchema } from '../../../../../core/platform/auth/account-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/auth/password-reset-availability: whether this site can e-mail a reset link. */
export function getPasswordResetAvailability(signal?: AbortSignal) {
  return apiGet('/api/auth/password-reset-availability', passwordResetAvailabilitySchema, { signal });
}

export const passwordResetAvailabilityQueryOptions = queryOptions({
  queryKey: ['password-reset-availability'],
  queryFn: ({ signal }) => getPasswordResetAvailability(signal),
});

export function usePasswordResetAvailability() {
  return useQuery(passwordResetAvailabilityQueryOptions);
}
