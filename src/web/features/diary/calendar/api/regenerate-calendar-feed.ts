import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarFeed, calendarFeedSchema } from '../../../../../core/diary/calendar/calendar-schemas';
import { apiPost } from '../../../../lib/api-client';
import { calendarQueryKeys } from './calendar-query-keys';

/** POST /api/calendar-feed/regenerate: a new address; the old one stops working. */
export function regenerateCalendarFeed(): Promise<CalendarFeed> {
  return apiPost('/api/calendar-feed/regenerate', undefined, calendarFeedSchema);
}

export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    retry: false,
    onSuccess: (feed) => queryClient.setQueryData(calendarQueryKeys.feed, feed),
  });
}
