import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type UpcomingLesson,
  upcomingLessonsResponseSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** GET /api/lessons/upcoming: the signed-in instructor's coming lessons, soonest first. */
export function getUpcomingLessons(signal?: AbortSignal): Promise<UpcomingLesson[]> {
  return apiGet('/api/lessons/upcoming', upcomingLessonsResponseSchema, { signal });
}

export const upcomingLessonsQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.upcomingLessons,
  queryFn: ({ signal }) => getUpcomingLessons(signal),
  staleTime: 30_000,
});

export function useUpcomingLessons() {
  return useQuery(upcomingLessonsQueryOptions);
}
