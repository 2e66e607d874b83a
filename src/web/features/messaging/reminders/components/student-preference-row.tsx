import { LoaderCircle, PhoneOff, Save } from 'lucide-react';
import { useState } from 'react';
import { formatUkPhone } from '../../../../../core/format/display-format';
import {
  PREFERENCE_FAILED_MESSAGE,
  PREFERENCE_UPDATED_TITLE,
  REMINDER_TYPE_VALUES,
  type ReminderSettingsStudent,
  reminderPreferenceRequestSchema,
  reminderTypeLabels,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { ChoiceOption, SelectField } from '../../../../components/ui/form-field';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useSaveReminderPreference } from '../api/save-reminder-preference';

interface Draft {
  reminderType: string;
  enable24h: boolean;
  enable2h: boolean;
}

/** One learner's reminder type and the 24-hour and 2-hour switches, saved with the spec's payload. */
export function StudentPreferenceRow({ student }: { student: ReminderSettingsStudent }) {
  // The instructor's unsaved changes; otherwise the saved preference (which follows the school's
  // default until the learner has one of their own) is shown.
  const [draft, setDraft] = useState<Draft | null>(null);
  const { reminderType, enable24h, enable2h } = draft ?? student.preference;
  const change = (update: Partial<Draft>) => setDraft({ reminderType, enable24h, enable2h, ...update });
  const [error, setError] = useState<string | undefined>();
  const save = useSaveReminderPreference();
  const idPrefix = `student-${student.id}-reminders`;
  const textChosen = reminderType === 'sms' || reminderType === 'whatsapp';
  const noReminders = reminderType === 'none';

  function handleSave() {
    const parsed = reminderPreferenceRequestSchema.safeParse({ reminderType, enable24h, enable2h });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { studentId: student.id, request: parsed.data },
      {
        onSuccess: (saved) => {
          setDraft(null);
          toast({
            title: PREFERENCE_UPDATED_TITLE,
            description: `${student.fullName}: ${reminderTypeLabels[saved.preference.reminderType]}.`,
          });
        },
        onError: (failure) =>
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(failure, PREFERENCE_FAILED_MESSAGE)),
      },
    );
  }

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={`${idPrefix}-name`} className="text-base font-semibold break-words">
            {student.fullName}
          </h3>
          <p className="text-sm wrap-anywhere text-slate-700">
            {student.email}
            {student.phone ? ` · ${formatUkPhone(student.phone)}` : ''}
          </p>
        </div>
        {student.preference.isSchoolDefault ? (
          <StatusBadge tone="neutral">School default</StatusBadge>
        ) : (
          <StatusBadge tone="info">Own preference</StatusBadge>
        )}
      </div>
      {textChosen && !student.phoneUsable ? (
        <p className="flex items-start gap-2 text-sm text-amber-900">
          <PhoneOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          No mobile number that SMS or WhatsApp can reach: their reminders go by e-mail.
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-[minmax(12rem,16rem)_1fr_auto] md:items-center">
        <SelectField
          id={`${idPrefix}-type`}
          label={`Reminder type for ${student.fullName}`}
          labelHidden
          error={error}
          value={reminderType}
          onChange={(event) => change({ reminderType: event.target.value })}
        >
          {REMINDER_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {reminderTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <fieldset className="flex flex-wrap gap-2" disabled={noReminders}>
          <legend className="sr-only">When to remind {student.fullName}</legend>
          <ChoiceOption
            id={`${idPrefix}-24h`}
            checked={enable24h}
            onChange={(event) => change({ enable24h: event.target.checked })}
            label="24 hours before"
          />
          <ChoiceOption
            id={`${idPrefix}-2h`}
            checked={enable2h}
            onChange={(event) => change({ enable2h: event.target.checked })}
            label="2 hours before"
          />
        </fieldset>
        <Button
          variant="secondary"
          onClick={handleSave}
          disabled={save.isPending}
          className="justify-self-start"
        >
          {save.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {save.isPending ? 'Saving…' : 'Save'}
          <span className="sr-only"> reminders for {student.fullName}</span>
        </Button>
      </div>
    </li>
  );
}
