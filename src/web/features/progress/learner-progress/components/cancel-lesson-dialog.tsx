import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type CancelLessonRequest,
  cancelLessonRequestSchema,
  type LessonChangeInfo,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { Button } from '../../../../components/ui/button';
import { DangerButton } from '../../../../components/ui/danger-button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useCancelLesson } from '../api/cancel-lesson';
import {
  describeLessonTime,
  getLessonChangeConfirmLabel,
  getLessonChangePendingLabel,
  getLessonChangeToastTitle,
  type LearnerLesson,
} from '../lesson-change-display';
import { CancelLessonLabel } from './lesson-change-buttons';
import {
  explainLessonChangeFailure,
  LESSON_CHANGE_SERVER_FAILED_MESSAGE,
  LessonChangeReasonField,
  LessonChangeTerms,
} from './lesson-change-parts';

export interface CancelLessonDialogProps {
  token: string;
  lesson: LearnerLesson;
  change: LessonChangeInfo;
  /** The lesson's day in words, for the button's accessible name. */
  dateLabel: string;
  /** Open from its first render: its code loaded when the button was pressed (lesson-change-buttons.tsx). */
  initiallyOpen?: boolean;
}

const cancelFields = ['reason'] as const;

/** Cancels a lesson under the terms, with the reason; under 24 hours it asks the instructor instead. */
export function CancelLessonDialog({
  token,
  lesson,
  change,
  dateLabel,
  initiallyOpen = false,
}: CancelLessonDialogProps) {
  const cancel = useCancelLesson(token, lesson.id);
  const form = useForm<CancelLessonRequest>({
    resolver: zodResolver(cancelLessonRequestSchema),
    defaultValues: { reason: '' },
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ reason: '' }),
    fieldNames: cancelFields,
    failureMessage: LESSON_CHANGE_SERVER_FAILED_MESSAGE,
    explainFailure: explainLessonChangeFailure,
    alertWithFieldErrors: true,
    initiallyOpen,
  });
  const requestOnly = change.window === 'instructor_decides';
  // A request changes nothing yet: only a cancellation done now gets the red button.
  const ConfirmButton = requestOnly ? Button : DangerButton;

  function handleValid(values: CancelLessonRequest) {
    // The promise, not mutate's callbacks: a cancelled lesson leaves the list, and this dialog with it.
    cancel.mutateAsync(values).then(
      (result) => {
        dialog.close();
        toast({ title: getLessonChangeToastTitle(result), description: result.message });
      },
      (error: unknown) => {
        dialog.showFailure(error);
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <CancelLessonLabel dateLabel={dateLabel} />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={requestOnly ? 'Ask to cancel your lesson' : 'Cancel your lesson?'}
        description={describeLessonTime({
          date: lesson.date,
          startTime: lesson.startTime,
          duration: lesson.bookedDuration,
        })}
      >
        <form className="grid gap-5" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <LessonChangeTerms window={change.window} terms={change.terms} />
          <LessonChangeReasonField
            id={`cancel-lesson-${lesson.id}-reason`}
            label="Why do you need to cancel?"
            error={form.formState.errors.reason?.message}
            registration={form.register('reason')}
          />
          <FormAlert message={dialog.serverMessage} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep my lesson</Button>
            </DialogClose>
            <ConfirmButton type="submit" disabled={cancel.isPending}>
              {cancel.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {cancel.isPending
                ? getLessonChangePendingLabel('cancel', change.window)
                : getLessonChangeConfirmLabel('cancel', change.window)}
            </ConfirmButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
