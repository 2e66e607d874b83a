import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from '../../../../core/school/settings/school-figures';
import { type LessonChangeEmailDetails, lessonChangedEmail } from './lesson-change-emails';

const school = {
  schoolName: 'Test Driving School',
  phone: '01214960123',
  email: 'bookings@school.example',
  publicUrl: 'https://school.example',
  terms: DEFAULT_CANCELLATION_TERMS,
  bankReferenceFormat: 'BOOKING-{id}',
};
const details: LessonChangeEmailDetails = {
  kind: 'reschedule',
  window: 'free',
  forfeitPence: 0,
  reason: 'Work',
  studentName: 'Amira Khan',
  studentEmail: 'amira@example.com',
  instructorEmail: 'instructor@example.com',
  packageName: 'Single lesson',
  from: { date: '2026-03-03', startTime: '10:00', duration: 60 },
  to: { date: '2026-03-04', startTime: '10:00', duration: 60 },
  moved: {
    lessonId: 5,
    startsAt: new Date('2026-03-04T10:00:00Z'),
    endsAt: new Date('2026-03-04T11:00:00Z'),
  },
};

describe('lesson change e-mails', () => {
  it("show the school's phone number in the UK format, in the e-mail and its calendar file", () => {
    const email = lessonChangedEmail(details, school, null);
    expect(email.text).toContain('Questions? Call us on 0121 496 0123.');
    expect(email.attachments?.[0]?.content).toContain('0121 496 0123');
  });

  it("quote the school's own terms", () => {
    const terms = { freeChangeHours: 72, lateChangeHours: 12, lateChangeForfeitPercent: 25, movesAllowed: 1 };
    const free = lessonChangedEmail(details, { ...school, terms }, null);
    expect(free.text).toContain(
      'It was changed 72 hours or more before the lesson, so nothing is forfeited.',
    );
    const late = lessonChangedEmail(
      { ...details, window: 'half_fee', forfeitPence: 900 },
      { ...school, terms },
      null,
    );
    expect(late.text).toContain(
      'It was changed between 12 and 72 hours before the lesson: under our terms 25% of the lesson fee (£9.00) is forfeited.',
    );
  });
});
