import { BookOpen, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatLongDate } from '../../../../../core/format/display-format';
import type { learnerProgressNoteSchema } from '../../../../../core/progress/progress-schemas';
import { AssessmentBadge } from '../../../../components/ui/assessment-badge';
import { Card } from '../../../../components/ui/card';
import { getNoteDate, sortNotesNewestFirst } from '../progress-display';

export type LearnerProgressNote = z.infer<typeof learnerProgressNoteSchema>;

function NoteSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h4>
      <p className="whitespace-pre-line text-slate-800">{children}</p>
    </div>
  );
}

export function SkillChips({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills practised" className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800">
          {skill}
        </li>
      ))}
    </ul>
  );
}

/** Every lesson note, newest first: date, assessment, skills, notes, areas to improve, homework, next focus. */
export function ProgressNotesList({
  notes,
  headingLevel = 'h3',
}: {
  notes: readonly LearnerProgressNote[];
  headingLevel?: 'h2' | 'h3';
}) {
  if (notes.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-5 py-10 text-center">
        <NotebookPen aria-hidden="true" className="size-10 text-slate-400" />
        <p className="font-semibold">No lesson notes yet</p>
        <p className="text-slate-600">Your instructor's notes appear here after each lesson.</p>
      </Card>
    );
  }
  const Heading = headingLevel;
  return (
    <ol className="grid gap-4">
      {sortNotesNewestFirst(notes).map((note) => (
        <li key={note.id}>
          <Card className="grid gap-3 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Heading className="flex items-center gap-2 text-lg">
                <BookOpen aria-hidden="true" className="size-5 text-blue-700" />
                {formatLongDate(getNoteDate(note))}
              </Heading>
              <AssessmentBadge assessment={note.overallAssessment} />
            </div>
            <SkillChips skills={note.skillsPracticed} />
            {note.instructorNotes.trim() !== '' ? (
              <NoteSection title="Notes">{note.instructorNotes}</NoteSection>
            ) : null}
            {note.areasToImprove ? (
              <NoteSection title="Areas to improve">{note.areasToImprove}</NoteSection>
            ) : null}
            {note.homeworkAssigned ? (
              <NoteSection title="Homework">{note.homeworkAssigned}</NoteSection>
            ) : null}
            {note.nextLessonFocus ? (
              <NoteSection title="Next lesson focus">{note.nextLessonFocus}</NoteSection>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}
