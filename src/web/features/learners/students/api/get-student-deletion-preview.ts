import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StudentDeletion, studentDeletionSchema } from '../../../../../core/learners/students-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** GET /api/students/{id}/deletion-preview: what deleting the learner would remove. */
export function getStudentDeletionPreview(studentId: number, signal?: AbortSignal): Promise<StudentDeletion> {
  return apiGet(`/api/students/${studentId}/deletion-preview`, studentDeletionSchema, { signal });
}

export function studentDeletionPreviewQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: dashboardQueryKeys.studentDeletionPreview(studentId),
    queryFn: ({ signal }) => getStudentDeletionPreview(studentId, signal),
    // Counted afresh each time the confirmation opens.
    staleTime: 0,
  });
}

export function useStudentDeletionPreview(studentId: number, enabled: boolean) {
  return useQuery({ ...studentDeletionPreviewQueryOptions(studentId), enabled });
}
