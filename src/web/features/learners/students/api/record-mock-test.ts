import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TestRecord,
  testRecordSchema,
  type ValidCreateMockTestRequest,
} from '../../../../../core/progress/test-record-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

/** POST /api/students/{id}/mock-tests: a mock test marked like the DVSA sheet; answers the test record. */
export function recordMockTest(studentId: number, request: ValidCreateMockTestRequest): Promise<TestRecord> {
  return apiPost(`/api/students/${studentId}/mock-tests`, request, testRecordSchema);
}

export function useRecordMockTest(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidCreateMockTestRequest) => recordMockTest(studentId, request),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
