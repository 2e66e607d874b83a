import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { useDeleteStudent } from '../api/delete-student';
import { useStudentDeletionPreview } from '../api/get-student-deletion-preview';
import { describeStudentDeletion, listStudentDeletionItems } from '../student-deletion-summary';

export const DELETE_STUDENT_FAILED_MESSAGE = 'Failed to delete student';

/** Delete, after a confirmation that lists what goes with the learner (counted by the server). */
export function DeleteStudentButton({ studentId, studentName }: { studentId: number; studentName: string }) {
  const [open, setOpen] = useState(false);
  const preview = useStudentDeletionPreview(studentId, open);
  const deleteStudent = useDeleteStudent();
  const items = preview.data ? listStudentDeletionItems(preview.data.removed) : null;

  function handleConfirm() {
    deleteStudent.mutate(studentId, {
      onSuccess: (deleted) => {
        setOpen(false);
        toast({
          title: 'Student Deleted',
          description: deleted.keepsAnonymisedMoney
            ? `Erased ${deleted.fullName}'s personal data; their purchases and payments are kept, anonymised.`
            : describeStudentDeletion(deleted.fullName, deleted.removed),
        });
      },
      onError: (error) => {
        setOpen(false);
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, DELETE_STUDENT_FAILED_MESSAGE));
      },
    });
  }

  return (
    <>
      <Button
        variant="ghost"
        size="compact"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete<span className="sr-only"> {studentName}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${studentName}?`}
        description="This cannot be undone. Download a backup first if you may need their records."
        confirmLabel="Delete Student"
        pendingLabel="Deleting…"
        destructive
        isPending={deleteStudent.isPending}
        confirmDisabled={preview.isPending}
        onConfirm={handleConfirm}
      >
        <div
          className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
          aria-live="polite"
        >
          {preview.isPending ? (
            <>
              <p>Counting their records…</p>
              <Skeleton className="h-4 w-2/3 bg-red-100" />
            </>
          ) : preview.data?.keepsAnonymisedMoney ? (
            <>
              <p className="font-medium">
                They have bought or paid for lessons, so the books keep the amounts.
              </p>
              <p>
                Their name, e-mail, phone, progress notes, messages, links and reminders are erased. Their
                purchases, payments, bookings and lessons stay, anonymised, and they leave every list.
              </p>
            </>
          ) : items === null ? (
            <p>
              Everything of theirs is deleted with them: their bookings, lessons, progress notes and messages.
            </p>
          ) : items.length === 0 ? (
            <p>They have no bookings, lessons, notes or messages; only their details are deleted.</p>
          ) : (
            <>
              <p className="font-medium">Deleted with them:</p>
              <ul className="list-disc pl-5">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="text-sm">Times their bookings held become free to book again.</p>
            </>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
