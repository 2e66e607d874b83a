import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ApplicationStatus,
  type InstructorApplicationList,
  instructorApplicationListSchema,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { apiGet } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';
import { NETWORK_LIST_REFETCH_MS } from './get-network-requests';

/** GET /api/instructor-applications: newest first, optionally of one status, with every status's count. */
export function getInstructorApplications(
  status: ApplicationStatus | undefined,
  signal?: AbortSignal,
): Promise<InstructorApplicationList> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return apiGet(`/api/instructor-applications${query}`, instructorApplicationListSchema, { signal });
}

export function instructorApplicationsQueryOptions(status: ApplicationStatus | undefined) {
  return queryOptions({
    queryKey: networkQueryKeys.applicationList(status),
    queryFn: ({ signal }) => getInstructorApplications(status, signal),
    staleTime: 0,
    refetchInterval: NETWORK_LIST_REFETCH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

export function useInstructorApplications(status: ApplicationStatus | undefined) {
  return useQuery(instructorApplicationsQueryOptions(status));
}
