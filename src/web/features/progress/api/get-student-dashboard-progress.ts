import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { studentDashboardProgressSchema } from '../../../../core/progress/progress-schemas';
import { apiGet, isApiRequestError } from '../../../lib/api-client';

export type StudentDashboardProgress = z.infer<typeof studentDashboardProgressSchema>;

/** GET /api/students/progress?token=: the learner's name and notes for their dashboard; 401 when expired. */
export function getStudentDashboardProgress(
  token: string,
  signal?: AbortSignal,
): Promise<StudentDashboardProgress> {
  const query = new URLSearchParams({ token });
  return apiGet(`/api/students/progress?${query.toString()}`, studentDashboardProgressSchema, { signal });
}

export const studentDashboardProgressQueryKey = (token: string) =>
  ['student-dashboard-progress', token] as const;

export function studentDashboardProgressQueryOptions(token: string) {
  return queryOptions({
    queryKey: studentDashboardProgressQueryKey(token),
    queryFn: ({ signal }) => getStudentDashboardProgress(token, signal),
    retry: (failureCount, error) => !isApiRequestError(error, 401) && failureCount < 1,
  });
}

export function useStudentDashboardProgress(token: string) {
  return useQuery({ ...studentDashboardProgressQueryOptions(token), enabled: token !== '' });
}
