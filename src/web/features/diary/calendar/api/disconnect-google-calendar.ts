import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DisconnectCalendarResult,
  disconnectCalendarResponseSchema,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';
import { calendarQueryKeys } from './calendar-query-keys';

/** DELETE /api/google-calendar/connection: lesson events taken out, the permission revoked. */
export function disconnectGoogleCalendar(): Promise<DisconnectCalendarResult> {
  return apiDelete('/api/google-calendar/connection', disconnectCalendarResponseSchema);
}

export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogleCalendar,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarQueryKeys.googleStatus }),
        queryClient.invalidateQueries({ queryKey: calendarQueryKeys.weeks }),
        invalidateSlotLists(queryClient),
      ]),
  });
}
