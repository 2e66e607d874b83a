import { TEST_CENTRES } from '../../../../core/school/content/areas-covered';
import type { AppDependencies } from '../../../app-types';
import { getSchoolDetails } from '../../../lib/school-details';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import { getInstructorOfStudent } from '../messages/messages-service';
import type { OutboxRow } from '../outbox/outbox-repository';
import { recordDelivery } from '../outbox/outbox-service';
import { deliverOutboxRows } from '../outbox/with-outbox';
import { enqueueLearnerPushNotice } from '../push/learner-push-notices';
import { enqueueInstructorPush } from '../push/push-service';
import {
  deliverReminder,
  type EnqueuedReminder,
  enqueueReminder,
  type ReminderDeliveryPlan,
  withdrawReminder,
} from '../reminders/reminder-delivery-service';
import { resolveReminderPreference, toReminderDefaults } from '../reminders/reminder-preferences';
import { deliverReminderPushes } from '../reminders/reminder-pushes';
import { UNCONFIRMED_REMINDER_MESSAGE } from '../reminders/reminder-scheduler-service';
import type { ReminderLogRow } from '../reminders/reminders-repository';
import {
  findLearnerWithReminderPreference,
  logReminder,
  recordReminderDelivery,
} from '../reminders/reminders-service';
import {
  DRIVING_TEST_REMINDER_KIND,
  drivingTestReminderEmail,
  drivingTestReminderPush,
  drivingTestReminderText,
  instructorDrivingTestReminderEmail,
  instructorDrivingTestReminderPush,
  type RemindedDrivingTest,
} from './test-reminder-messages';
import {
  claimDueDrivingTests,
  findPracticalTestSchedule,
  findTheoryCertificateNumber,
  releaseDrivingTestClaim,
} from './test-reminders-repository';

/** A booked practical test is reminded when it starts within this. */
export const DRIVING_TEST_REMINDER_LEAD_MS = 48 * 60 * 60_000;

export interface TestReminderRunResult {
  /** One entry per test this run claimed, with what became of the learner's reminder. */
  reminders: {
    testId: number;
    studentId: number;
    /** 'off': the learner's reminders are turned off (only the instructor was told). */
    status: 'sent' | 'failed' | 'withdrawn' | 'off';
    deliveryMethod: string | null;
    pushedDevices: number;
  }[];
}

interface LearnerReminder {
  log: ReminderLogRow;
  plan: ReminderDeliveryPlan;
  enqueued: EnqueuedReminder;
  pushRows: OutboxRow[];
}

interface ClaimedTest {
  testId: number;
  studentId: number;
  startsAt: Date;
  claimedAt: Date;
  /** Null when the learner's reminders are turned off. */
  learner: LearnerReminder | null;
  /** The instructor's e-mail, when the school has an instructor account. */
  instructorEmail: OutboxRow | null;
  /** One per instructor device that hears learners' driving tests. */
  instructorPushRows: OutboxRow[];
}

/**
 * One run of the driving-test reminder (every few minutes, and callable with any clock in tests).
 *
 * In one transaction: claims the booked tests starting within 48 hours that were not reminded
 * (UPDATE ... WHERE reminder_sent_at IS NULL RETURNING: once across processes and restarts), and
 * writes to the outbox the learner's reminder by their channel (with the e-mail fallback), a push
 * to their devices that hear reminders, an e-mail to their instructor and a push to the instructor's
 * devices that hear learners' driving tests, with a reminder_log row of kind 'driving_test'. After it commits, each is delivered unless the test was cancelled or
 * moved the moment after the claim, and the log row records what became of it.
 */
export async function sendDueTestReminders(deps: AppDependencies): Promise<TestReminderRunResult> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);

  const claimed = await deps.database.db.transaction(async (tx) => {
    const defaults = toReminderDefaults(await getSchoolSettings(deps, tx));
    const tests = await claimDueDrivingTests(
      tx,
      { startsAfter: now, startsAtOrBefore: new Date(now.getTime() + DRIVING_TEST_REMINDER_LEAD_MS) },
      now,
    );
    const claims: ClaimedTest[] = [];
    for (const test of tests) {
      const found = await findLearnerWithReminderPreference(tx, test.studentId);
      if (!found) continue;
      const { student } = found;
      const preference = resolveReminderPreference(found.preference, defaults);
      const reminded: RemindedDrivingTest = {
        id: test.id,
        startsAt: test.startsAt,
        centre: TEST_CENTRES.find((centre) => centre.id === test.testCentre) ?? null,
        centreId: test.testCentre,
        theoryCertificateNumber: await findTheoryCertificateNumber(tx, test.studentId),
      };

      let learner: LearnerReminder | null = null;
      // "No Reminders" is respected for the test too; the instructor's e-mail says so.
      if (preference.reminderType !== 'none') {
        const log = await logReminder(tx, {
          lessonId: null,
          studentId: student.id,
          reminderKind: 'driving_test',
          // The log's start is a lesson's (a check keeps it null without one).
          lessonStartsAt: null,
          reminderType: preference.reminderType,
          deliveryMethod: preference.reminderType,
          status: 'failed',
          errorMessage: UNCONFIRMED_REMINDER_MESSAGE,
          sentAt: now,
        });
        const plan: ReminderDeliveryPlan = {
          student,
          channel: preference.reminderType,
          text: drivingTestReminderText(student, reminded, now, school),
          email: drivingTestReminderEmail(student, reminded, now, school),
          kind: DRIVING_TEST_REMINDER_KIND,
        };
        learner = {
          log,
          plan,
          enqueued: await enqueueReminder(deps, tx, plan),
          pushRows: await enqueueLearnerPushNotice(
            deps,
            tx,
            student.id,
            drivingTestReminderPush(reminded, now),
            now,
          ),
        };
      }

      // The instructor: an e-mail, and a push to their devices that hear learners' driving tests.
      const instructor = await getInstructorOfStudent(tx, student.id);
      const instructorEmail = instructor
        ? await deps.mail.enqueue(
            tx,
            instructorDrivingTestReminderEmail(student, reminded, learner !== null, now, instructor.email),
          )
        : null;
      const instructorPushRows = await enqueueInstructorPush(
        deps,
        tx,
        instructorDrivingTestReminderPush(student, reminded, now),
      );
      claims.push({
        testId: test.id,
        studentId: student.id,
        startsAt: test.startsAt,
        claimedAt: now,
        learner,
        instructorEmail,
        instructorPushRows,
      });
    }
    return claims;
  });

  const reminders: TestReminderRunResult['reminders'] = [];
  for (const claim of claimed) {
    reminders.push(await deliverClaimedTestReminder(deps, claim));
  }
  return { reminders };
}

async function withdrawClaim(deps: AppDependencies, claim: ClaimedTest, message: string): Promise<void> {
  const { db } = deps.database;
  if (claim.learner) {
    await withdrawReminder(deps, claim.learner.enqueued, message);
    for (const row of claim.learner.pushRows) {
      if (row.status === 'pending') await recordDelivery(db, row.id, { status: 'failed', error: message });
    }
    await recordReminderDelivery(db, claim.learner.log.id, {
      deliveryMethod: claim.learner.log.deliveryMethod,
      status: 'failed',
      providerMessageId: null,
      errorMessage: message,
      sentAt: deps.now(),
    });
  }
  for (const row of [
    ...(claim.instructorEmail ? [claim.instructorEmail] : []),
    ...claim.instructorPushRows,
  ]) {
    if (row.status === 'pending') await recordDelivery(db, row.id, { status: 'failed', error: message });
  }
  // A test moved to another time is reminded for its new time in its turn.
  await releaseDrivingTestClaim(db, {
    testId: claim.testId,
    startsAt: claim.startsAt,
    claimedAt: claim.claimedAt,
  });
}

async function deliverClaimedTestReminder(
  deps: AppDependencies,
  claim: ClaimedTest,
): Promise<TestReminderRunResult['reminders'][number]> {
  const { db } = deps.database;
  const summary = { testId: claim.testId, studentId: claim.studentId };
  // The test was locked while it was claimed; a cancellation or move that came in the moment
  // after must not be followed by a reminder for the old time.
  const current = await findPracticalTestSchedule(db, claim.testId);
  if (current?.status !== 'booked' || current.startsAt.getTime() !== claim.startsAt.getTime()) {
    const reason =
      current === undefined || current.status === 'cancelled'
        ? 'the test was cancelled'
        : current.status === 'booked'
          ? 'the test was moved'
          : 'the test already has its result';
    await withdrawClaim(deps, claim, `Not sent: ${reason} just before the reminder went.`);
    return {
      ...summary,
      status: 'withdrawn',
      deliveryMethod: claim.learner?.log.deliveryMethod ?? null,
      pushedDevices: 0,
    };
  }

  // Never throws: each outcome is recorded on its outbox row.
  await deliverOutboxRows(deps, [
    ...(claim.instructorEmail ? [claim.instructorEmail] : []),
    ...claim.instructorPushRows,
  ]);
  const { learner } = claim;
  if (!learner) return { ...summary, status: 'off', deliveryMethod: null, pushedDevices: 0 };

  const pushedDevices = await deliverReminderPushes(deps, learner.pushRows);
  try {
    const outcome = await deliverReminder(deps, learner.plan, learner.enqueued);
    const status = outcome.status === 'sent' ? 'sent' : 'failed';
    await recordReminderDelivery(db, learner.log.id, {
      deliveryMethod: outcome.deliveryMethod,
      status,
      providerMessageId: outcome.providerMessageId,
      errorMessage: outcome.problem,
      pushedDevices,
      sentAt: deps.now(),
    });
    return { ...summary, status, deliveryMethod: outcome.deliveryMethod, pushedDevices };
  } catch (error) {
    // A database or programming error, not a provider's answer: recorded, never retried (sent once).
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.error({ err: error, testId: claim.testId }, 'driving test reminder delivery failed');
    await recordReminderDelivery(db, learner.log.id, {
      deliveryMethod: learner.log.deliveryMethod,
      status: 'failed',
      providerMessageId: null,
      errorMessage: `Not sent: ${reason}`,
      pushedDevices,
      sentAt: deps.now(),
    });
    return { ...summary, status: 'failed', deliveryMethod: learner.log.deliveryMethod, pushedDevices };
  }
}
