import { describe, expect, it } from 'vitest';
import { runningLateEmail, runningLateText } from './running-late-messages';

const school = { schoolName: 'Test Driving School', phone: '+441214960123' };
const learner = { studentName: 'Amira Khan', studentEmail: 'amira@example.com' };
// Tuesday 3 March 2026, 10:00 GMT.
const lesson = { startsAt: new Date('2026-03-03T10:00:00Z'), minutes: 20 };

describe('the running-late notice', () => {
  it("says 'today' on the lesson's day, London time, with the school's number in the UK format", () => {
    const sameDay = new Date('2026-03-03T08:00:00Z');
    expect(runningLateText(learner, lesson, school, sameDay)).toBe(
      'Hi Amira, your instructor is running about 20 minutes late for your lesson today at 10:00 AM. Sorry for the wait! Test Driving School, 0121 496 0123',
    );
    const email = runningLateEmail(learner, lesson, school, sameDay);
    expect(email).toMatchObject({
      to: 'amira@example.com',
      kind: 'lesson_running_late',
      subject: 'Running about 20 minutes late for your lesson today at 10:00 AM',
    });
    expect(email.text).toContain('Questions? Call us on 0121 496 0123.');
  });

  it('names the date for a lesson on another day', () => {
    const dayBefore = new Date('2026-03-02T22:00:00Z');
    expect(runningLateText(learner, lesson, school, dayBefore)).toContain(
      'for your lesson on Tuesday 3 March 2026 at 10:00 AM.',
    );
  });
});
