import { Archive } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { useArchiveStudent } from '../api/archive-student';

export const ARCHIVE_STUDENT_FAILED_MESSAGE = 'Failed to archive student';

/** Archive, after a confirmation: the learner leaves every list, and nothing of theirs is deleted. */
export function ArchiveStudentButton({ studentId, studentName }: { studentId: number; studentName: string }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveStudent();

  function handleConfirm() {
    // The promise, not mutate's callbacks: the archived learner's card leaves the list, and this button with it.
    archive.mutateAsync(studentId).then(
      (archived) => {
        setOpen(false);
        toast({
          title: 'Student Archived',
          description: `${archived.fullName} is off every list. Their lessons, money history and details are kept.`,
        });
      },
      (failure: unknown) => {
        setOpen(false);
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(failure, ARCHIVE_STUDENT_FAILED_MESSAGE));
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="compact" onClick={() => setOpen(true)}>
        <Archive aria-hidden="true" className="size-4" />
        Archive<span className="sr-only"> {studentName}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Archive ${studentName}?`}
        description="They leave every list, so their card no longer shows here."
        confirmLabel="Archive Student"
        pendingLabel="Archiving…"
        isPending={archive.isPending}
        onConfirm={handleConfirm}
      >
        <p className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900">
          Nothing is deleted: their lessons, money history and details are kept, and are in the backup.
        </p>
      </ConfirmDialog>
    </>
  );
}
