import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createPushDevices } from '../../../../../tests/support/push-devices';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../../../../tests/support/push-service-stand-in';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { pushPublicKeyResponseSchema } from '../../../../core/messaging/push/push-schemas';
import { reminderLogResponseSchema } from '../../../../core/messaging/reminders/reminder-schemas';
import { sendDueReminders } from './reminder-scheduler-service';

// Monday 3 May 2027, 09:00 BST. Lessons on Tuesday 4 May; each test its own learner and hour.
const NOW = new Date('2027-05-03T08:00:00Z');

let instructorId: number;
let standIn: PushServiceStandIn;
let devices: ReturnType<typeof createPushDevices>;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  const keyResponse = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
  const publicKey = pushPublicKeyResponseSchema.parse(keyResponse.json()).publicKey;
  if (!publicKey) throw new Error('The test app has no VAPID key');
  devices = createPushDevices(testApp, standIn, publicKey);
  instructorId = await getSeededInstructorId(testApp.database.db);
});
afterAll(async () => {
  await standIn.close();
});

async function logEntriesOf(studentId: number) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/reminders/log',
    headers: testApp.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return reminderLogResponseSchema
    .parse(response.json())
    .entries.filter((entry) => entry.studentId === studentId);
}

/** A 30-minute lesson on Tuesday 4 May at `time` (London) for a new learner; answers the learner's id. */
async function learnerWithLessonAt(fullName: string, time: string): Promise<number> {
  const studentId = await insertLearner(testApp.database.db, { fullName });
  await insertLessonRow(testApp.database.db, {
    studentId,
    instructorId,
    date: '2027-05-04',
    time,
    duration: 30,
  });
  return studentId;
}

describe('the reminder log says how many devices the reminder also reached by push', () => {
  it('counts the devices that hear reminders and received it, not the others', async () => {
    testApp.setNow(NOW);
    const studentId = await learnerWithLessonAt('Petra Pushed', '09:00');
    const phone = await devices.subscribeLearner(studentId, ['lesson_reminder']);
    const laptop = await devices.subscribeLearner(studentId, ['lesson_reminder', 'chat_reply']);
    const chatOnly = await devices.subscribeLearner(studentId, ['chat_reply']);

    const run = await sendDueReminders(testApp.deps);
    expect(run.reminders.filter((reminder) => reminder.kind === '24h').length).toBeGreaterThan(0);

    expect(devices.receivedBy(phone).map((push) => push.topic)).toEqual(['lesson_reminder']);
    expect(devices.receivedBy(laptop).map((push) => push.topic)).toEqual(['lesson_reminder']);
    expect(devices.receivedBy(chatOnly)).toEqual([]);
    const entries = await logEntriesOf(studentId);
    expect(entries.map((entry) => [entry.kind, entry.pushedDevices])).toEqual([['24h', 2]]);
  });

  it('does not count a device the push service says is gone, and says 0 for a learner without push', async () => {
    testApp.setNow(NOW);
    const studentId = await learnerWithLessonAt('Gus Gone', '10:00');
    const kept = await devices.subscribeLearner(studentId, ['lesson_reminder']);
    const gone = await devices.subscribeLearner(studentId, ['lesson_reminder']);
    devices.markGone(gone);
    const withoutPush = await learnerWithLessonAt('Nora Nopush', '10:30');

    // 10:30 BST: both lessons' 24-hour reminders are due.
    testApp.setNow(new Date('2027-05-03T09:30:00Z'));
    await sendDueReminders(testApp.deps);

    expect(devices.receivedBy(kept)).toHaveLength(1);
    expect(devices.receivedBy(gone)).toEqual([]);
    expect((await logEntriesOf(studentId)).map((entry) => entry.pushedDevices)).toEqual([1]);
    expect((await logEntriesOf(withoutPush)).map((entry) => entry.pushedDevices)).toEqual([0]);
  });
});
