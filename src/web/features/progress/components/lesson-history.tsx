import { Car, Target } from 'lucide-react';
import { formatLongDate } from '../../../../core/format/display-format';
import { AssessmentBadge } from '../../../components/ui/assessment-badge';
import { Card } from '../../../components/ui/card';
import { getNoteDate, sortNotesNewestFirst } from '../progress-display';
import { type LearnerProgressNote, SkillChips } from './progress-notes-list';

/** The learner's lessons as a timeline, newest first. */
export function LessonHistory({ notes }: { notes: readonly LearnerProgressNote[] }) {
  if (notes.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-5 py-10 text-center">
        <Car aria-hidden="true" className="size-10 text-slate-400" />
        <p className="font-semibold">No lessons yet</p>
        <p className="text-slate-600">After your first lesson your instructor's notes will appear here.</p>
      </Card>
    );
  }
  return (
    <ol className="relative grid gap-4 border-l-2 border-blue-200 pl-6">
      {sortNotesNewestFirst(notes).map((note) => (
        <li key={note.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-5 -left-[33px] size-4 rounded-full border-2 border-white bg-blue-700 ring-2 ring-blue-200"
          />
          <Card className="grid gap-3 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg">{formatLongDate(getNoteDate(note))}</h3>
              <AssessmentBadge assessment={note.overallAssessment} />
            </div>
            <SkillChips skills={note.skillsPracticed} />
            {note.instructorNotes.trim() !== '' ? (
              <p className="whitespace-pre-line text-slate-800">{note.instructorNotes}</p>
            ) : null}
            {note.nextLessonFocus ? (
              <p className="flex items-start gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
                <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">Next time: </span>
                  {note.nextLessonFocus}
                </span>
              </p>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}
