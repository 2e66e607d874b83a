import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type UpcomingReminders,
  upcomingRemindersResponseSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { apiGet } from '../../../../lib/api-client';
import { reminderQueryKeys } from '../reminder-query-keys';

/** GET /api/reminders/upcoming: reminders still to go in the next 14 days, soonest first. */
export function getUpcomingReminders(signal?: AbortSignal): Promise<UpcomingReminders> {
  return apiGet('/api/reminders/upcoming', upcomingRemindersResponseSchema, { signal });
}

export const upcomingRemindersQueryOptions = queryOptions({
  queryKey: reminderQueryKeys.upcoming,
  queryFn: ({ signal }) => getUpcomingReminders(signal),
  staleTime: 60_000,
  // The scheduler sends every 5 minutes: keep the list honest while the tab is open.
  refetchInterval: 5 * 60_000,
});

export function useUpcomingReminders() {
  return useQuery(upcomingRemindersQueryOptions);
}
