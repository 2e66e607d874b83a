import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReminderPreferenceRequest,
  type SavedReminderPreference,
  savedReminderPreferenceSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { apiPost } from '../../../../lib/api-client';
import { reminderQueryKeys } from '../reminder-query-keys';

/** POST /api/students/{id}/reminder-preference: the spec's reminderType, enable24h and enable2h. */
export function saveReminderPreference(
  studentId: number,
  request: ReminderPreferenceRequest,
): Promise<SavedReminderPreference> {
  return apiPost(`/api/students/${studentId}/reminder-preference`, request, savedReminderPreferenceSchema);
}

export function useSaveReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, request }: { studentId: number; request: ReminderPreferenceRequest }) =>
      saveReminderPreference(studentId, request),
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reminderQueryKeys.settings }),
        queryClient.invalidateQueries({ queryKey: reminderQueryKeys.upcoming }),
      ]),
  });
}
