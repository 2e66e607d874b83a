import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorCompliance,
  instructorComplianceListSchema,
} from '../../../../../core/platform/auth/instructor-compliance';
import { apiGet } from '../../../../lib/api-client';
import { instructorComplianceQueryKey } from './instructors-query-keys';

/** GET /api/instructors/compliance: every active instructor's record and standing today (the owner's only). */
export function getInstructorsCompliance(signal?: AbortSignal): Promise<InstructorCompliance[]> {
  return apiGet('/api/instructors/compliance', instructorComplianceListSchema, { signal });
}

export const instructorsComplianceQueryOptions = queryOptions({
  queryKey: [...instructorComplianceQueryKey, 'all'],
  queryFn: ({ signal }) => getInstructorsCompliance(signal),
  staleTime: 0,
});

/** Only asked for when `enabled` (the owner): anyone else's answer would be a 403. */
export function useInstructorsCompliance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...instructorsComplianceQueryOptions, enabled });
}
