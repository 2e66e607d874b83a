import { CircleCheck, LoaderCircle, MessageCircle, MessageSquareText, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatUkPhone } from '../../../../../core/format/display-format';
import {
  type ReminderSettingsStudent,
  TEST_FAILED_MESSAGE,
  TEST_FAILED_TITLE,
  type TestReminderResponse,
  testReminderRequestSchema,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { Button } from '../../../../components/ui/button';
import { explainFailure, LONG_TOAST_MS, showFailureToast } from '../../../../components/ui/failure-toasts';
import { SelectField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { isApiRequestError } from '../../../../lib/api-client';
import { useSendTestReminder } from '../api/send-test-reminder';
import { SettingsSection } from './settings-section';

type TestType = 'sms' | 'whatsapp';

/** 'Test SMS' and 'Test WhatsApp' to any real learner (not only student 1); says what really happened. */
export function TestReminderCard({ students }: { students: ReminderSettingsStudent[] }) {
  const [studentId, setStudentId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<(TestReminderResponse & { studentName: string }) | null>(null);
  const [sending, setSending] = useState<TestType | null>(null);
  const send = useSendTestReminder();
  const sorted = [...students].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB'));

  function handleTest(type: TestType) {
    const parsed = testReminderRequestSchema.safeParse({
      studentId: studentId === '' ? undefined : Number(studentId),
      type,
    });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'studentId')?.message);
      return;
    }
    setError(undefined);
    setSending(type);
    const studentName =
      sorted.find((student) => student.id === parsed.data.studentId)?.fullName ?? 'The learner';
    send.mutate(parsed.data, {
      onSuccess: (response) => {
        setResult({ ...response, studentName });
        if (response.success) toast({ title: 'Test Sent', description: response.message });
        else showFailureToast(TEST_FAILED_TITLE, response.message);
      },
      onError: (failure) => {
        setResult(null);
        const fields = isApiRequestError(failure, 400) ? failure.apiError?.fields : undefined;
        if (fields?.studentId) setError(fields.studentId);
        toast({
          title: TEST_FAILED_TITLE,
          description: explainFailure(failure, TEST_FAILED_MESSAGE),
          variant: 'destructive',
          duration: LONG_TOAST_MS,
        });
      },
      onSettled: () => setSending(null),
    });
  }

  return (
    <SettingsSection
      id="test-reminder"
      title="Send a test"
      description="Sends a short test message to the learner, exactly as their reminders would go (by e-mail if the channel cannot send), and adds it to the reminder log."
    >
      <div className="grid gap-3">
        <SelectField
          id="test-student"
          label="Test student"
          error={error}
          className="max-w-md"
          value={studentId}
          onChange={(event) => setStudentId(event.target.value)}
        >
          <option value="">Choose a student…</option>
          {sorted.map((student) => (
            <option key={student.id} value={student.id}>
              {student.fullName}
              {student.phone ? ` (${formatUkPhone(student.phone)})` : ' (no phone)'}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => handleTest('sms')} disabled={send.isPending}>
            {sending === 'sms' ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : (
              <MessageSquareText aria-hidden="true" className="size-5" />
            )}
            {sending === 'sms' ? 'Sending…' : 'Test SMS'}
          </Button>
          <Button variant="secondary" onClick={() => handleTest('whatsapp')} disabled={send.isPending}>
            {sending === 'whatsapp' ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : (
              <MessageCircle aria-hidden="true" className="size-5" />
            )}
            {sending === 'whatsapp' ? 'Sending…' : 'Test WhatsApp'}
          </Button>
        </div>
        <div role="status">
          {result ? (
            <p
              className={`flex items-start gap-2 rounded-lg border p-3 break-words ${
                result.success
                  ? 'border-green-200 bg-green-50 text-green-900'
                  : 'border-amber-300 bg-amber-50 text-amber-950'
              }`}
            >
              {result.success ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              ) : (
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              )}
              <span>
                <span className="font-semibold">{result.success ? 'Test sent.' : 'Not sent as asked.'}</span>{' '}
                {result.message}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
