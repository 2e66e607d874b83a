import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type CreateTimeSlotRequest,
  createTimeSlotRequestSchema,
  SLOT_DURATION_OPTIONS,
} from '../../../../../core/bookings/availability/availability-admin-schemas';
import { findPastSlotProblem } from '../../../../../core/bookings/availability/availability-pattern';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { isApiRequestError } from '../../../../lib/api-client';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { useCreateTimeSlot } from '../api/create-time-slot';

export const ADD_SLOT_FAILED_MESSAGE = 'Failed to add time slot. Please try again.';

type SlotFormValues = Pick<CreateTimeSlotRequest, 'date' | 'time' | 'duration'>;

/** Add one bookable time: date (not in the past), time and length. */
export function AddSlotForm() {
  const createSlot = useCreateTimeSlot();
  const today = getSchoolToday(new Date());
  const form = useForm<SlotFormValues>({
    resolver: zodResolver(createTimeSlotRequestSchema.pick({ date: true, time: true, duration: true })),
    defaultValues: { date: '', time: '', duration: 60 },
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: SlotFormValues) {
    const past = findPastSlotProblem({ date: values.date, time: values.time }, new Date(), SCHOOL_TIME_ZONE);
    if (past) {
      form.setError(past.field, { message: past.message }, { shouldFocus: true });
      return;
    }
    createSlot.mutate(
      { ...values, isAvailable: true },
      {
        onSuccess: (slot) => {
          form.reset({ date: values.date, time: '', duration: values.duration });
          toast({
            title: 'Time Slot Added',
            description: `${formatLongDate(slot.date)} at ${formatTime12h(slot.time)} (${formatDurationLabel(slot.duration)}) is open for booking.`,
          });
        },
        onError: (error) => {
          const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
          if (fields?.date) form.setError('date', { message: fields.date });
          if (fields?.time) form.setError('time', { message: fields.time });
          // An overlap (409) or a time in the past: the server's own words.
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, ADD_SLOT_FAILED_MESSAGE));
        },
      },
    );
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(handleValid)}
      aria-labelledby="add-slot-title"
    >
      <h4 id="add-slot-title" className="text-lg font-semibold">
        Add one time
      </h4>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="slot-date"
          label="Date"
          error={errors.date?.message}
          type="date"
          min={today}
          {...register('date')}
        />
        <TextField
          id="slot-time"
          label="Time"
          error={errors.time?.message}
          type="time"
          {...register('time')}
        />
        <SelectField
          id="slot-duration"
          label="Length"
          error={errors.duration?.message}
          {...register('duration', { valueAsNumber: true })}
        >
          {SLOT_DURATION_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes ({formatDurationLabel(minutes)})
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={createSlot.isPending}>
        {createSlot.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <CalendarPlus aria-hidden="true" className="size-5" />
        )}
        {createSlot.isPending ? 'Adding…' : 'Add Time Slot'}
      </Button>
    </form>
  );
}
