import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TestRecord, testRecordSchema } from '../../../../../core/progress/test-record-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

/** DELETE /api/mock-tests/{id}: answers the learner's test record. */
export function deleteMockTest(mockTestId: number): Promise<TestRecord> {
  return apiDelete(`/api/mock-tests/${mockTestId}`, testRecordSchema);
}

export function useDeleteMockTest(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mockTestId: number) => deleteMockTest(mockTestId),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
