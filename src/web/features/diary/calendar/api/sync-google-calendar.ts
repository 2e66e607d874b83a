import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type GoogleCalendarStatus,
  googleCalendarStatusSchema,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';
import { calendarQueryKeys } from './calendar-query-keys';

/** POST /api/google-calendar/sync: syncs now and answers the new status. */
export function syncGoogleCalendar(): Promise<GoogleCalendarStatus> {
  return apiPost('/api/google-calendar/sync', undefined, googleCalendarStatusSchema);
}

export function useSyncGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncGoogleCalendar,
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(calendarQueryKeys.googleStatus, status),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarQueryKeys.weeks }),
        invalidateSlotLists(queryClient),
      ]),
  });
}
