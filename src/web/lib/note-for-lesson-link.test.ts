import { describe, expect, it } from 'vitest';
import { getNoteForLessonPath, readNoteForLesson } from './note-for-lesson-link';

describe('the notes tab opened for a lesson', () => {
  it('names the learner and the lesson, and reads them back', () => {
    const path = getNoteForLessonPath(12, 345);
    expect(path).toBe('/instructor-dashboard?tab=notes&noteStudent=12&noteLesson=345');
    expect(readNoteForLesson(new URL(path, 'https://example.test').searchParams)).toEqual({
      studentId: '12',
      lessonId: '345',
    });
  });

  it('ignores anything but two positive whole numbers', () => {
    expect(readNoteForLesson(new URLSearchParams('noteStudent=12'))).toBeNull();
    expect(readNoteForLesson(new URLSearchParams('noteStudent=0&noteLesson=3'))).toBeNull();
    expect(readNoteForLesson(new URLSearchParams('noteStudent=1e3&noteLesson=3'))).toBeNull();
  });
});
