import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorApplication,
  instructorApplicationSchema,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { apiGet } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** GET /api/instructor-applications/{id}: one application, as it is now. */
export function getInstructorApplication(id: number, signal?: AbortSignal): Promise<InstructorApplication> {
  return apiGet(`/api/instructor-applications/${id}`, instructorApplicationSchema, { signal });
}

export function instructorApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: networkQueryKeys.application(id),
    queryFn: ({ signal }) => getInstructorApplication(id, signal),
    staleTime: 0,
  });
}

/** One application, fetched fresh when opened; the list's copy shows meanwhile. */
export function useInstructorApplication(id: number, fromList: InstructorApplication) {
  return useQuery({ ...instructorApplicationQueryOptions(id), placeholderData: fromList });
}
