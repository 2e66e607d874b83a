import { useState } from 'react';
import {
  decideLessonChangeRequestSchema,
  type LessonChange,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { describeLearnerEmail } from '../../../../../core/messaging/outbox/email-claims';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { TextareaField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { useApproveLessonChange } from '../api/approve-lesson-change';
import { useDeclineLessonChange } from '../api/decline-lesson-change';
import { describeApproval, describeDecline } from '../lesson-change-format';

export type LessonChangeDecision = 'approve' | 'decline';

export const DECIDE_LESSON_CHANGE_FAILED_MESSAGE = 'Failed to answer the request. Please try again.';

export interface DecideLessonChangeDialogProps {
  change: LessonChange;
  decision: LessonChangeDecision;
  onOpenChange: (open: boolean) => void;
}

/** 'Approve / Decline this request?', with an optional note for the learner's e-mail. */
export function DecideLessonChangeDialog({ change, decision, onOpenChange }: DecideLessonChangeDialogProps) {
  const approve = useApproveLessonChange();
  const decline = useDeclineLessonChange();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const name = change.student.fullName;
  const noteId = `lesson-change-${change.id}-note`;
  const approving = decision === 'approve';
  const mutation = approving ? approve : decline;
  const emailOn = useEmailDeliveryConfigured();

  function handleConfirm() {
    const parsed = decideLessonChangeRequestSchema.safeParse({ note: note.trim() === '' ? undefined : note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    // The promise, not mutate's callbacks: a decided request leaves the waiting list, and this dialog with it.
    mutation.mutateAsync({ id: change.id, request: parsed.data }).then(
      () => {
        onOpenChange(false);
        toast({
          title: approving ? 'Request Approved' : 'Request Declined',
          description: `${
            approving
              ? `${name}'s ${change.kind === 'reschedule' ? 'lesson is moved' : 'lesson is cancelled'}.`
              : `${name}'s lesson stays as it was.`
          } ${describeLearnerEmail(name, 'the answer', emailOn)}`,
        });
      },
      (error: unknown) => {
        onOpenChange(false);
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, DECIDE_LESSON_CHANGE_FAILED_MESSAGE));
      },
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={approving ? `Approve ${name}'s request?` : `Decline ${name}'s request?`}
      description={approving ? describeApproval(change, emailOn) : describeDecline(change, emailOn)}
      confirmLabel={approving ? 'Approve Request' : 'Decline Request'}
      pendingLabel={approving ? 'Approving…' : 'Declining…'}
      destructive={!approving}
      isPending={mutation.isPending}
      onConfirm={handleConfirm}
    >
      <TextareaField
        id={noteId}
        label={`Note to ${name}`}
        optional
        hint="Added to the e-mail they receive."
        error={noteError}
        rows={3}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmDialog>
  );
}
