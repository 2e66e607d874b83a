import { NotebookText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SchoolProgressNote } from '../../../../../core/progress/progress-notes-schemas';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { ProgressNoteDetails } from '../../../../components/ui/progress-note-details';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { formatSchoolDateTime, pluralize } from '../../../../lib/school-time-format';
import { useDeleteProgressNote } from '../api/delete-progress-note';
import { useProgressNotes } from '../api/get-progress-notes';
import { EditProgressNoteDialog } from './edit-progress-note-dialog';
import { ProgressNoteHistory } from './progress-note-history';

export const DELETE_NOTE_FAILED_MESSAGE = 'Failed to delete progress note';
const NOTES_PAGE_SIZE = 20;

function NoteItem({ note }: { note: SchoolProgressNote }) {
  const [confirming, setConfirming] = useState(false);
  const deleteNote = useDeleteProgressNote();
  const titleId = `note-${note.id}-title`;

  function handleDelete() {
    deleteNote.mutate(note.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Note Deleted', description: `The note for ${note.studentName} is deleted.` });
      },
      onError: (error) => {
        setConfirming(false);
        showFailureToast(GENERIC_FAILURE_TITLE, getApiErrorMessage(error, DELETE_NOTE_FAILED_MESSAGE));
      },
    });
  }

  return (
    <li>
      <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={titleId} className="text-lg font-semibold">
            {note.studentName}
          </h4>
          <div className="flex flex-wrap gap-1">
            <EditProgressNoteDialog note={note} />
            <Button
              variant="ghost"
              size="compact"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
              <span className="sr-only">
                {' '}
                the note for {note.studentName} written {formatSchoolDateTime(note.createdAt)}
              </span>
            </Button>
          </div>
        </div>
        <ProgressNoteDetails note={note} />
        <ProgressNoteHistory note={note} />
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this progress note?"
        description={
          note.skillLevels.length > 0
            ? `The note for ${note.studentName} written ${formatSchoolDateTime(note.createdAt)} is removed from their progress page, with the ${pluralize(note.skillLevels.length, 'skill level')} it recorded. This cannot be undone.`
            : `The note for ${note.studentName} written ${formatSchoolDateTime(note.createdAt)} is removed from their progress page. This cannot be undone.`
        }
        confirmLabel="Delete Note"
        pendingLabel="Deleting…"
        destructive
        isPending={deleteNote.isPending}
        onConfirm={handleDelete}
      />
    </li>
  );
}

/** Every note of the school, newest first, each with Delete (after a confirmation). */
export function ProgressNotesList() {
  const notes = useProgressNotes();
  const [shown, setShown] = useState(NOTES_PAGE_SIZE);

  if (notes.isPending) return <ListSkeleton label="Loading progress notes" />;
  if (notes.isError) {
    return (
      <LoadErrorCard
        title="Progress notes didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void notes.refetch()}
        isRetrying={notes.isFetching}
      />
    );
  }
  if (notes.data.length === 0) {
    return (
      <EmptyState icon={NotebookText} title="No progress notes yet">
        Notes you write above appear here and on the learner's progress page.
      </EmptyState>
    );
  }
  const visible = notes.data.slice(0, shown);
  return (
    <SectionCard
      id="all-notes"
      title="All progress notes"
      description={`${pluralize(notes.data.length, 'note')}, newest first.`}
    >
      <ol className="grid gap-3">
        {visible.map((note) => (
          <NoteItem key={note.id} note={note} />
        ))}
      </ol>
      {notes.data.length > visible.length ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => setShown((count) => count + NOTES_PAGE_SIZE)}
        >
          Show more ({notes.data.length - visible.length} more)
        </Button>
      ) : null}
    </SectionCard>
  );
}
