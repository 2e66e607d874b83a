import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  AGENDA_CHANNEL_LABELS,
  type AgendaSettingsResponse,
} from '../../../../../core/diary/agenda/daily-agenda';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { AGENDA_CHANNELS } from '../../../../../core/messaging/push/push-schemas';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { ChoiceGroup, ChoiceOption, TextField } from '../../../../components/ui/form-field';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { SwitchField } from '../../../../components/ui/switch';
import { isApiRequestError } from '../../../../lib/api-client';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import {
  AGENDA_FORM_FIELDS,
  agendaFormSchema,
  isAgendaUnchanged,
  toAgendaFormValues,
  toAgendaSettings,
} from '../agenda-form';
import { useAgendaSettings } from '../api/get-agenda-settings';
import { useUpdateAgendaSettings } from '../api/update-agenda-settings';
import {
  SETTINGS_CHECK_FIELDS_MESSAGE,
  SETTINGS_NOT_SAVED_MESSAGE,
  SETTINGS_UNCHANGED_MESSAGE,
  type SettingsSaveOutcome,
} from '../use-settings-section-save';
import { SettingsSaveBar } from './settings-save-bar';

const SECTION_ID = 'settings-agenda';
const DESCRIPTION =
  "Tomorrow's lessons with each learner's phone and pickup notes, at the time you choose (London time). Nothing comes on a day without lessons.";

/** "Daily agenda" (issue 24): tomorrow's lessons every day at a chosen time, by notification or e-mail. */
export function AgendaSection() {
  const agenda = useAgendaSettings();
  return (
    <SectionCard id={SECTION_ID} title="Daily agenda" description={DESCRIPTION}>
      {agenda.isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Loading your daily agenda settings
          </p>
          <Skeleton className="h-11 w-full sm:w-96" />
          <Skeleton className="h-11 w-full sm:w-60" />
          <Skeleton className="h-11 w-40" />
        </div>
      ) : agenda.data ? (
        <AgendaForm saved={agenda.data} />
      ) : (
        <LoadErrorCard
          title="Your daily agenda settings didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void agenda.refetch()}
          isRetrying={agenda.isFetching}
        />
      )}
    </SectionCard>
  );
}

function describeLastSent(saved: AgendaSettingsResponse): string {
  return saved.lastSentOn
    ? `Last checked on ${formatLongDate(saved.lastSentOn)}.`
    : 'No agenda has been sent yet.';
}

function AgendaForm({ saved }: { saved: AgendaSettingsResponse }) {
  const save = useUpdateAgendaSettings();
  const [outcome, setOutcome] = useState<SettingsSaveOutcome | null>(null);
  const form = useForm({
    resolver: zodResolver(agendaFormSchema),
    values: toAgendaFormValues(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const enabled = watch('enabled');
  const channel = watch('channel');
  const timeError = errors.time?.message;
  const channelError = errors.channel?.message;
  const pushWithoutDevice = enabled && channel === 'push' && saved.pushDevices === 0;

  return (
    <form
      className="grid gap-5"
      noValidate
      aria-label="Daily agenda"
      onSubmit={(event) => {
        form.clearErrors();
        setOutcome(null);
        void form.handleSubmit((values) => {
          if (isAgendaUnchanged(saved, values)) {
            setOutcome({ kind: 'unchanged', message: SETTINGS_UNCHANGED_MESSAGE });
            return;
          }
          const settings = toAgendaSettings(values);
          save.mutate(settings, {
            onSuccess: (answer) => {
              form.reset(toAgendaFormValues(answer));
              setOutcome({
                kind: 'saved',
                message: answer.time
                  ? `Saved. Tomorrow's lessons come every day at ${formatTime12h(answer.time)}.`
                  : 'Saved. The daily agenda is off.',
              });
            },
            onError: (failure) => {
              const placed =
                isApiRequestError(failure, 400) &&
                placeServerFieldErrors(failure, AGENDA_FORM_FIELDS, form.setError);
              setOutcome({
                kind: 'failed',
                message: placed
                  ? SETTINGS_CHECK_FIELDS_MESSAGE
                  : explainFailure(failure, SETTINGS_NOT_SAVED_MESSAGE),
              });
            },
          });
        })(event);
      }}
    >
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <SwitchField
            id="settings-agenda-enabled"
            label="Send me tomorrow's lessons every day"
            stateText={field.value ? 'On' : 'Off'}
            hint={describeLastSent(saved)}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
      {enabled ? (
        <>
          <TextField
            id="settings-agenda-time"
            label="Time (London)"
            hint="If the time you choose has already passed today, today's agenda comes within a minute of saving."
            error={timeError}
            className="sm:max-w-80"
            type="time"
            step={60}
            {...register('time')}
          />
          <ChoiceGroup id="settings-agenda-channel" legend="How it comes" error={channelError}>
            <div className="grid gap-2 sm:grid-cols-2 sm:max-w-xl">
              {AGENDA_CHANNELS.map((value) => (
                <ChoiceOption
                  key={value}
                  type="radio"
                  id={`settings-agenda-channel-${value}`}
                  value={value}
                  label={AGENDA_CHANNEL_LABELS[value]}
                  {...register('channel')}
                />
              ))}
            </div>
          </ChoiceGroup>
          {pushWithoutDevice ? (
            <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
              None of your devices has notifications turned on yet, so the agenda comes by e-mail until one
              does.
            </p>
          ) : channel === 'push' ? (
            <p className="text-sm text-slate-700">
              It goes to {saved.pushDevices === 1 ? 'the device' : `each of the ${saved.pushDevices} devices`}{' '}
              where you turned notifications on.
            </p>
          ) : null}
        </>
      ) : null}
      <SettingsSaveBar label="Save Daily Agenda" isPending={save.isPending} outcome={outcome} />
    </form>
  );
}
