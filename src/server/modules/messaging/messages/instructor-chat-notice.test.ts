import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLearnerWithLink, sendAsLearner } from '../../../../../tests/support/chat-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { instructors, outbox, pushSubscriptions } from '../../../db/schema';
import { INSTRUCTOR_CHAT_NOTICE_KIND } from './chat-notice-messages';

/*
 * The e-mail equivalent of the instructor's chat push (issue 24): an instructor with no device that
 * hears chat messages is e-mailed about a learner's message, at most once per 15 minutes per learner.
 */

const NOW = new Date('2027-03-01T10:00:00Z');
const MINUTE = 60_000;

let instructorEmail: string;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  const instructorId = await getSeededInstructorId(testApp.database.db);
  const [row] = await testApp.database.db
    .select({ email: instructors.email })
    .from(instructors)
    .where(eq(instructors.id, instructorId));
  instructorEmail = row?.email ?? '';
});

async function noticesAbout(studentName: string) {
  const rows = await testApp.database.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, INSTRUCTOR_CHAT_NOTICE_KIND),
        eq(outbox.subject, `New message from ${studentName}`),
      ),
    )
    .orderBy(asc(outbox.id));
  return rows;
}

describe("a learner's chat message, for an instructor without a device that hears chat", () => {
  it('is e-mailed to the instructor at most once per 15 minutes per learner', async () => {
    testApp.setNow(NOW);
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Maya Messages');
    const other = await addLearnerWithLink(testApp, testApp.headers, 'Omar Other');

    await sendAsLearner(testApp, learner.token, 'Can we start at 9 instead of 10 on Friday?');
    const first = await noticesAbout('Maya Messages');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ channel: 'email', recipient: instructorEmail });
    expect(first[0]?.bodyText).toContain('> Can we start at 9 instead of 10 on Friday?');
    expect(first[0]?.bodyText).toContain(`${testApp.env.PUBLIC_URL}/instructor-dashboard?tab=students`);

    // Another learner's conversation has its own 15 minutes.
    await sendAsLearner(testApp, other.token, 'Hello!');
    expect(await noticesAbout('Omar Other')).toHaveLength(1);

    testApp.setNow(new Date(NOW.getTime() + 14 * MINUTE));
    await sendAsLearner(testApp, learner.token, 'Or 9:30 if that is easier.');
    expect(await noticesAbout('Maya Messages')).toHaveLength(1);

    testApp.setNow(new Date(NOW.getTime() + 15 * MINUTE));
    await sendAsLearner(testApp, learner.token, 'Thanks!');
    expect(await noticesAbout('Maya Messages')).toHaveLength(2);
  });

  it('is not e-mailed when a device of the instructor hears chat messages: the push is the notice', async () => {
    testApp.setNow(new Date(NOW.getTime() + 60 * MINUTE));
    const instructorId = await getSeededInstructorId(testApp.database.db);
    await testApp.database.db.insert(pushSubscriptions).values({
      instructorId,
      endpoint: 'https://push.invalid/instructor-phone',
      p256dh: 'BPhonePublicKeyPlaceholderForATestThatNeverSends00',
      auth: 'authsecret-test',
      topics: ['chat_message'],
    });
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Pia Pushed');
    await sendAsLearner(testApp, learner.token, 'See you tomorrow.');
    expect(await noticesAbout('Pia Pushed')).toEqual([]);
    const pushRows = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'push'), eq(outbox.kind, 'push_chat_message')));
    expect(pushRows.some((row) => row.bodyText.includes('See you tomorrow.'))).toBe(true);
  });
});
