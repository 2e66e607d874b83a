import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PupilRecord,
  pupilRecordSchema,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** Under the students key: anything that refreshes the students refreshes the records too. */
export const pupilRecordQueryKey = (studentId: number) =>
  [...dashboardQueryKeys.students, studentId, 'record'] as const;

/** GET /api/students/{id}/record: pickup, date of birth, provisional licence, theory certificate. */
export function getPupilRecord(studentId: number, signal?: AbortSignal): Promise<PupilRecord> {
  return apiGet(`/api/students/${studentId}/record`, pupilRecordSchema, { signal });
}

export function usePupilRecord(studentId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: pupilRecordQueryKey(studentId),
      queryFn: ({ signal }) => getPupilRecord(studentId, signal),
    }),
    enabled,
  });
}
