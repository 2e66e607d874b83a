import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TestRecord, testRecordSchema } from '../../../../../core/progress/test-record-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

/** POST /api/practical-tests/{id}/cancel: cancels a booked test; answers the test record. */
export function cancelPracticalTest(practicalTestId: number): Promise<TestRecord> {
  return apiPost(`/api/practical-tests/${practicalTestId}/cancel`, {}, testRecordSchema);
}

export function useCancelPracticalTest(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practicalTestId: number) => cancelPracticalTest(practicalTestId),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
