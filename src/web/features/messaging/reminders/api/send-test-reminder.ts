import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TestReminderRequest,
  type TestReminderResponse,
  testReminderResponseSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { apiPost } from '../../../../lib/api-client';
import { reminderQueryKeys } from '../reminder-query-keys';

/** POST /api/test-reminder: a test by SMS, WhatsApp or e-mail; the answer says what really happened. */
export function sendTestReminder(request: TestReminderRequest): Promise<TestReminderResponse> {
  return apiPost('/api/test-reminder', request, testReminderResponseSchema);
}

export function useSendTestReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestReminder,
    // A retry would send the learner a second test.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderQueryKeys.log }),
  });
}
