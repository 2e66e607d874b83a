import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateLessonNotesRequestSchema } from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextareaField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { type UpdateLessonNotesRequest, useUpdateLessonNotes } from '../api/update-lesson-notes';
import type { StudentCardLesson } from '../lesson-timing';

export const LESSON_NOTES_FAILED_MESSAGE = 'Failed to save the notes. Please try again.';

/** The most the server keeps, read from the schema so the textarea and the server agree. */
const LESSON_NOTES_MAX_LENGTH = updateLessonNotesRequestSchema.shape.notes.maxLength ?? undefined;

type LessonNotesFormValues = z.input<typeof updateLessonNotesRequestSchema>;

/** 'Edit Notes': the lesson's pickup notes (where to meet, what to bring); saved empty, they are cleared. */
export function LessonNotesDialog({
  lesson,
  studentName,
}: {
  lesson: StudentCardLesson;
  studentName: string;
}) {
  const update = useUpdateLessonNotes(lesson.id);
  const form = useForm<LessonNotesFormValues, unknown, UpdateLessonNotesRequest>({
    resolver: zodResolver(updateLessonNotesRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ notes: lesson.notes ?? '' }),
    failureMessage: LESSON_NOTES_FAILED_MESSAGE,
  });
  const error = form.formState.errors.notes?.message;
  const inputId = `lesson-${lesson.id}-notes`;
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;

  function handleValid(values: UpdateLessonNotesRequest) {
    update.mutateAsync(values).then(
      () => {
        dialog.close();
        toast({
          title: values.notes === '' ? 'Notes Cleared' : 'Notes Saved',
          description: `${studentName}'s lesson on ${when}.`,
        });
      },
      (failure: unknown) => {
        const fieldMessage = isApiRequestError(failure, 400) ? failure.apiError?.fields?.notes : undefined;
        if (fieldMessage) form.setError('notes', { message: fieldMessage }, { shouldFocus: true });
        else dialog.setServerMessage(explainFailure(failure, LESSON_NOTES_FAILED_MESSAGE));
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="compact">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Notes<span className="sr-only"> for the lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Pickup notes" description={`${studentName}, ${when}.`}>
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <TextareaField
            id={inputId}
            label="Notes"
            hint="Where to meet, and anything to remember for this lesson. Leave empty to clear them."
            error={error}
            rows={4}
            maxLength={LESSON_NOTES_MAX_LENGTH}
            {...form.register('notes')}
          />
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={update.isPending} submitLabel="Save Notes" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
