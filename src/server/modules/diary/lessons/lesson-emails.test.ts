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
const moved = { from: startsAt, to: new Date('2026-03-04T10:00:00Z'), durationMinutes: 60 };

describe('lesson notices from the instructor', () => {
  it("show the school's phone number in the UK format", () => {
    expect(lessonCancelledByInstructorEmail(learner, cancelled, school).text).toContain(
      'Questions? Call us on 0121 496 0123.',
    );
    expect(lessonMovedByInstructorEmail(learner, moved, school).text).toContain('call us on 0121 496 0123.');
    expect(lessonCancelledByInstructorText(learner, cancelled, school)).toMatch(
      /Test Driving School, 0121 496 0123$/,
    );
    expect(lessonMovedByInstructorText(learner, moved, school)).toMatch(
      /Test Driving School, 0121 496 0123$/,
    );
  });
});
