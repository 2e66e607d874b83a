import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StudentListItem, studentsListResponseSchema } from '../../../core/learners/students-schemas';
import { apiGet } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';

/** GET /api/students: every learner with bookings, counts, live progress link, notes and next lessons. */
export function getStudents(signal?: AbortSignal): Promise<StudentListItem[]> {
  return apiGet('/api/students', studentsListResponseSchema, { signal });
}

export const studentsQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.students,
  queryFn: ({ signal }) => getStudents(signal),
  staleTime: 30_000,
});

export function useStudents() {
  return useQuery(studentsQueryOptions);
}
