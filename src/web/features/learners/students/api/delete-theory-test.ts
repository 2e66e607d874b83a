import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TestRecord, testRecordSchema } from '../../../../../core/progress/test-record-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

/** DELETE /api/students/{id}/theory-test: removes the recorded theory pass; answers the test record. */
export function deleteTheoryTest(studentId: number): Promise<TestRecord> {
  return apiDelete(`/api/students/${studentId}/theory-test`, testRecordSchema);
}

export function useDeleteTheoryTest(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTheoryTest(studentId),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
