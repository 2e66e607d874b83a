import { useQuery } from '@tanstack/react-query';
import {
  type TimeOffCoverResponse,
  timeOffCoverResponseSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiGet } from '../../../../lib/api-client';
import { lessonCoverQueryKeys } from '../lesson-cover-query-keys';

/** GET /api/time-off/{id}/cover: the lessons a time off uncovers, with their offers, and those covered. */
export function getTimeOffCover(timeOffId: number, signal?: AbortSignal): Promise<TimeOffCoverResponse> {
  return apiGet(`/api/time-off/${timeOffId}/cover`, timeOffCoverResponseSchema, { signal });
}

export function useTimeOffCover(timeOffId: number) {
  return useQuery({
    queryKey: lessonCoverQueryKeys.timeOff(timeOffId),
    queryFn: ({ signal }) => getTimeOffCover(timeOffId, signal),
    staleTime: 30_000,
  });
}
