import { describe, expect, it } from 'vitest';
import { TEST_CENTRES } from '../../../../core/school/content/areas-covered';
import {
  drivingTestReminderEmail,
  drivingTestReminderText,
  instructorDrivingTestReminderEmail,
  type RemindedDrivingTest,
} from './test-reminder-messages';

const SCHOOL = { schoolName: 'Birmingham Automatic Driving School', phone: '0121 496 0123' };
// Wednesday 1 December 2027, 10:00 GMT; the test is the next morning.
const NOW = new Date('2027-12-01T10:00:00Z');
const shirley = TEST_CENTRES.find((centre) => centre.id === 'shirley') ?? null;
const TEST: RemindedDrivingTest = {
  id: 7,
  startsAt: new Date('2027-12-02T08:07:00Z'),
  centre: shirley,
  centreId: 'shirley',
  theoryCertificateNumber: null,
};

describe('the driving test reminder', () => {
  it('says the day, time, centre and its address, and what to bring, without a certificate number when none is recorded', () => {
    expect(drivingTestReminderText({ fullName: 'Zara Quinn' }, TEST, NOW, SCHOOL)).toBe(
      'Hi Zara, your driving test is tomorrow, Thursday 2 December 2027 at 8:07 AM at Birmingham (Shirley) test centre, ' +
        '374 Stratford Road, Shirley, Solihull B90 4AQ. Bring your photocard provisional driving licence. ' +
        'Good luck! Birmingham Automatic Driving School 0121 496 0123',
    );
    const email = drivingTestReminderEmail(
      { fullName: 'Zara Quinn', email: 'zara@example.com' },
      TEST,
      NOW,
      SCHOOL,
    );
    expect(email.subject).toBe('Reminder: your driving test tomorrow at 8:07 AM');
    expect(email.text).toContain(
      'Where: Birmingham (Shirley), 374 Stratford Road, Shirley, Solihull B90 4AQ',
    );
    expect(email.text).toContain('Call us on 0121 496 0123');
  });

  it('names a centre that is no longer in the list by its id, without an address', () => {
    const gone: RemindedDrivingTest = { ...TEST, centre: null, centreId: 'kings-heath' };
    expect(drivingTestReminderText({ fullName: 'Zara Quinn' }, gone, NOW, SCHOOL)).toContain(
      'at the kings-heath test centre. Bring',
    );
  });

  it("tells the instructor when the learner's reminders are off", () => {
    const email = instructorDrivingTestReminderEmail(
      { fullName: 'Zara Quinn' },
      { ...TEST, theoryCertificateNumber: 'QW12345678' },
      false,
      NOW,
      'instructor@example.com',
    );
    expect(email.subject).toBe("Zara Quinn's driving test tomorrow at 8:07 AM");
    expect(email.text).toContain('Theory certificate number on record: QW12345678');
    expect(email.text).toContain('Zara has reminders turned off, so was not reminded');
  });
});
