import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DefaultReminderTypeRequest,
  type ReminderSettings,
  reminderSettingsResponseSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { apiPut } from '../../../../lib/api-client';
import { reminderQueryKeys } from '../reminder-query-keys';

/** PUT /api/reminder-settings: the type for every learner without a preference of their own. */
export function updateDefaultReminderType(request: DefaultReminderTypeRequest): Promise<ReminderSettings> {
  return apiPut('/api/reminder-settings', request, reminderSettingsResponseSchema);
}

export function useUpdateDefaultReminderType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDefaultReminderType,
    retry: false,
    onSuccess: (settings) => queryClient.setQueryData(reminderQueryKeys.settings, settings),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reminderQueryKeys.settings }),
        queryClient.invalidateQueries({ queryKey: reminderQueryKeys.upcoming }),
      ]),
  });
}
