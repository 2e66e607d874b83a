import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarX2, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { LessonChangeInfo } from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import {
  type RescheduleLessonRequest,
  rescheduleLessonRequestSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { ContactSchoolButtons } from '../../../../components/ui/contact-school-buttons';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FieldError, FormField, inputClassName } from '../../../../components/ui/form-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
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
import {
  explainLessonChangeFailure,
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moves a lesson to another free time of the same length: a day, then a time, the terms again and
 * the reason. Under 24 hours it sends the request to the instructor instead.
 */
export function MoveLessonDialog({
  token,
  learnerName,
  lesson,
  change,
  open,
  onOpenChange,
}: MoveLessonDialogProps) {
  const options = useRescheduleOptions(token, lesson.id, open);
  const reschedule = useRescheduleLesson(token, lesson.id);
  const [chosenDate, setChosenDate] = useState('');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm<RescheduleLessonRequest>({
    resolver: zodResolver(rescheduleLessonRequestSchema),
    defaultValues: { timeSlotIds: [], reason: '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const days = options.data ? groupRescheduleOptionsByDate(options.data.options) : [];
  const chosenDay = days.find((day) => day.date === chosenDate);
  const idPrefix = `move-lesson-${lesson.id}`;
  const timeError = errors.timeSlotIds?.message;

  function handleDayChange(date: string) {
    setChosenDate(date);
    form.setValue('timeSlotIds', []);
  }

  function handleValid(values: RescheduleLessonRequest) {
    setServerMessage(null);
    // The promise, not mutate's callbacks: the toast must show even if the lesson's card re-renders away.
    reschedule.mutateAsync(values).then(
      (result) => {
        onOpenChange(false);
        toast({ title: getLessonChangeToastTitle(result), description: result.message });
      },
      (error: unknown) => {
        const apiError = isApiRequestError(error) ? error.apiError : null;
        if (apiError?.fields?.reason) form.setError('reason', { message: apiError.fields.reason });
        if (apiError?.fields?.timeSlotIds) {
          form.setError('timeSlotIds', { message: apiError.fields.timeSlotIds });
        }
        if (apiError && SLOT_GONE_CODES.has(apiError.code)) {
          // The list was out of date: show what is free now.
          form.setValue('timeSlotIds', []);
          void options.refetch();
        }
        setServerMessage(explainLessonChangeFailure(error));
      },
    );
  }

  const lessonTime = { date: lesson.date, startTime: lesson.startTime, duration: lesson.bookedDuration };
  const canSubmit = options.isSuccess && days.length > 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Move your lesson" description={`Now: ${describeLessonTime(lessonTime)}`}>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            void form.handleSubmit(handleValid)(event);
          }}
        >
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
              <FormField id={`${idPrefix}-day`} label="New day">
                <select
                  id={`${idPrefix}-day`}
                  className={inputClassName}
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
                </select>
              </FormField>
              <Controller
                control={control}
                name="timeSlotIds"
                render={({ field }) => (
                  <fieldset
                    className="grid gap-2"
                    aria-describedby={timeError ? `${idPrefix}-time-error` : undefined}
                  >
                    <legend className="mb-1.5 font-medium text-slate-900">New time</legend>
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
                    <FieldError id={`${idPrefix}-time-error`} message={timeError} />
                  </fieldset>
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

          <FormAlert message={serverMessage} />

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
      </DialogContent>
    </Dialog>
  );
}
