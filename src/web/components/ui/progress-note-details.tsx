import { formatDurationLabel, formatShortDate, formatTime12h } from '../../../core/format/display-format';
import type { ProgressNote } from '../../../core/progress/progress-notes-schemas';
import { skillLevelLabels } from '../../../core/progress/skill-levels';
import { formatSchoolDateTime } from '../../lib/school-time-format';
import { AssessmentBadge } from './assessment-badge';

function NoteText({ term, text }: { term: string; text: string | null }) {
  if (text === null || text.trim() === '') return null;
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="whitespace-pre-line text-slate-900">{text}</dd>
    </div>
  );
}

/**
 * The note's skills: each level recorded (skills-map order) with its level, then the other skills
 * typed. A text that is part of a level skill's name (an old tick, 'Dual Carriageway') is not
 * repeated.
 */
function NoteSkills({ note }: { note: ProgressNote }) {
  const levelNames = note.skillLevels.map((entry) => entry.skill.toLowerCase());
  const others = note.skillsPracticed.filter((text) => {
    const key = text.trim().toLowerCase();
    return !levelNames.some((name) => name.includes(key));
  });
  if (note.skillLevels.length === 0 && others.length === 0) {
    return <p className="text-sm text-slate-600">No skills recorded.</p>;
  }
  return (
    <ul aria-label="Skills practised" className="flex flex-wrap gap-1.5">
      {note.skillLevels.map(({ skill, level }) => (
        <li key={skill} className="rounded-full bg-blue-50 px-2.5 py-0.5 text-sm text-slate-900">
          {skill} <span className="text-slate-700">· {skillLevelLabels[level]}</span>
        </li>
      ))}
      {others.map((skill) => (
        <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
          {skill}
        </li>
      ))}
    </ul>
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
      <NoteSkills note={note} />
      <dl className="grid gap-2">
        <NoteText term="Instructor notes" text={note.instructorNotes} />
        <NoteText term="Areas to improve" text={note.areasToImprove} />
        <NoteText term="Homework" text={note.homeworkAssigned} />
        <NoteText term="Next lesson focus" text={note.nextLessonFocus} />
      </dl>
    </div>
  );
}
