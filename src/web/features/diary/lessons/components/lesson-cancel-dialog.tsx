import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  getLessonChangeWindow,
  type LessonChangeWindow,
} from '../../../../../core/diary/lesson-changes/lesson-change-rules';
import { cancelLessonByInstructorRequestSchema } from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { describeLearnerEmail } from '../../../../../core/messaging/outbox/email-claims';
import { Button } from '../../../../components/ui/button';
import { DangerButton } from '../../../../components/ui/danger-button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceOption, fieldAriaProps, TextareaField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useCancellationTerms } from '../../../../hooks/use-cancellation-terms';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { type CancelLessonByInstructorRequest, useCancelLessonByInstructor } from '../api/cancel-lesson';
import { describeInstructorCancellationTerms, getLessonStart } from '../lesson-timing';
import type { LessonActionDialogProps } from './lesson-done-dialog';

export const LESSON_CANCEL_FAILED_MESSAGE = 'Failed to cancel the lesson. Please try again.';

type CancelLessonFormValues = z.input<typeof cancelLessonByInstructorRequestSchema>;

const cancelFields = ['reason', 'charged'] as const;

/**
 * 'Cancel': the instructor cancels a lesson still to come, with the reason the learner is e-mailed.
 * Its hours come back by the terms; under 24 hours ahead the instructor says whether they are used.
 */
export function LessonCancelDialog({ lesson, studentName }: LessonActionDialogProps) {
  // Which part of the terms applies, as of opening: the server decides again when it cancels.
  const [termsWindow, setTermsWindow] = useState<LessonChangeWindow | null>(null);
  const cancel = useCancelLessonByInstructor(lesson.id);
  const terms = useCancellationTerms();
  const form = useForm<CancelLessonFormValues, unknown, CancelLessonByInstructorRequest>({
    resolver: zodResolver(cancelLessonByInstructorRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ reason: '', charged: false }),
    onOpen: () => {
      setTermsWindow(getLessonChangeWindow(getLessonStart(lesson), new Date(), terms));
    },
    fieldNames: cancelFields,
    failureMessage: LESSON_CANCEL_FAILED_MESSAGE,
  });
  const { errors } = form.formState;
  const idPrefix = `lesson-${lesson.id}-cancel`;
  const ids = { reason: `${idPrefix}-reason`, charged: `${idPrefix}-charged`, terms: `${idPrefix}-terms` };
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;

  const emailOn = useEmailDeliveryConfigured();

  function handleValid(values: CancelLessonByInstructorRequest) {
    // The promise, not mutate's callbacks: a cancelled lesson leaves the card's list, and this dialog with it.
    cancel.mutateAsync(values).then(
      () => {
        dialog.close();
        toast({
          title: 'Lesson Cancelled',
          description: `${studentName}'s lesson on ${when} is cancelled. ${describeLearnerEmail(studentName, 'your reason', emailOn)}`,
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
          Cancel<span className="sr-only"> the lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Cancel this lesson?" description={`${studentName}, ${when}.`}>
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <p
            id={ids.terms}
            className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
            <span>{describeInstructorCancellationTerms(termsWindow, studentName, terms)}</span>
          </p>
          <TextareaField
            id={ids.reason}
            label="Reason"
            hint={
              emailOn
                ? `${studentName} is e-mailed this with the cancellation.`
                : describeLearnerEmail(studentName, 'the cancellation', false)
            }
            error={errors.reason?.message}
            rows={3}
            maxLength={500}
            required
            {...form.register('reason')}
          />
          {termsWindow === 'instructor_decides' ? (
            <ChoiceOption
              id={ids.charged}
              label="Use the lesson's hours"
              {...form.register('charged')}
              {...fieldAriaProps(ids.charged, { also: { after: ids.terms } })}
            />
          ) : null}
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions
            isPending={cancel.isPending}
            submitLabel="Cancel Lesson"
            pendingLabel="Cancelling…"
            closeLabel="Keep Lesson"
            renderSubmit={(children, disabled) => (
              <DangerButton type="submit" disabled={disabled}>
                {children}
              </DangerButton>
            )}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
