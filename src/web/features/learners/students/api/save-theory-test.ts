import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TestRecord,
  testRecordSchema,
  type theoryTestRequestSchema,
} from '../../../../../core/progress/test-record-schemas';
import { apiPut } from '../../../../lib/api-client';
import { invalidateTestRecordViews } from './invalidate-test-record';

export type ValidTheoryTestRequest = z.output<typeof theoryTestRequestSchema>;

/** PUT /api/students/{id}/theory-test: records (or corrects) the theory pass; answers the test record. */
export function saveTheoryTest(studentId: number, request: ValidTheoryTestRequest): Promise<TestRecord> {
  return apiPut(`/api/students/${studentId}/theory-test`, request, testRecordSchema);
}

export function useSaveTheoryTest(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidTheoryTestRequest) => saveTheoryTest(studentId, request),
    retry: false,
    onSettled: () => invalidateTestRecordViews(queryClient, studentId),
  });
}
