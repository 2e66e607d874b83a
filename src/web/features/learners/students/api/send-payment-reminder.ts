import { useMutation } from '@tanstack/react-query';
import {
  type EmailActionResponse,
  emailActionResponseSchema,
} from '../../../../../core/learners/students-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/students/{id}/send-payment-reminder: e-mails the learner's unpaid bookings; 409 if none. */
export function sendPaymentReminder(studentId: number): Promise<EmailActionResponse> {
  return apiPost(`/api/students/${studentId}/send-payment-reminder`, {}, emailActionResponseSchema);
}

export function useSendPaymentReminder() {
  return useMutation({ mutationFn: sendPaymentReminder, retry: false });
}
