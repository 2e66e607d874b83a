import { LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import {
  defaultReminderTypeRequestSchema,
  PREFERENCE_FAILED_MESSAGE,
  PREFERENCE_UPDATED_TITLE,
  REMINDER_TYPE_VALUES,
  type ReminderType,
  reminderTypeLabels,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { SelectField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useUpdateDefaultReminderType } from '../api/update-default-reminder-type';
import { SettingsSection } from './settings-section';

/** The default type select (spec's labels) and 'Update Default Preference'. */
export function DefaultPreferenceCard({ defaultReminderType }: { defaultReminderType: ReminderType }) {
  // What the instructor picked and has not saved yet; otherwise the saved default is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const chosen = draft ?? defaultReminderType;
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDefaultReminderType();

  function handleUpdate() {
    const parsed = defaultReminderTypeRequestSchema.safeParse({ defaultReminderType: chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: (settings) => {
        setDraft(null);
        toast({
          title: PREFERENCE_UPDATED_TITLE,
          description: `Learners without their own preference now get ${reminderTypeLabels[settings.defaultReminderType]}.`,
        });
      },
      onError: (failure) =>
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(failure, PREFERENCE_FAILED_MESSAGE)),
    });
  }

  return (
    <SettingsSection
      id="default-preference"
      title="Default reminder type"
      description="Used for every learner you have not given a preference of their own. Whether their 24-hour and 2-hour reminders are on is set under Reminder defaults in the dashboard's Settings."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          id="default-reminder-type"
          label="Default reminder type"
          error={error}
          className="sm:w-80"
          value={chosen}
          onChange={(event) => setDraft(event.target.value)}
        >
          {REMINDER_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {reminderTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <Button onClick={handleUpdate} disabled={update.isPending} className="sm:self-end">
          {update.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {update.isPending ? 'Updating…' : 'Update Default Preference'}
        </Button>
      </div>
    </SettingsSection>
  );
}

/** The school's default as another instructor reads it: set by the owner (docs/decisions/0051). */
export function SchoolDefaultCard({ defaultReminderType }: { defaultReminderType: ReminderType }) {
  return (
    <SettingsSection
      id="default-preference"
      title="Default reminder type"
      description="Used for every learner without a preference of their own. It is the school's setting: the school's owner changes it."
    >
      <p className="text-lg">
        The school's default:{' '}
        <strong className="font-semibold">{reminderTypeLabels[defaultReminderType]}</strong>
      </p>
    </SettingsSection>
  );
}
