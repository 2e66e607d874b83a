import { hasLessonStarted, isLessonStillToCome, type StudentCardLesson } from '../lesson-timing';
import { LessonCancelDialog } from './lesson-cancel-dialog';
import { LessonDoneDialog } from './lesson-done-dialog';
import { LessonMoveDialog } from './lesson-move-dialog';
import { LessonNoShowDialog } from './lesson-no-show-dialog';
import { LessonNotesDialog } from './lesson-notes-dialog';

/**
 * The instructor's actions on one lesson, wherever it is listed (the student card, the Manual
 * Booking tab's coming lessons): Done and No-show once it has started, Move and Cancel before it
 * does, the pickup notes at any time; once Done is recorded, the toast offers the lesson's progress
 * note. `hintId` names the sentence saying why Done and No-show
 * wait, for a lesson not yet started.
 */
export function LessonActions({
  lesson,
  studentId,
  studentName,
  now,
  hintId,
}: {
  lesson: StudentCardLesson;
  studentId: number;
  studentName: string;
  now: Date;
  hintId: string;
}) {
  const started = hasLessonStarted(lesson, now);
  return (
    <div className="flex flex-wrap gap-2">
      <LessonDoneDialog
        lesson={lesson}
        studentId={studentId}
        studentName={studentName}
        disabled={!started}
        describedById={started ? undefined : hintId}
      />
      <LessonNoShowDialog
        lesson={lesson}
        studentName={studentName}
        disabled={!started}
        describedById={started ? undefined : hintId}
      />
      {isLessonStillToCome(lesson, now) ? (
        <>
          <LessonMoveDialog lesson={lesson} studentName={studentName} />
          <LessonCancelDialog lesson={lesson} studentName={studentName} />
        </>
      ) : null}
      <LessonNotesDialog lesson={lesson} studentName={studentName} />
    </div>
  );
}
