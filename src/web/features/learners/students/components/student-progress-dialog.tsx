import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { ProgressNoteDetails } from '../../../../components/ui/progress-note-details';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useStudentProgress } from '../../../../lib/api/get-student-progress';
import { pluralize } from '../../../../lib/school-time-format';

/** 'View Progress': every progress note of the learner, newest first, in a dialog. */
export function StudentProgressDialog({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const [open, setOpen] = useState(false);
  const progress = useStudentProgress(studentId, open);
  const notes = progress.data?.progressNotes;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" size="compact" onClick={() => setOpen(true)}>
        <NotebookPen aria-hidden="true" className="size-4" />
        View Progress<span className="sr-only"> of {studentName}</span>
      </Button>
      <DialogContent
        title={`${studentName}'s progress`}
        description={
          notes
            ? `${pluralize(notes.length, 'progress note')}, newest first.`
            : 'Progress notes, newest first.'
        }
      >
        {progress.isPending ? (
          <div className="grid gap-3">
            <p className="sr-only" role="status">
              Loading progress notes
            </p>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ) : progress.isError ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p>The progress notes didn't load.</p>
            <Button variant="secondary" size="compact" onClick={() => void progress.refetch()}>
              Try again
            </Button>
          </div>
        ) : notes && notes.length > 0 ? (
          <ol className="grid gap-4">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 p-3 sm:p-4">
                <ProgressNoteDetails note={note} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-700">
            No progress notes yet. Add one in the Add Progress Notes tab after their next lesson.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
