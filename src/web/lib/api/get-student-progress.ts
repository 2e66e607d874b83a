import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type StudentProgressResponse,
  studentProgressResponseSchema,
} from '../../../core/learners/students-schemas';
import { apiGet } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';

/** GET /api/students/{id}/progress: the learner and all their progress notes, newest first. */
export function getStudentProgress(
  studentId: number,
  signal?: AbortSignal,
): Promise<StudentProgressResponse> {
  return apiGet(`/api/students/${studentId}/progress`, studentProgressResponseSchema, { signal });
}

export function studentProgressQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: dashboardQueryKeys.studentProgress(studentId),
    queryFn: ({ signal }) => getStudentProgress(studentId, signal),
  });
}

export function useStudentProgress(studentId: number, enabled: boolean) {
  return useQuery({ ...studentProgressQueryOptions(studentId), enabled });
}
