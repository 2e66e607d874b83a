import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type StudentHandOversResponse,
  studentHandOversResponseSchema,
} from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** Under the students key: anything that refreshes the students refreshes the hand-overs too. */
export const studentHandOversQueryKey = (studentId: number) =>
  [...dashboardQueryKeys.students, studentId, 'hand-overs'] as const;

/** GET /api/students/{id}/hand-overs: the history, whether the viewer may hand over now, and to whom. */
export function getStudentHandOvers(
  studentId: number,
  signal?: AbortSignal,
): Promise<StudentHandOversResponse> {
  return apiGet(`/api/students/${studentId}/hand-overs`, studentHandOversResponseSchema, { signal });
}

export function useStudentHandOvers(studentId: number) {
  return useQuery(
    queryOptions({
      queryKey: studentHandOversQueryKey(studentId),
      queryFn: ({ signal }) => getStudentHandOvers(studentId, signal),
    }),
  );
}
