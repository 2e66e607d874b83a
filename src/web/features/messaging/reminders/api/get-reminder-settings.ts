import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ReminderSettings,
  reminderSettingsResponseSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { apiGet } from '../../../../lib/api-client';
import { reminderQueryKeys } from '../reminder-query-keys';

/** GET /api/reminder-settings: the school's default, every learner's preference, the channels. */
export function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return apiGet('/api/reminder-settings', reminderSettingsResponseSchema, { signal });
}

export const reminderSettingsQueryOptions = queryOptions({
  queryKey: reminderQueryKeys.settings,
  queryFn: ({ signal }) => getReminderSettings(signal),
  staleTime: 30_000,
});

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions);
}
