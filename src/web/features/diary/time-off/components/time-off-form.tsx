import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { findPastTimeOffProblem } from '../../../../../core/diary/time-off/time-off-rules';
import {
  type CreateTimeOffRequest,
  type CreateTimeOffResponse,
  createTimeOffRequestSchema,
  TIME_OFF_NOTE_MAX,
  TIME_OFF_REASON_VALUES,
  timeOffReasonLabels,
  type ValidCreateTimeOffRequest,
} from '../../../../../core/diary/time-off/time-off-schemas';
import { Button } from '../../../../components/ui/button';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, ChoiceOption, TextField } from '../../../../components/ui/form-field';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateTimeOff } from '../api/create-time-off';

export const TIME_OFF_FAILED_MESSAGE = 'Failed to block the days. Please try again.';

const timeOffFields = ['firstDate', 'lastDate', 'reason', 'note'] as const;

/**
 * Block whole days: the first day, the last (the first unless changed: one day off), a reason and
 * a note for the instructor. `onCreated` gets what the server did (times withdrawn, left inside).
 */
export function TimeOffForm({ onCreated }: { onCreated: (result: CreateTimeOffResponse) => void }) {
  const create = useCreateTimeOff();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const today = getSchoolToday(new Date());
  const form = useForm<CreateTimeOffRequest, unknown, ValidCreateTimeOffRequest>({
    resolver: zodResolver(createTimeOffRequestSchema),
    defaultValues: { firstDate: '', lastDate: '', reason: 'holiday', note: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const firstDate = form.watch('firstDate');
  const firstDateField = register('firstDate');

  function handleValid(values: ValidCreateTimeOffRequest) {
    setServerMessage(null);
    const past = findPastTimeOffProblem(values.firstDate, getSchoolToday(new Date()));
    if (past) {
      form.setError('firstDate', { message: past }, { shouldFocus: true });
      return;
    }
    create.mutate(values, {
      onSuccess: (result) => {
        form.reset({ firstDate: '', lastDate: '', reason: 'holiday', note: '' });
        onCreated(result);
      },
      onError: (error) => {
        // 400 field messages, or 409: it overlaps other time off (named on the first day).
        const placed = placeServerFieldErrors(error, timeOffFields, form.setError);
        if (!placed) setServerMessage(explainFailure(error, TIME_OFF_FAILED_MESSAGE));
      },
    });
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-labelledby="time-off-form-title"
      onSubmit={(event) => {
        form.clearErrors();
        void form.handleSubmit(handleValid)(event);
      }}
    >
      <h4 id="time-off-form-title" className="text-lg font-semibold">
        Block days off
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="time-off-first"
          label="First day"
          error={errors.firstDate?.message}
          type="date"
          min={today}
          {...firstDateField}
          onChange={(event) => {
            void firstDateField.onChange(event);
            // One day off unless the last day is changed: it follows the first while it is empty or earlier.
            const last = form.getValues('lastDate');
            if (!last || last < event.target.value) form.setValue('lastDate', event.target.value);
          }}
        />
        <TextField
          id="time-off-last"
          label="Last day"
          error={errors.lastDate?.message}
          type="date"
          min={firstDate || today}
          {...register('lastDate')}
        />
      </div>
      <ChoiceGroup id="time-off-reason" legend="Reason" error={errors.reason?.message}>
        <div className="grid gap-2 sm:grid-cols-4">
          {TIME_OFF_REASON_VALUES.map((reason) => (
            <ChoiceOption
              key={reason}
              type="radio"
              id={`time-off-reason-${reason}`}
              value={reason}
              label={timeOffReasonLabels[reason]}
              aria-invalid={errors.reason ? true : undefined}
              {...register('reason')}
            />
          ))}
        </div>
      </ChoiceGroup>
      <TextField
        id="time-off-note"
        label="Note"
        optional
        hint="Only you see it, e.g. 'Spain' or 'MOT at Kwik Fit'."
        error={errors.note?.message}
        maxLength={TIME_OFF_NOTE_MAX}
        autoComplete="off"
        {...register('note')}
      />
      <p className="text-sm text-slate-600">
        For one day, keep the last day the same as the first. Free times on these days are taken off sale at
        once; lessons and booking requests inside stay until you move, cancel or answer them, and are listed
        below.
      </p>
      <FormAlert message={serverMessage} />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <CalendarOff aria-hidden="true" className="size-5" />
        )}
        {create.isPending ? 'Blocking…' : 'Block These Days'}
      </Button>
    </form>
  );
}
