import { BellRing, LoaderCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { LONG_TOAST_MS, showFailureToast } from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useSendPaymentReminder } from '../api/send-payment-reminder';

export const REMINDER_FAILED_TITLE = 'Reminder Failed';
export const REMINDER_FAILED_MESSAGE = 'Failed to send payment reminder';

/** E-mails the learner what they still owe; says plainly when the e-mail did not go. */
export function PaymentReminderButton({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const remind = useSendPaymentReminder();

  function handleSend() {
    remind.mutate(studentId, {
      onSuccess: (response) => {
        if (response.status === 'sent') toast({ title: 'Reminder Sent', description: response.message });
        else toast({ title: 'Reminder not sent', description: response.message, duration: LONG_TOAST_MS });
      },
      onError: (error) =>
        showFailureToast(
          REMINDER_FAILED_TITLE,
          // 409: nothing is owed any more; the server says so.
          isApiRequestError(error, 409)
            ? getApiErrorMessage(error, REMINDER_FAILED_MESSAGE)
            : REMINDER_FAILED_MESSAGE,
        ),
    });
  }

  return (
    <Button variant="secondary" size="compact" onClick={handleSend} disabled={remind.isPending}>
      {remind.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <BellRing aria-hidden="true" className="size-4" />
      )}
      {remind.isPending ? 'Sending…' : 'Send Payment Reminder'}
      <span className="sr-only"> to {studentName}</span>
    </Button>
  );
}
