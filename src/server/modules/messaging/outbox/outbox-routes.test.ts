import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { createTestApp, type RunningTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  OUTBOX_OWNER_ONLY_MESSAGE,
  outboxPageSchema,
} from '../../../../core/messaging/outbox/outbox-schemas';
import { verifyInstructorResponseSchema } from '../../../../core/platform/auth/auth-schemas';
import { instructors, outbox, users } from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';
import { hashPassword } from '../../../lib/password-hashing';
import { insertOutboxMessage } from './outbox-repository';

const NOW = new Date('2027-01-05T10:00:00Z');
const SECOND_EMAIL = 'second.instructor@example.com';
const SECOND_PASSWORD = 'second-instructor-2027';

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  // A second instructor of the school, as issue 37 will invite: not the owner.
  await testApp.database.db.insert(instructors).values({
    email: SECOND_EMAIL,
    fullName: 'Second Instructor',
    passwordHash: await hashPassword(SECOND_PASSWORD),
  });
});
beforeEach(async () => {
  await testApp.database.db.delete(outbox);
});

async function signInAs(email: string, password: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${String(response.json().token)}` };
}

function getOutbox(headers: Record<string, string>, query = '', app: RunningTestApp = testApp) {
  return app.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers });
}

function email(to: string, subject: string) {
  return {
    to,
    subject,
    text: `Hello.\nYour page: ${testApp.env.PUBLIC_URL}/progress/abc`,
    kind: 'test_kind',
  };
}

describe('GET /api/outbox: who may read it', () => {
  it('answers the owner, with their role on the session', async () => {
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify-instructor',
      headers: testApp.headers,
    });
    expect(verifyInstructorResponseSchema.parse(session.json()).instructor.role).toBe('owner');
    expect((await getOutbox(testApp.headers)).statusCode).toBe(200);
  });

  it('refuses another instructor with a 403 that names who may, and shows them nothing', async () => {
    await testApp.deps.mail.send(email('learner@example.com', 'Private'));
    const second = await signInAs(SECOND_EMAIL, SECOND_PASSWORD);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify-instructor',
      headers: second,
    });
    expect(verifyInstructorResponseSchema.parse(session.json()).instructor.role).toBe('instructor');

    const response = await getOutbox(second);
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'FORBIDDEN',
      message: OUTBOX_OWNER_ONLY_MESSAGE,
    });
    expect(response.body).not.toContain('learner@example.com');
  });

  it('refuses a request without a session (401)', async () => {
    expect((await getOutbox({})).statusCode).toBe(401);
  });

  it('refuses a bad page size or cursor with a 400', async () => {
    expect((await getOutbox(testApp.headers, '?limit=0')).statusCode).toBe(400);
    expect((await getOutbox(testApp.headers, '?limit=51')).statusCode).toBe(400);
    expect((await getOutbox(testApp.headers, '?before=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/outbox: what it shows', () => {
  it('shows a message kept because e-mail is not set up, with its whole text and recipient', async () => {
    await testApp.deps.mail.send(email('learner@example.com', 'We have your booking request'));
    const page = outboxPageSchema.parse((await getOutbox(testApp.headers)).json());
    expect(page.emailDeliveryConfigured).toBe(false);
    expect(page.linkOrigins).toEqual([new URL(testApp.env.PUBLIC_URL).origin]);
    expect(page.messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'learner@example.com',
        subject: 'We have your booking request',
        text: `Hello.\nYour page: ${testApp.env.PUBLIC_URL}/progress/abc`,
        status: 'not_configured',
        error: null,
        sentAt: null,
      }),
    ]);
    expect(page.nextBefore).toBeNull();
  });

  it('shows a push as what the device displays, never its endpoint', async () => {
    await insertOutboxMessage(testApp.database.db, {
      channel: 'push',
      recipient: 'push-subscription:7',
      subject: 'New booking request',
      bodyText: JSON.stringify({
        topic: 'booking_request',
        title: 'New booking request',
        body: 'Amira Khan asked for Mon 11 Jan',
        url: '/instructor-dashboard?tab=bookings',
      }),
      kind: 'push_booking_request',
      status: 'not_configured',
    });
    const [message] = outboxPageSchema.parse((await getOutbox(testApp.headers)).json()).messages;
    expect(message).toMatchObject({
      channel: 'push',
      recipient: "An instructor's device",
      text: `New booking request\nAmira Khan asked for Mon 11 Jan\n${testApp.env.PUBLIC_URL}/instructor-dashboard?tab=bookings`,
    });
  });

  it("labels a message to a demo learner as demo, by their e-mail in any case or their phone's digits", async () => {
    await testApp.database.db.insert(users).values([
      {
        username: 'demo-learner',
        fullName: 'Demo Learner',
        email: 'demo.learner@example.com',
        phone: '07700 900199',
        source: 'demo',
      },
      {
        username: 'real-learner',
        fullName: 'Real Learner',
        email: 'real.learner@example.com',
        phone: '07700 900188',
      },
    ]);
    try {
      await testApp.deps.mail.send(email('Demo.Learner@Example.com', 'To the demo learner'));
      await testApp.deps.mail.send(email('real.learner@example.com', 'To the real learner'));
      for (const [recipient, kind] of [
        ['+447700900199', 'demo_text'],
        ['whatsapp:+447700900188', 'real_text'],
      ] as const) {
        await insertOutboxMessage(testApp.database.db, {
          channel: recipient.startsWith('whatsapp') ? 'whatsapp' : 'sms',
          recipient,
          bodyText: 'Your lesson is tomorrow at 10:00.',
          kind,
          status: 'not_configured',
        });
      }
      const page = outboxPageSchema.parse((await getOutbox(testApp.headers)).json());
      expect(
        Object.fromEntries(
          page.messages.map((message) => [message.subject ?? message.kind, message.toDemoLearner]),
        ),
      ).toEqual({
        'To the demo learner': true,
        'To the real learner': false,
        demo_text: true,
        real_text: false,
      });
    } finally {
      await testApp.database.db.delete(users);
    }
  });

  it('pages newest first: each page older than the last, and says when there is no more', async () => {
    for (let index = 1; index <= 5; index += 1) {
      await testApp.deps.mail.send(email(`learner${index}@example.com`, `Message ${index}`));
    }
    const first = outboxPageSchema.parse((await getOutbox(testApp.headers, '?limit=2')).json());
    expect(first.messages.map((message) => message.subject)).toEqual(['Message 5', 'Message 4']);
    expect(first.nextBefore).toBe(first.messages[1]?.id);
    const second = outboxPageSchema.parse(
      (await getOutbox(testApp.headers, `?limit=2&before=${first.nextBefore}`)).json(),
    );
    expect(second.messages.map((message) => message.subject)).toEqual(['Message 3', 'Message 2']);
    const third = outboxPageSchema.parse(
      (await getOutbox(testApp.headers, `?limit=2&before=${second.nextBefore}`)).json(),
    );
    expect(third.messages.map((message) => message.subject)).toEqual(['Message 1']);
    expect(third.nextBefore).toBeNull();
  });
});

describe('GET /api/outbox: statuses with e-mail set up', () => {
  it('shows a delivered message as sent, and a refused one as failed with the reason', async () => {
    const smtp = await startSmtpTestServer();
    const refusing = await startSmtpTestServer({ rejectRecipients: true });
    const sending = await createTestApp({
      now: NOW,
      mailTransport: createSmtpMailTransport(smtp.url),
      database: testApp.database,
    });
    const failing = await createTestApp({
      now: NOW,
      mailTransport: createSmtpMailTransport(refusing.url),
      database: testApp.database,
    });
    try {
      await sending.deps.mail.send(email('learner@example.com', 'Delivered'));
      await failing.deps.mail.send(email('gone@example.com', 'Refused'));
      const page = outboxPageSchema.parse((await getOutbox(testApp.headers, '', sending)).json());
      expect(page.emailDeliveryConfigured).toBe(true);
      const [refused, delivered] = page.messages;
      expect(delivered).toMatchObject({ subject: 'Delivered', status: 'sent', error: null });
      expect(delivered?.sentAt).toBe(NOW.toISOString());
      expect(refused).toMatchObject({ subject: 'Refused', status: 'failed', sentAt: null, attempts: 1 });
      expect(refused?.error).toContain('gone@example.com');
    } finally {
      await sending.close();
      await failing.close();
      await smtp.close();
      await refusing.close();
    }
  });
});

describe('roles', () => {
  it('makes the configured instructor the owner at start, and a new account an instructor', async () => {
    const rows = await testApp.database.db.select().from(instructors);
    expect(rows.map((row) => [row.email, row.role]).sort()).toEqual(
      [
        [testApp.env.INSTRUCTOR_EMAIL, 'owner'],
        [SECOND_EMAIL, 'instructor'],
      ].sort(),
    );
    // The database refuses a role outside the one list (core/auth/instructor-roles.ts).
    await expect(
      testApp.database.db.execute(sql`UPDATE instructors SET role = 'admin' WHERE email = ${SECOND_EMAIL}`),
    ).rejects.toThrow();
  });
});
