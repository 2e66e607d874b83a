import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  REMINDER_TYPE_VALUES,
  reminderTypeLabels,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import {
  SCHOOL_SETTING_LABELS,
  type SchoolSettings,
} from '../../../../../core/school/settings/school-settings-schemas';
import { SelectField } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import { SwitchField } from '../../../../components/ui/switch';
import {
  REMINDER_DEFAULTS_FIELDS,
  reminderDefaultsFormSchema,
  toReminderDefaultsValues,
} from '../school-settings-form';
import { useSettingsSectionSave } from '../use-settings-section-save';
import { SettingsSaveBar } from './settings-save-bar';

/** How a learner without a reminder preference of their own is reminded. */
export function ReminderDefaultsSection({ saved }: { saved: SchoolSettings }) {
  const save = useSettingsSectionSave(
    REMINDER_DEFAULTS_FIELDS,
    'Saved. Learners without their own preference get these reminders from now on.',
  );
  const form = useForm({
    resolver: zodResolver(reminderDefaultsFormSchema),
    values: toReminderDefaultsValues(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const typeError = errors.defaultReminderType?.message;

  return (
    <SectionCard
      id="settings-reminder-defaults"
      title="Reminder defaults"
      description="For every learner you have not given a preference of their own; each learner's own choice is on the Reminders tab."
    >
      <form
        className="grid gap-5"
        noValidate
        aria-label="Reminder defaults"
        onSubmit={(event) => {
          form.clearErrors();
          save.clearOutcome();
          void form.handleSubmit((values) =>
            save.submit({
              saved,
              values,
              onSaved: (answer) => form.reset(toReminderDefaultsValues(answer)),
              setError: form.setError,
            }),
          )(event);
        }}
      >
        <SelectField
          id="settings-default-reminder-type"
          label={SCHOOL_SETTING_LABELS.defaultReminderType}
          error={typeError}
          className="sm:max-w-80"
          {...register('defaultReminderType')}
        >
          {REMINDER_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {reminderTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="defaultEnable24h"
          render={({ field }) => (
            <SwitchField
              id="settings-default-24h"
              label="Remind 24 hours before each lesson"
              stateText={field.value ? 'On by default' : 'Off by default'}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errors.defaultEnable24h?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="defaultEnable2h"
          render={({ field }) => (
            <SwitchField
              id="settings-default-2h"
              label="Remind 2 hours before each lesson"
              stateText={field.value ? 'On by default' : 'Off by default'}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errors.defaultEnable2h?.message}
            />
          )}
        />
        <SettingsSaveBar label="Save Reminder Defaults" isPending={save.isPending} outcome={save.outcome} />
      </form>
    </SectionCard>
  );
}
