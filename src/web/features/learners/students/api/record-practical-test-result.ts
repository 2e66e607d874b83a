import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type practicalTestResultRequestSchema,
  type TestRecord,
  testRecordSchema,
} from '../../../../../core/progress/test-record-schemas';
import { apiPut } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

export type ValidPracticalTestResultRequest = z.output<typeof practicalTestResultRequestSchema>;

/** PUT /api/practical-tests/{id}/result: the examiner's result and faults; answers the test record. */
export function recordPracticalTestResult(
  practicalTestId: number,
  request: ValidPracticalTestResultRequest,
): Promise<TestRecord> {
  return apiPut(`/api/practical-tests/${practicalTestId}/result`, request, testRecordSchema);
}

export function useRecordPracticalTestResult(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ValidPracticalTestResultRequest }) =>
      recordPracticalTestResult(id, request),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
