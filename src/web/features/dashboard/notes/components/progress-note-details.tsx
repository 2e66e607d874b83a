import type { ProgressNote } from '../../../../../core/dashboard/progress-notes-schemas';
import {
  formatDurationLabel,
  formatShortDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { AssessmentBadge } from '../../../../components/ui/assessment-badge';
import { SkillChips } from '../../components/skill-chips';
import { formatSchoolDateTime } from '../../dashboard-format';

function NoteText({ term, text }: { term: string; text: string | null }) {
  if (text === null || text.trim() === '') return null;
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="whitespace-pre-line text-slate-900">{text}</dd>
    </div>
  );
}

/** A progress note's lesson, assessment, skills and texts (the notes list and the progress dialog). */
export function ProgressNoteDetails({ note }: { note: ProgressNote }) {
  const lesson = note.lesson;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <AssessmentBadge assessment={note.overallAssessment} />
          <span className="font-medium text-slate-900">
            {lesson
              ? `Lesson ${formatShortDate(lesson.date)}, ${formatTime12h(lesson.startTime)} (${formatDurationLabel(lesson.actualDuration ?? lesson.bookedDuration)})`
              : 'Not linked to a lesson'}
          </span>
        </div>
        <p className="text-sm text-slate-600">Written {formatSchoolDateTime(note.createdAt)}</p>
      </div>
      <SkillChips skills={note.skillsPracticed} label="Skills practised" />
      <dl className="grid gap-2">
        <NoteText term="Instructor notes" text={note.instructorNotes} />
        <NoteText term="Areas to improve" text={note.areasToImprove} />
        <NoteText term="Homework" text={note.homeworkAssigned} />
        <NoteText term="Next lesson focus" text={note.nextLessonFocus} />
      </dl>
    </div>
  );
}
