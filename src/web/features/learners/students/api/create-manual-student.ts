import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateManualStudentRequest,
  type Student,
  studentSchema,
} from '../../../../../core/learners/students-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** POST /api/students/manual: adds a learner by hand; 409 when the e-mail is already a learner's. */
export function createManualStudent(request: CreateManualStudentRequest): Promise<Student> {
  return apiPost('/api/students/manual', request, studentSchema);
}

export function useCreateManualStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualStudent,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
  });
}
