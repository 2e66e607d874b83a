import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { noShowRequestSchema } from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { CheckboxField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { type NoShowRequest, useMarkLessonNoShow } from '../api/mark-lesson-no-show';
import type { LessonActionDialogProps } from './lesson-done-dialog';

export const LESSON_NO_SHOW_FAILED_MESSAGE = 'Failed to record the no-show. Please try again.';

/** 'No-show': the learner did not come; the instructor says whether the lesson still uses their hours. */
export function LessonNoShowDialog({
  lesson,
  studentName,
  disabled = false,
  describedById,
}: LessonActionDialogProps) {
  const markNoShow = useMarkLessonNoShow(lesson.id);
  const form = useForm<NoShowRequest>({ resolver: zodResolver(noShowRequestSchema) });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ charged: false }),
    failureMessage: LESSON_NO_SHOW_FAILED_MESSAGE,
  });
  const error = form.formState.errors.charged?.message;
  const checkboxId = `lesson-${lesson.id}-no-show-charged`;
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;

  function handleValid(values: NoShowRequest) {
    // The promise, not mutate's callbacks: the lesson may leave the card's list, and this dialog with it.
    markNoShow.mutateAsync(values).then(
      () => {
        dialog.close();
        toast({
          title: 'No-show Recorded',
          description: values.charged
            ? `${studentName}'s lesson on ${when} uses its ${lesson.bookedDuration} minutes.`
            : `${studentName}'s lesson on ${when} uses none of their hours.`,
        });
      },
      (failure: unknown) => {
        const fieldMessage = isApiRequestError(failure, 400) ? failure.apiError?.fields?.charged : undefined;
        if (fieldMessage) form.setError('charged', { message: fieldMessage });
        else dialog.setServerMessage(explainFailure(failure, LESSON_NO_SHOW_FAILED_MESSAGE));
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact" disabled={disabled} aria-describedby={describedById}>
          No-show<span className="sr-only">: lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Learner didn't come" description={`${studentName}, ${when}.`}>
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <CheckboxField
            id={checkboxId}
            label="Use the lesson's hours"
            hint={
              <>
                Ticked, the lesson's {lesson.bookedDuration} minutes count as used. Not ticked, they go back
                to {studentName}.
              </>
            }
            error={error}
            {...form.register('charged')}
          />
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={markNoShow.isPending} submitLabel={'Record No-show'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
