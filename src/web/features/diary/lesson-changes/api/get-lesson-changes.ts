import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type LessonChange,
  type LessonChangeStatus,
  lessonChangeListResponseSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Learners ask under 24 hours before a lesson: look again every minute, and on return to the tab. */
export const LESSON_CHANGES_REFETCH_MS = 60_000;

/** Every list of lesson changes (each status filter) sits under this key. */
export const lessonChangesQueryRoot = [DASHBOARD_QUERY_ROOT, 'lesson-changes'] as const;

export const lessonChangesQueryKey = (status: LessonChangeStatus | undefined) =>
  [...lessonChangesQueryRoot, status ?? 'all'] as const;

/** GET /api/lesson-changes?status=: moves and cancellations of lessons, newest first. */
export function getLessonChanges(
  status: LessonChangeStatus | undefined,
  signal?: AbortSignal,
): Promise<LessonChange[]> {
  const query = status ? `?${new URLSearchParams({ status }).toString()}` : '';
  return apiGet(`/api/lesson-changes${query}`, lessonChangeListResponseSchema, { signal });
}

export function lessonChangesQueryOptions(status: LessonChangeStatus | undefined) {
  return queryOptions({
    queryKey: lessonChangesQueryKey(status),
    queryFn: ({ signal }) => getLessonChanges(status, signal),
    staleTime: 0,
    refetchInterval: status === 'pending' ? LESSON_CHANGES_REFETCH_MS : false,
    refetchOnWindowFocus: status === 'pending',
  });
}

export function useLessonChanges(status: LessonChangeStatus | undefined) {
  return useQuery(lessonChangesQueryOptions(status));
}
