import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ACTUAL_DURATION_MAX,
  ACTUAL_DURATION_MIN,
  ACTUAL_DURATION_STEP,
  completeLessonRequestSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure, LONG_TOAST_MS } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { getNoteForLessonPath } from '../../../../lib/note-for-lesson-link';
import { type CompleteLessonRequest, useCompleteLesson } from '../api/complete-lesson';
import type { StudentCardLesson } from '../lesson-timing';

export const LESSON_DONE_FAILED_MESSAGE = 'Failed to record the lesson. Please try again.';

export interface LessonActionDialogProps {
  lesson: StudentCardLesson;
  studentName: string;
  /** Whether the action applies yet (Done and No-show: once the lesson has started). */
  disabled?: boolean;
  /** The id of the note saying why the button is disabled. */
  describedById?: string | undefined;
}

/** 'Done': the lesson happened; how long it really lasted is what it uses of the learner's hours. */
export function LessonDoneDialog({
  lesson,
  studentName,
  studentId,
  disabled = false,
  describedById,
}: LessonActionDialogProps & {
  /** The learner's id: once Done is recorded, the toast offers this lesson's progress note. */
  studentId: number;
}) {
  const complete = useCompleteLesson(lesson.id);
  const form = useForm<CompleteLessonRequest>({ resolver: zodResolver(completeLessonRequestSchema) });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ actualMinutes: lesson.actualDuration ?? lesson.bookedDuration }),
    failureMessage: LESSON_DONE_FAILED_MESSAGE,
  });
  const error = form.formState.errors.actualMinutes?.message;
  const inputId = `lesson-${lesson.id}-actual-minutes`;
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;

  function handleValid(values: CompleteLessonRequest) {
    // The promise, not mutate's callbacks: the lesson may leave the card's list, and this dialog with it.
    complete.mutateAsync(values).then(
      () => {
        dialog.close();
        const used = `${studentName}'s lesson on ${when}: ${values.actualMinutes} minutes used.`;
        // The card may move to another list (or leave Today) once done, so the offer of the note
        // rides on the toast, which outlives it; the notes tab opens with the lesson chosen.
        const notePath = getNoteForLessonPath(studentId, lesson.id);
        toast({
          title: 'Lesson Done',
          description: `${used} Write the progress note while it is fresh?`,
          duration: LONG_TOAST_MS,
          action: {
            label: 'Write the Note',
            altText: 'Open Add Progress Notes in the dashboard to write the note',
            onClick: () => window.location.assign(notePath),
          },
        });
      },
      (failure: unknown) => {
        const fieldMessage = isApiRequestError(failure, 400)
          ? failure.apiError?.fields?.actualMinutes
          : undefined;
        if (fieldMessage) form.setError('actualMinutes', { message: fieldMessage }, { shouldFocus: true });
        else dialog.setServerMessage(explainFailure(failure, LESSON_DONE_FAILED_MESSAGE));
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact" disabled={disabled} aria-describedby={describedById}>
          Done<span className="sr-only">: lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Lesson done" description={`${studentName}, ${when}.`}>
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <TextField
            id={inputId}
            label="Minutes driven"
            hint={`Booked for ${lesson.bookedDuration} minutes. These minutes are used from the learner's hours.`}
            error={error}
            controlClassName="sm:max-w-40"
            type="number"
            inputMode="numeric"
            min={ACTUAL_DURATION_MIN}
            max={ACTUAL_DURATION_MAX}
            step={ACTUAL_DURATION_STEP}
            {...form.register('actualMinutes', { valueAsNumber: true })}
          />
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={complete.isPending} submitLabel={'Mark Done'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
