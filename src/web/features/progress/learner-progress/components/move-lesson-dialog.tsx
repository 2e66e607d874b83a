import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarX2, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import type { LessonChangeInfo } from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import {
  type RescheduleLessonRequest,
  rescheduleLessonRequestSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { ContactSchoolButtons } from '../../../../components/ui/contact-school-buttons';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, SelectField } from '../../../../components/ui/form-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { type DialogForm, useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { useRescheduleOptions } from '../api/get-reschedule-options';
import { useRescheduleLesson } from '../api/reschedule-lesson';
import {
  describeLessonTime,
  describeRescheduleDay,
  getLessonChangeConfirmLabel,
  getLessonChangeContactMessage,
  getLessonChangePendingLabel,
  getLessonChangeToastTitle,
  getRescheduleOptionKey,
  groupRescheduleOptionsByDate,
  type LearnerLesson,
  SLOT_GONE_CODES,
} from '../lesson-change-display';
import { MoveLessonLabel } from './lesson-change-buttons';
import {
  explainLessonChangeFailure,
  LESSON_CHANGE_SERVER_FAILED_MESSAGE,
  LessonChangeReasonField,
  LessonChangeTerms,
} from './lesson-change-parts';

export const NO_RESCHEDULE_OPTIONS_TEXT = 'No other free times of this length in the next 3 months';

function OptionsSkeleton() {
  return (
    <div className="grid gap-3">
      <p className="sr-only" role="status">
        Loading free times
      </p>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-11 w-full" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    </div>
  );
}

export interface MoveLessonDialogProps {
  token: string;
  learnerName: string;
  lesson: LearnerLesson;
  change: LessonChangeInfo;
  /** The lesson's day in words, for the button's accessible name. */
  dateLabel: string;
  /** Open from its first render: its code loaded when the button was pressed (lesson-change-buttons.tsx). */
  initiallyOpen?: boolean;
}

const rescheduleFields = ['timeSlotIds', 'reason'] as const;

/**
 * Moves a lesson to another free time of the same length: a day, then a time, the terms again and
 * the reason. Under 24 hours it sends the request to the instructor instead.
 */
export function MoveLessonDialog({
  token,
  learnerName,
  lesson,
  change,
  dateLabel,
  initiallyOpen = false,
}: MoveLessonDialogProps) {
  const form = useForm<RescheduleLessonRequest>({
    resolver: zodResolver(rescheduleLessonRequestSchema),
    defaultValues: { timeSlotIds: [], reason: '' },
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ timeSlotIds: [], reason: '' }),
    fieldNames: rescheduleFields,
    failureMessage: LESSON_CHANGE_SERVER_FAILED_MESSAGE,
    explainFailure: explainLessonChangeFailure,
    alertWithFieldErrors: true,
    initiallyOpen,
  });
  const lessonTime = { date: lesson.date, startTime: lesson.startTime, duration: lesson.bookedDuration };

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button>
          <MoveLessonLabel dateLabel={dateLabel} />
        </Button>
      </DialogTrigger>
      <DialogContent title="Move your lesson" description={`Now: ${describeLessonTime(lessonTime)}`}>
        <MoveLessonForm
          token={token}
          learnerName={learnerName}
          lesson={lesson}
          change={change}
          form={form}
          dialog={dialog}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's body, mounted only while it is open: the free times are read afresh each time
 * (none kept from an earlier opening), and the chosen day starts empty.
 */
function MoveLessonForm({
  token,
  learnerName,
  lesson,
  change,
  form,
  dialog,
}: Omit<MoveLessonDialogProps, 'dateLabel'> & {
  form: UseFormReturn<RescheduleLessonRequest>;
  dialog: DialogForm<RescheduleLessonRequest>;
}) {
  const options = useRescheduleOptions(token, lesson.id, true);
  const reschedule = useRescheduleLesson(token, lesson.id);
  const [chosenDate, setChosenDate] = useState('');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const days = options.data ? groupRescheduleOptionsByDate(options.data.options) : [];
  const chosenDay = days.find((day) => day.date === chosenDate);
  const idPrefix = `move-lesson-${lesson.id}`;

  function handleDayChange(date: string) {
    setChosenDate(date);
    form.setValue('timeSlotIds', []);
  }

  function handleValid(values: RescheduleLessonRequest) {
    // The promise, not mutate's callbacks: the toast must show even if the lesson's card re-renders away.
    reschedule.mutateAsync(values).then(
      (result) => {
        dialog.close();
        toast({ title: getLessonChangeToastTitle(result), description: result.message });
      },
      (error: unknown) => {
        const apiError = isApiRequestError(error) ? error.apiError : null;
        if (apiError && SLOT_GONE_CODES.has(apiError.code)) {
          // The list was out of date: show what is free now.
          form.setValue('timeSlotIds', []);
          void options.refetch();
        }
        dialog.showFailure(error);
      },
    );
  }

  const canSubmit = options.isSuccess && days.length > 0;

  return (
    <form className="grid gap-5" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
      <LessonChangeTerms window={change.window} terms={change.terms} />

      {options.isPending ? (
        <OptionsSkeleton />
      ) : options.isError ? (
        <div className="grid gap-3 rounded-lg border border-red-200 p-4" role="alert">
          <p className="font-semibold text-slate-900">The free times didn't load</p>
          <p className="text-slate-700">{explainLessonChangeFailure(options.error)}</p>
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => void options.refetch()}
            disabled={options.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {options.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      ) : days.length === 0 ? (
        <div className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-center">
          <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="font-semibold text-slate-900">{NO_RESCHEDULE_OPTIONS_TEXT}</p>
          <p className="text-slate-700">Your instructor may be able to find a time: get in touch.</p>
          <ContactSchoolButtons message={getLessonChangeContactMessage(learnerName, lesson)} />
        </div>
      ) : (
        <div className="grid gap-4">
          <SelectField
            id={`${idPrefix}-day`}
            label="New day"
            // A day that went while the list was read again is no longer chosen.
            value={chosenDay ? chosenDate : ''}
            onChange={(event) => handleDayChange(event.target.value)}
          >
            <option value="">Choose a day…</option>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {describeRescheduleDay(day)}
              </option>
            ))}
          </SelectField>
          <Controller
            control={control}
            name="timeSlotIds"
            render={({ field }) => (
              <ChoiceGroup id={`${idPrefix}-time`} legend="New time" error={errors.timeSlotIds?.message}>
                {chosenDay ? (
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {chosenDay.options.map((option) => {
                      const key = getRescheduleOptionKey(option);
                      const id = `${idPrefix}-time-${key}`;
                      return (
                        <label
                          key={key}
                          htmlFor={id}
                          className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-900 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700"
                        >
                          <input
                            id={id}
                            type="radio"
                            name={field.name}
                            value={key}
                            className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
                            checked={getRescheduleOptionKey({ timeSlotIds: field.value }) === key}
                            onChange={() => field.onChange(option.timeSlotIds)}
                            onBlur={field.onBlur}
                          />
                          {formatTime12h(option.startTime)}
                        </label>
                      );
                    })}
                  </div>
                ) : (
                  <p className="text-slate-600">Choose a day to see its free times.</p>
                )}
              </ChoiceGroup>
            )}
          />
          <LessonChangeReasonField
            id={`${idPrefix}-reason`}
            label="Why do you need to move it?"
            error={errors.reason?.message}
            registration={register('reason')}
          />
        </div>
      )}

      <FormAlert message={dialog.serverMessage} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Keep current time</Button>
        </DialogClose>
        {canSubmit ? (
          <Button type="submit" disabled={reschedule.isPending}>
            {reschedule.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : null}
            {reschedule.isPending
              ? getLessonChangePendingLabel('reschedule', change.window)
              : getLessonChangeConfirmLabel('reschedule', change.window)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
