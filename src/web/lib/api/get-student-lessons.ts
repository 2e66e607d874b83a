import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '../../../core/diary/lessons/lessons-schemas';
import { studentLessonsResponseSchema } from '../../../core/learners/students-schemas';
import { apiGet } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';

/** GET /api/students/{id}/lessons: the learner's lessons, newest first. */
export function getStudentLessons(studentId: number, signal?: AbortSignal): Promise<Lesson[]> {
  return apiGet(`/api/students/${studentId}/lessons`, studentLessonsResponseSchema, { signal });
}

export function studentLessonsQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: dashboardQueryKeys.studentLessons(studentId),
    queryFn: ({ signal }) => getStudentLessons(studentId, signal),
  });
}

/** The lessons of the chosen learner; idle until one is chosen. */
export function useStudentLessons(studentId: number | null) {
  return useQuery({ ...studentLessonsQueryOptions(studentId ?? 0), enabled: studentId !== null });
}
