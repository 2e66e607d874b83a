import { z } from 'zod';
import { toZonedParts } from '../../time/london-time';
import { LESSON_STATUS_VALUES, type Lesson } from './lessons-schemas';

/** A stored lesson as the server reads it (instants, minutes), before it is shown. */
export interface StoredLesson {
  id: number;
  bookingId: number | null;
  studentId: number;
  instructorId: number;
  startsAt: Date;
  endsAt: Date;
  bookedDurationMinutes: number;
  actualDurationMinutes: number | null;
  status: string;
  notes: string | null;
  completedAt: Date | null;
}

const lessonStatusSchema = z.enum(LESSON_STATUS_VALUES);

/**
 * A stored lesson in the API's terms, its times in `timeZone`. Here rather than in the lessons
 * module so every module that shows a lesson (time off lists the ones it clashes with) maps it
 * the same way without importing the lessons service.
 */
export function toLessonView(row: StoredLesson, timeZone: string): Lesson {
  const start = toZonedParts(row.startsAt, timeZone);
  return {
    id: row.id,
    bookingId: row.bookingId,
    studentId: row.studentId,
    instructorId: row.instructorId,
    date: start.date,
    startTime: start.time,
    endTime: toZonedParts(row.endsAt, timeZone).time,
    bookedDuration: row.bookedDurationMinutes,
    actualDuration: row.actualDurationMinutes,
    status: lessonStatusSchema.parse(row.status),
    notes: row.notes,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
