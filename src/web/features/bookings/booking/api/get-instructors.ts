import { useQuery } from '@tanstack/react-query';
import {
  type PublicInstructor,
  publicInstructorsResponseSchema,
} from '../../../../../core/bookings/booking/instructor-choice';
import { TIME_SLOTS_REFETCH_MS, TIME_SLOTS_STALE_MS } from '../../../../lib/api/get-time-slots';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/instructors: the instructors learners can choose, each with their next free time. */
export function getInstructors(signal?: AbortSignal): Promise<PublicInstructor[]> {
  return apiGet('/api/instructors', publicInstructorsResponseSchema, { signal });
}

/** Fetched with the slots and polled with them: the chooser and the times come from one snapshot. */
export function useInstructors() {
  return useQuery({
    queryKey: ['instructors'],
    queryFn: ({ signal }) => getInstructors(signal),
    staleTime: TIME_SLOTS_STALE_MS,
    refetchInterval: TIME_SLOTS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
