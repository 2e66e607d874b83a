import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { moveLessonByInstructorRequestSchema } from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { describeLearnerEmail } from '../../../../../core/messaging/outbox/email-claims';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { describedBy, FormField, inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { type MoveLessonByInstructorRequest, useMoveLessonByInstructor } from '../api/move-lesson';
import type { LessonActionDialogProps } from './lesson-done-dialog';

export const LESSON_MOVE_FAILED_MESSAGE = 'Failed to move the lesson. Please try again.';
export const LESSON_MOVE_SAME_TIME_MESSAGE = 'That is when the lesson already is. Choose another time.';

const moveFields = ['date', 'startTime'] as const;

/**
 * 'Move': the instructor moves a lesson still to come to another free time, keeping its length.
 * The server checks the new time (free, not held, not past) and e-mails the learner.
 */
export function LessonMoveDialog({ lesson, studentName }: LessonActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // The earliest date offered, as of opening: the server refuses a time that has passed anyway.
  const [today, setToday] = useState(() => getSchoolToday(new Date()));
  const move = useMoveLessonByInstructor(lesson.id);
  const emailOn = useEmailDeliveryConfigured();
  const form = useForm<MoveLessonByInstructorRequest>({
    resolver: zodResolver(moveLessonByInstructorRequestSchema),
  });
  const { errors } = form.formState;
  const idPrefix = `lesson-${lesson.id}-move`;
  const ids = { date: `${idPrefix}-date`, startTime: `${idPrefix}-start-time`, hint: `${idPrefix}-hint` };
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;
  // Both inputs point at the note under them (length kept, learner e-mailed) as well as their error.
  const describeInput = (id: string, error: string | undefined) =>
    [ids.hint, describedBy(id, { error })].filter(Boolean).join(' ');

  function handleOpenChange(next: boolean) {
    if (next) {
      form.reset({ date: lesson.date, startTime: lesson.startTime });
      setServerMessage(null);
      setToday(getSchoolToday(new Date()));
    }
    setOpen(next);
  }

  function handleValid(values: MoveLessonByInstructorRequest) {
    setServerMessage(null);
    // Moving it to where it is would only e-mail the learner a change that is none.
    if (values.date === lesson.date && values.startTime === lesson.startTime) {
      form.setError('startTime', { message: LESSON_MOVE_SAME_TIME_MESSAGE }, { shouldFocus: true });
      return;
    }
    // The promise, not mutate's callbacks: a moved lesson may leave the card's list, and this dialog with it.
    move.mutateAsync(values).then(
      (moved) => {
        setOpen(false);
        toast({
          title: 'Lesson Moved',
          description: `${studentName}'s lesson is now on ${formatLongDate(moved.date)} at ${formatTime12h(moved.startTime)}. ${describeLearnerEmail(studentName, 'the new time', emailOn)}`,
        });
      },
      (failure: unknown) => {
        const placed = placeServerFieldErrors(failure, moveFields, form.setError);
        // 409: a clash, a time a booking request holds, or it has started; the server says which.
        if (!placed) setServerMessage(explainFailure(failure, LESSON_MOVE_FAILED_MESSAGE));
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          Move<span className="sr-only"> the lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Move this lesson" description={`${studentName}, ${when}.`}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void form.handleSubmit(handleValid)(event);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={ids.date} label="Date" error={errors.date?.message}>
              <input
                id={ids.date}
                type="date"
                min={today}
                required
                className={inputClassName}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={describeInput(ids.date, errors.date?.message)}
                {...form.register('date')}
              />
            </FormField>
            <FormField id={ids.startTime} label="Start time" error={errors.startTime?.message}>
              <input
                id={ids.startTime}
                type="time"
                required
                className={inputClassName}
                aria-invalid={errors.startTime ? true : undefined}
                aria-describedby={describeInput(ids.startTime, errors.startTime?.message)}
                {...form.register('startTime')}
              />
            </FormField>
          </div>
          <p id={ids.hint} className="text-sm text-slate-600">
            It keeps its length ({lesson.bookedDuration} minutes) and must not clash with another lesson.{' '}
            {describeLearnerEmail(studentName, 'the new time', emailOn)}
          </p>
          <FormAlert message={serverMessage} />
          <DialogFormActions
            isPending={move.isPending}
            submitLabel="Move Lesson"
            pendingLabel="Moving…"
            closeLabel="Keep Time"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
