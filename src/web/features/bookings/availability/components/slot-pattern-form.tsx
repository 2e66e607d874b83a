import { CalendarRange, LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import {
  createSlotPatternRequestSchema,
  MAX_PATTERN_WEEKS,
  SLOT_DURATION_OPTIONS,
} from '../../../../../core/bookings/availability/availability-admin-schemas';
import {
  expandWeeklyPattern,
  WEEKDAY_NAMES,
} from '../../../../../core/bookings/availability/availability-pattern';
import { formatDurationLabel } from '../../../../../core/format/display-format';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { ChoiceGroup, ChoiceOption, SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { isApiRequestError } from '../../../../lib/api-client';
import { getSchoolToday, pluralize } from '../../../../lib/school-time-format';
import { useCreateSlotPattern } from '../api/create-slot-pattern';
import { describePatternResult } from '../slot-days';

export const ADD_PATTERN_FAILED_MESSAGE = 'Failed to add the weekly times. Please try again.';

interface PatternFormValues {
  startDate: string;
  endDate: string;
  weekdays: string[];
  startTime: string;
  endTime: string;
  duration: string;
}

const patternFields = ['startDate', 'endDate', 'weekdays', 'startTime', 'endTime', 'duration'] as const;
type PatternField = (typeof patternFields)[number];

function isPatternField(name: unknown): name is PatternField {
  return patternFields.some((field) => field === name);
}

function toPatternRequest(values: PatternFormValues) {
  return {
    startDate: values.startDate,
    endDate: values.endDate,
    weekdays: values.weekdays.map(Number),
    startTime: values.startTime,
    endTime: values.endTime,
    duration: Number(values.duration),
  };
}

function defaultPattern(today: string): PatternFormValues {
  return {
    startDate: today,
    endDate: addDaysToIsoDate(today, 6),
    weekdays: ['1', '2', '3', '4', '5'],
    startTime: '09:00',
    endTime: '17:00',
    duration: '120',
  };
}

/** A weekly pattern over a date range in one go (e.g. Mon-Fri 9 AM-5 PM in 2-hour slots). */
export function SlotPatternForm() {
  const createPattern = useCreateSlotPattern();
  const today = getSchoolToday(new Date());
  const form = useForm<PatternFormValues>({ defaultValues: defaultPattern(today) });
  const {
    register,
    formState: { errors },
  } = form;
  const watched = useWatch({ control: form.control });
  const preview = createSlotPatternRequestSchema.safeParse(
    toPatternRequest({
      ...defaultPattern(today),
      ...watched,
      weekdays: watched.weekdays?.filter((day) => day !== undefined) ?? [],
    }),
  );
  const previewCount = preview.success
    ? expandWeeklyPattern(preview.data, new Date(), SCHOOL_TIME_ZONE).length
    : null;

  function handleValid(values: PatternFormValues) {
    const parsed = createSlotPatternRequestSchema.safeParse(toPatternRequest(values));
    if (!parsed.success) {
      let focus = true;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (!isPatternField(field)) continue;
        form.setError(field, { message: issue.message }, { shouldFocus: focus && field !== 'weekdays' });
        focus = false;
      }
      return;
    }
    createPattern.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: result.created > 0 ? 'Weekly Times Added' : 'No New Times Added',
          description: `${describePatternResult(result)}.`,
        });
      },
      onError: (error) => {
        const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          if (isPatternField(name)) form.setError(name, { message });
        }
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, ADD_PATTERN_FAILED_MESSAGE));
      },
    });
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-labelledby="slot-pattern-title"
      onSubmit={(event) => {
        form.clearErrors();
        void form.handleSubmit(handleValid)(event);
      }}
    >
      <div className="grid gap-1">
        <h4 id="slot-pattern-title" className="text-lg font-semibold">
          Add a weekly pattern
        </h4>
        <p className="text-slate-700">
          Back-to-back slots on the days you choose, for up to {MAX_PATTERN_WEEKS} weeks. Times that overlap
          ones you already have are skipped.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="pattern-start-date"
          label="From date"
          error={errors.startDate?.message}
          type="date"
          min={today}
          {...register('startDate')}
        />
        <TextField
          id="pattern-end-date"
          label="To date"
          error={errors.endDate?.message}
          type="date"
          min={today}
          {...register('endDate')}
        />
      </div>
      <ChoiceGroup
        id="pattern-weekdays"
        legend="Days of the week"
        error={errors.weekdays?.message}
        legendClassName="mb-2 font-medium text-slate-900"
      >
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
          {WEEKDAY_NAMES.map((name, index) => (
            <ChoiceOption
              key={name}
              id={`pattern-day-${index + 1}`}
              value={String(index + 1)}
              label={name}
              {...register('weekdays')}
            />
          ))}
        </div>
      </ChoiceGroup>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="pattern-start-time"
          label="From time"
          error={errors.startTime?.message}
          type="time"
          {...register('startTime')}
        />
        <TextField
          id="pattern-end-time"
          label="To time"
          error={errors.endTime?.message}
          type="time"
          {...register('endTime')}
        />
        <SelectField
          id="pattern-duration"
          label="Slot length"
          error={errors.duration?.message}
          {...register('duration')}
        >
          {SLOT_DURATION_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes ({formatDurationLabel(minutes)})
            </option>
          ))}
        </SelectField>
      </div>
      <p className="rounded-lg bg-blue-50 p-3 text-blue-900" aria-live="polite">
        {previewCount === null
          ? 'Fill in the dates, days and times to see how many slots this makes.'
          : previewCount === 0
            ? 'This pattern makes no slots: check the days fall inside the dates and the times are still ahead.'
            : `This makes up to ${pluralize(previewCount, 'slot')}.`}
      </p>
      <Button type="submit" className="justify-self-start" disabled={createPattern.isPending}>
        {createPattern.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <CalendarRange aria-hidden="true" className="size-5" />
        )}
        {createPattern.isPending ? 'Adding slots…' : 'Add Weekly Times'}
      </Button>
    </form>
  );
}
