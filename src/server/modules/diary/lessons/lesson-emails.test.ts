import { describe, expect, it } from 'vitest';
import {
  lessonCancelledByInstructorEmail,
  lessonCancelledByInstructorText,
  lessonMovedByInstructorEmail,
  lessonMovedByInstructorText,
} from './lesson-emails';

const school = { schoolName: 'Test Driving School', phone: '+441214960123' };
const learner = { studentName: 'Amira Khan', studentEmail: 'amira@example.com' };
const startsAt = new Date('2026-03-03T10:00:00Z');
const cancelled = { startsAt, durationMinutes: 60, reason: 'Car off the road', chargedMinutes: 0 };
const nobody = { fullName: null };
const nadia = { fullName: 'Nadia Hussain' };
const moved = { from: startsAt, to: new Date('2026-03-04T10:00:00Z'), durationMinutes: 60 };

describe('lesson notices from the instructor', () => {
  it("show the school's phone number in the UK format", () => {
    expect(lessonCancelledByInstructorEmail(learner, cancelled, school, nobody).text).toContain(
      'Questions? Call us on 0121 496 0123.',
    );
    expect(lessonMovedByInstructorEmail(learner, moved, school, nobody).text).toContain(
      'call us on 0121 496 0123.',
    );
    expect(lessonCancelledByInstructorText(learner, cancelled, school, nobody)).toMatch(
      /Test Driving School, 0121 496 0123$/,
    );
    expect(lessonMovedByInstructorText(learner, moved, school, nobody)).toMatch(
      /Test Driving School, 0121 496 0123$/,
    );
  });

  it("name and sign as the lesson's own instructor, and say 'your instructor' when they have no name", () => {
    const cancelledEmail = lessonCancelledByInstructorEmail(learner, cancelled, school, nadia).text;
    expect(cancelledEmail).toContain('Nadia Hussain has cancelled your 1hr lesson on');
    expect(cancelledEmail.split('\n').slice(-2)).toEqual(['Nadia Hussain', 'Test Driving School']);
    const movedEmail = lessonMovedByInstructorEmail(learner, moved, school, nadia).text;
    expect(movedEmail).toContain('Nadia Hussain has moved your 1hr lesson on');
    expect(movedEmail.split('\n').slice(-2)).toEqual(['Nadia Hussain', 'Test Driving School']);
    expect(lessonCancelledByInstructorText(learner, cancelled, school, nadia)).toMatch(
      /Nadia Hussain, Test Driving School, 0121 496 0123$/,
    );
    expect(lessonMovedByInstructorText(learner, moved, school, nadia)).toMatch(
      /Nadia Hussain, Test Driving School, 0121 496 0123$/,
    );
    const unnamed = lessonCancelledByInstructorEmail(learner, cancelled, school, nobody).text;
    expect(unnamed).toContain('Your instructor has cancelled your 1hr lesson');
    expect(unnamed.split('\n').at(-1)).toBe('Test Driving School');
    expect(unnamed.split('\n').at(-2)).toBe('');
  });
});
