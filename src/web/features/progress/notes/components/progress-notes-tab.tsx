import { ProgressNoteForm } from './progress-note-form';
import { ProgressNotesList } from './progress-notes-list';

/** The notes tab: write a note, and every note so far. */
export function ProgressNotesTab() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl">Add Progress Notes</h2>
        <p className="text-slate-700">Record what each learner practised and what comes next.</p>
      </div>
      <ProgressNoteForm />
      <ProgressNotesList />
    </div>
  );
}
