import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type bookPracticalTestRequestSchema,
  type TestRecord,
  testRecordSchema,
} from '../../../../../core/progress/test-record-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

export type ValidBookPracticalTestRequest = z.output<typeof bookPracticalTestRequestSchema>;

/** POST /api/students/{id}/practical-tests: books the practical test; answers the test record. */
export function bookPracticalTest(
  studentId: number,
  request: ValidBookPracticalTestRequest,
): Promise<TestRecord> {
  return apiPost(`/api/students/${studentId}/practical-tests`, request, testRecordSchema);
}

export function useBookPracticalTest(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidBookPracticalTestRequest) => bookPracticalTest(studentId, request),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
