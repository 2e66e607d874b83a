import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { moveLessonByInstructorRequestSchema } from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { describeLearnerEmail } from '../../../../../core/messaging/outbox/email-claims';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { getSchoolToday } from '../../../../lib/school-time-format';
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
  // The earliest date offered, as of opening: the server refuses a time that has passed anyway.
  const [today, setToday] = useState(() => getSchoolToday(new Date()));
  const move = useMoveLessonByInstructor(lesson.id);
  const emailOn = useEmailDeliveryConfigured();
  const form = useForm<MoveLessonByInstructorRequest>({
    resolver: zodResolver(moveLessonByInstructorRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ date: lesson.date, startTime: lesson.startTime }),
    onOpen: () => {
      setToday(getSchoolToday(new Date()));
    },
    fieldNames: moveFields,
    failureMessage: LESSON_MOVE_FAILED_MESSAGE,
  });
  const { errors } = form.formState;
  const idPrefix = `lesson-${lesson.id}-move`;
  const ids = { date: `${idPrefix}-date`, startTime: `${idPrefix}-start-time`, hint: `${idPrefix}-hint` };
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;

  function handleValid(values: MoveLessonByInstructorRequest) {
    // Moving it to where it is would only e-mail the learner a change that is none.
    if (values.date === lesson.date && values.startTime === lesson.startTime) {
      form.setError('startTime', { message: LESSON_MOVE_SAME_TIME_MESSAGE }, { shouldFocus: true });
      return;
    }
    // The promise, not mutate's callbacks: a moved lesson may leave the card's list, and this dialog with it.
    move.mutateAsync(values).then(
      (moved) => {
        dialog.close();
        toast({
          title: 'Lesson Moved',
          description: `${studentName}'s lesson is now on ${formatLongDate(moved.date)} at ${formatTime12h(moved.startTime)}. ${describeLearnerEmail(studentName, 'the new time', emailOn)}`,
        });
      },
      (failure: unknown) => {
        dialog.showFailure(failure);
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          Move<span className="sr-only"> the lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Move this lesson" description={`${studentName}, ${when}.`}>
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {/* Both inputs point at the note under them (length kept, learner e-mailed) as well as their error. */}
            <TextField
              id={ids.date}
              label="Date"
              error={errors.date?.message}
              alsoDescribedBy={{ before: ids.hint }}
              type="date"
              min={today}
              required
              {...form.register('date')}
            />
            <TextField
              id={ids.startTime}
              label="Start time"
              error={errors.startTime?.message}
              alsoDescribedBy={{ before: ids.hint }}
              type="time"
              required
              {...form.register('startTime')}
            />
          </div>
          <p id={ids.hint} className="text-sm text-slate-600">
            It keeps its length ({lesson.bookedDuration} minutes) and must not clash with another lesson.{' '}
            {describeLearnerEmail(studentName, 'the new time', emailOn)}
          </p>
          <FormAlert message={dialog.serverMessage} />
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
