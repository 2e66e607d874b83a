import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from '../../../../core/school/settings/school-figures';
import { lessonReminderEmail, lessonReminderText, testReminderEmail } from './reminder-messages';

const school = { schoolName: 'Test Driving School', phone: '01214960123', terms: DEFAULT_CANCELLATION_TERMS };
const student = { fullName: 'Amira Khan', email: 'amira@example.com' };
const lesson = { startsAt: new Date('2026-03-03T10:00:00Z'), durationMinutes: 60, instructorName: null };
const now = new Date('2026-03-02T10:00:00Z');

describe('reminder messages', () => {
  it("show the school's phone number in the UK format", () => {
    expect(lessonReminderText(student, lesson, now, school)).toContain(
      'Need to change it? Call 0121 496 0123.',
    );
    expect(lessonReminderEmail(student, lesson, '24h', now, school).text).toContain(
      'call us on 0121 496 0123 as soon as you can',
    );
    expect(testReminderEmail(student, 'sms', school).text.split('\n').at(-1)).toBe('0121 496 0123');
  });

  it("remind in the name of the lesson's own instructor", () => {
    const hers = { ...lesson, instructorName: 'Nadia Hussain' };
    expect(lessonReminderText(student, hers, now, school)).toContain(
      '(1hr) with Nadia Hussain, Test Driving School.',
    );
    expect(lessonReminderEmail(student, hers, '24h', now, school).text.split('\n').slice(-3)).toEqual([
      'See you soon,',
      'Nadia Hussain',
      'Test Driving School',
    ]);
    expect(lessonReminderText(student, lesson, now, school)).toContain('(1hr) with Test Driving School.');
  });
});
