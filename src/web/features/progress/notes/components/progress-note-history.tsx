import { useState } from 'react';
import { assessmentLabels } from '../../../../../core/progress/note-skills';
import type { SchoolProgressNote } from '../../../../../core/progress/progress-notes-schemas';
import { Button } from '../../../../components/ui/button';
import { formatSchoolDateTime, pluralize } from '../../../../lib/school-time-format';
import { useProgressNoteHistory } from '../api/get-progress-note-history';

/** "Edited …" under an edited note, and its earlier versions on request. */
export function ProgressNoteHistory({ note }: { note: SchoolProgressNote }) {
  const [shown, setShown] = useState(false);
  const history = useProgressNoteHistory(note.id, shown);
  if (!note.editedAt) return null;
  const listId = `note-${note.id}-history`;
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-slate-600">
        Edited {formatSchoolDateTime(note.editedAt)}
        <Button
          variant="ghost"
          size="compact"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide earlier versions' : 'Show earlier versions'}
        </Button>
      </p>
      {shown ? (
        <div id={listId}>
          {history.isPending ? (
            <p className="text-slate-600">Loading earlier versions…</p>
          ) : history.isError ? (
            <p className="text-red-700">
              Earlier versions could not be loaded.{' '}
              <Button variant="ghost" size="compact" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </p>
          ) : history.data.length === 0 ? (
            <p className="text-slate-600">No earlier versions.</p>
          ) : (
            <ol className="grid gap-2" aria-label={`${pluralize(history.data.length, 'earlier version')}`}>
              {history.data.map((revision) => (
                <li
                  key={revision.id}
                  className="grid gap-1 rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2"
                >
                  <p className="text-slate-600">
                    Written {formatSchoolDateTime(revision.writtenAt)} · replaced{' '}
                    {formatSchoolDateTime(revision.replacedAt)}
                    {revision.replacedByName ? ` by ${revision.replacedByName}` : ''}
                  </p>
                  <p className="break-words whitespace-pre-line text-slate-800">
                    {revision.instructorNotes || '(no notes)'}
                  </p>
                  <p className="text-slate-700">Assessment: {assessmentLabels[revision.overallAssessment]}</p>
                  {revision.areasToImprove ? <p>Areas to improve: {revision.areasToImprove}</p> : null}
                  {revision.homeworkAssigned ? <p>Homework: {revision.homeworkAssigned}</p> : null}
                  {revision.nextLessonFocus ? <p>Next lesson focus: {revision.nextLessonFocus}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}
