import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ReminderLog,
  reminderLogResponseSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { apiGet } from '../../../../lib/api-client';
import { reminderQueryKeys } from '../reminder-query-keys';

/** GET /api/reminders/log: the newest sends, with the provider's message id or the error. */
export function getReminderLog(signal?: AbortSignal): Promise<ReminderLog> {
  return apiGet('/api/reminders/log', reminderLogResponseSchema, { signal });
}

export const reminderLogQueryOptions = queryOptions({
  queryKey: reminderQueryKeys.log,
  queryFn: ({ signal }) => getReminderLog(signal),
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

export function useReminderLog() {
  return useQuery(reminderLogQueryOptions);
}
