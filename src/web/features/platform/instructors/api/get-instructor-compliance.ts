import { useQuery } from '@tanstack/react-query';
import {
  type InstructorCompliance,
  instructorComplianceSchema,
} from '../../../../../core/platform/auth/instructor-compliance';
import { apiGet } from '../../../../lib/api-client';
import { instructorComplianceQueryKey } from './instructors-query-keys';

/** GET /api/instructors/{id}/compliance: one instructor's record (their own, or anyone's for the owner). */
export function getInstructorCompliance(
  instructorId: number,
  signal?: AbortSignal,
): Promise<InstructorCompliance> {
  return apiGet(`/api/instructors/${instructorId}/compliance`, instructorComplianceSchema, { signal });
}

/** Waits for the signed-in instructor's id (`undefined` until the session is read). */
export function useInstructorCompliance(instructorId: number | undefined) {
  return useQuery({
    queryKey: [...instructorComplianceQueryKey, 'one', instructorId],
    queryFn: ({ signal }) => {
      if (instructorId === undefined) throw new Error('No instructor to read the record of');
      return getInstructorCompliance(instructorId, signal);
    },
    enabled: instructorId !== undefined,
    staleTime: 0,
  });
}
