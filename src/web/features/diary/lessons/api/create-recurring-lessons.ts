import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateRecurringLessonsRequest,
  type RecurringLessonsResponse,
  recurringLessonsResponseSchema,
} from '../../../../../core/diary/lessons/recurring-lessons-schemas';
import { apiPost } from '../../../../lib/api-client';
import { calendarQueryKeys } from '../../calendar/api/calendar-query-keys';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

/**
 * POST /api/lessons/recurring: books the series' free weeks not in `skipDates`, all or nothing;
 * 409 when a week not skipped clashes now or the learner's hours run out.
 */
export function createRecurringLessons(
  request: CreateRecurringLessonsRequest,
): Promise<RecurringLessonsResponse> {
  return apiPost('/api/lessons/recurring', request, recurringLessonsResponseSchema);
}

export function useCreateRecurringLessons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringLessons,
    retry: false,
    onSettled: () =>
      Promise.all([
        invalidateLessonLists(queryClient, { slots: true }),
        queryClient.invalidateQueries({ queryKey: calendarQueryKeys.weeks }),
      ]),
  });
}
