import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarSearch, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MANUAL_LESSON_DURATIONS } from '../../../../../core/diary/lessons/lessons-schemas';
import {
  RECURRING_WEEKS_MAX,
  RECURRING_WEEKS_MIN,
  type RecurringLessonsPreview,
  type RecurringLessonsPreviewRequest,
  type RecurringLessonsResponse,
  recurringLessonsPreviewRequestSchema,
  type ValidRecurringLessonsPreviewRequest,
} from '../../../../../core/diary/lessons/recurring-lessons-schemas';
import { formatDurationLabel } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { SelectField, TextareaField, TextField } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateRecurringLessons } from '../api/create-recurring-lessons';
import { usePreviewRecurringLessons } from '../api/preview-recurring-lessons';
import { describeBookedSeries } from '../recurring-lessons-display';
import { LessonStudentSelect, toStudentId } from './lesson-student-select';
import { RecurringLessonsPreviewPanel } from './recurring-lessons-preview';

export const CHECK_WEEKS_FAILED_MESSAGE = 'Failed to check the weeks. Please try again.';
export const BOOK_SERIES_FAILED_MESSAGE = 'Failed to book the lessons. Please try again.';

const formFields = ['studentId', 'firstDate', 'startTime', 'duration', 'weeks', 'notes'] as const;

const defaultValues: Partial<RecurringLessonsPreviewRequest> = {
  firstDate: '',
  startTime: '',
  duration: 60,
  weeks: 10,
  notes: '',
};

interface CheckedSeries {
  request: ValidRecurringLessonsPreviewRequest;
  preview: RecurringLessonsPreview;
  notice: string | null;
}

interface BookedSeries {
  request: ValidRecurringLessonsPreviewRequest;
  studentName: string;
  response: RecurringLessonsResponse;
}

/**
 * Recurring lessons ("every Tuesday 5 PM, 90 minutes, for 10 weeks"): the instructor fills in the
 * series, checks the weeks (clashes marked, hours needed against hours left), then books the free
 * weeks in one step. A week that clashes by then refuses the whole booking and the weeks are
 * checked again, so nothing is booked that the instructor did not see.
 */
export function RecurringLessonsForm() {
  const checkWeeks = usePreviewRecurringLessons();
  const bookSeries = useCreateRecurringLessons();
  const [checked, setChecked] = useState<CheckedSeries | null>(null);
  const [booked, setBooked] = useState<BookedSeries | null>(null);
  const bookedRef = useRef<HTMLParagraphElement>(null);
  const today = getSchoolToday(new Date());
  const form = useForm<RecurringLessonsPreviewRequest, unknown, ValidRecurringLessonsPreviewRequest>({
    resolver: zodResolver(recurringLessonsPreviewRequestSchema),
    defaultValues,
  });
  const {
    register,
    formState: { errors },
  } = form;

  // Checked weeks belong to the series as it was checked: any change to the form makes them stale.
  useEffect(() => {
    const subscription = form.watch(() => setChecked(null));
    return () => subscription.unsubscribe();
  }, [form]);

  // The form has just been cleared: show the instructor what was booked, where it is said.
  useEffect(() => {
    if (booked) bookedRef.current?.focus();
  }, [booked]);

  function handleCheck(values: ValidRecurringLessonsPreviewRequest) {
    setBooked(null);
    checkWeeks.mutate(values, {
      onSuccess: (preview) => setChecked({ request: values, preview, notice: null }),
      onError: (error) => {
        if (!placeServerFieldErrors(error, formFields, form.setError)) {
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, CHECK_WEEKS_FAILED_MESSAGE));
        }
      },
    });
  }

  function handleConfirm() {
    if (!checked) return;
    const { request, preview } = checked;
    const skipDates = preview.weeks.filter((week) => week.clash !== null).map((week) => week.date);
    bookSeries.mutate(
      { ...request, skipDates },
      {
        onSuccess: (response) => {
          const result = { request, studentName: preview.studentName, response };
          form.reset(defaultValues);
          setChecked(null);
          setBooked(result);
          toast({
            title: 'Lessons Booked',
            description: describeBookedSeries(request, preview.studentName, response),
          });
        },
        onError: (error) => {
          if (isApiRequestError(error, 409)) {
            // Something changed since the check (a new clash, hours used): show the weeks as they are now.
            const notice = getApiErrorMessage(error, BOOK_SERIES_FAILED_MESSAGE);
            setChecked({ ...checked, notice });
            checkWeeks.mutate(request, {
              onSuccess: (fresh) =>
                setChecked({ request, preview: fresh, notice: `${notice} The weeks below are up to date.` }),
            });
            return;
          }
          if (!placeServerFieldErrors(error, formFields, form.setError)) {
            showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, BOOK_SERIES_FAILED_MESSAGE));
          }
        },
      },
    );
  }

  return (
    <SectionCard
      id="recurring-lessons"
      title="Recurring lessons"
      description="The same time every week, booked in one step. Check the weeks first: any that clash are listed and skipped, and the lessons use the learner's hours."
    >
      <form
        className="grid gap-4"
        noValidate
        aria-label="Recurring lessons"
        onSubmit={form.handleSubmit(handleCheck)}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <LessonStudentSelect
            id="recurring-student"
            error={errors.studentId?.message}
            registration={register('studentId', { setValueAs: toStudentId })}
          />
          <TextField
            id="recurring-first-date"
            label="First lesson"
            error={errors.firstDate?.message}
            type="date"
            min={today}
            {...register('firstDate')}
          />
          <TextField
            id="recurring-start-time"
            label="Start time"
            error={errors.startTime?.message}
            type="time"
            {...register('startTime')}
          />
          <SelectField
            id="recurring-duration"
            label="Duration"
            error={errors.duration?.message}
            {...register('duration', { valueAsNumber: true })}
          >
            {MANUAL_LESSON_DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes ({formatDurationLabel(minutes)})
              </option>
            ))}
          </SelectField>
          <TextField
            id="recurring-weeks"
            label="Number of weeks"
            hint={`From ${RECURRING_WEEKS_MIN} to ${RECURRING_WEEKS_MAX}, one lesson a week.`}
            error={errors.weeks?.message}
            type="number"
            inputMode="numeric"
            min={RECURRING_WEEKS_MIN}
            max={RECURRING_WEEKS_MAX}
            step={1}
            {...register('weeks', { valueAsNumber: true })}
          />
          <TextareaField
            id="recurring-notes"
            label="Notes"
            optional
            error={errors.notes?.message}
            rows={2}
            {...register('notes')}
          />
        </div>
        <Button
          type="submit"
          variant={checked ? 'secondary' : 'primary'}
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={checkWeeks.isPending || bookSeries.isPending}
        >
          {checkWeeks.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <CalendarSearch aria-hidden="true" className="size-5" />
          )}
          {checkWeeks.isPending ? 'Checking the weeks…' : checked ? 'Check Again' : 'Check the Weeks'}
        </Button>
      </form>
      {checked ? (
        <RecurringLessonsPreviewPanel
          series={checked.request}
          preview={checked.preview}
          notice={checked.notice}
          isBooking={bookSeries.isPending || checkWeeks.isPending}
          onConfirm={handleConfirm}
        />
      ) : null}
      {booked ? (
        <p
          ref={bookedRef}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-green-900 focus:outline-none"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{describeBookedSeries(booked.request, booked.studentName, booked.response)}</span>
        </p>
      ) : null}
    </SectionCard>
  );
}
