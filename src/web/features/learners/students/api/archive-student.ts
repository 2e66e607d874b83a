import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Student, studentSchema } from '../../../../../core/learners/students-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/**
 * POST /api/students/{id}/archive: the learner leaves the students list; their lessons, money
 * history and details are kept.
 */
export function archiveStudent(studentId: number): Promise<Student> {
  return apiPost(`/api/students/${studentId}/archive`, {}, studentSchema);
}

export function useArchiveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveStudent,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
  });
}
