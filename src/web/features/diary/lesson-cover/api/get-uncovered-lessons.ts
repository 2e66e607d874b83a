import { useQuery } from '@tanstack/react-query';
import {
  type UncoveredLessonsResponse,
  uncoveredLessonsResponseSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiGet } from '../../../../lib/api-client';
import { lessonCoverQueryKeys } from '../lesson-cover-query-keys';

/**
 * GET /api/lesson-cover/uncovered: lessons to cover in the next 7 days, inside time off or of a
 * lapsed instructor (the owner: the school's).
 */
export function getUncoveredLessons(signal?: AbortSignal): Promise<UncoveredLessonsResponse> {
  return apiGet('/api/lesson-cover/uncovered', uncoveredLessonsResponseSchema, { signal });
}

export function useUncoveredLessons() {
  return useQuery({
    queryKey: lessonCoverQueryKeys.uncoveredSoon,
    queryFn: ({ signal }) => getUncoveredLessons(signal),
    staleTime: 60_000,
  });
}
