import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorAccountsResponse,
  instructorAccountsResponseSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiGet } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** GET /api/instructors/accounts: the school's instructors and recent invitations (the owner's only). */
export function getInstructorAccounts(signal?: AbortSignal): Promise<InstructorAccountsResponse> {
  return apiGet('/api/instructors/accounts', instructorAccountsResponseSchema, { signal });
}

export const instructorAccountsQueryOptions = queryOptions({
  queryKey: instructorAccountsQueryKey,
  queryFn: ({ signal }) => getInstructorAccounts(signal),
  staleTime: 0,
});

export function useInstructorAccounts() {
  return useQuery(instructorAccountsQueryOptions);
}
