import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../../tests/support/silent-logger';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../../db/database-client';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';
import { findOutboxMessage } from './outbox-repository';
import { createMailService } from './outbox-service';

const NOW = new Date('2027-01-05T10:00:00Z');
const message = {
  to: 'learner@example.com',
  subject: 'Your booking request',
  text: 'We have your booking request.',
  kind: 'booking_received',
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('mail service', () => {
  it('keeps the message readable in the outbox when SMTP is not configured', async () => {
    const mail = createMailService({
      db: handle.db,
      transport: null,
      from: 'School <s@example.com>',
      logger: silentLogger,
      now: () => NOW,
    });
    expect(mail.deliveryConfigured).toBe(false);
    const row = await mail.send(message);
    const stored = await findOutboxMessage(handle.db, row.id);
    expect(stored).toMatchObject({
      channel: 'email',
      recipient: 'learner@example.com',
      subject: 'Your booking request',
      bodyText: 'We have your booking request.',
      kind: 'booking_received',
      status: 'not_configured',
      sentAt: null,
    });
  });

  it('delivers over SMTP and records the message as sent', async () => {
    const smtp = await startSmtpTestServer();
    const mail = createMailService({
      db: handle.db,
      transport: createSmtpMailTransport(smtp.url),
      from: 'School <school@example.com>',
      logger: silentLogger,
      now: () => NOW,
    });
    try {
      const row = await mail.send({
        ...message,
        attachments: [{ filename: 'lesson.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
      });
      const stored = await findOutboxMessage(handle.db, row.id);
      expect(stored?.status).toBe('sent');
      expect(stored?.sentAt?.toISOString()).toBe(NOW.toISOString());
      expect(stored?.attempts).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['learner@example.com']);
      expect(smtp.received[0]?.from).toBe('school@example.com');
      expect(smtp.received[0]?.raw).toContain('Subject: Your booking request');
      expect(smtp.received[0]?.raw).toContain('lesson.ics');
    } finally {
      mail.close();
      await smtp.close();
    }
  });

  it('records a failed delivery with the reason, without throwing at the caller', async () => {
    const smtp = await startSmtpTestServer({ rejectRecipients: true });
    const mail = createMailService({
      db: handle.db,
      transport: createSmtpMailTransport(smtp.url),
      from: 'School <school@example.com>',
      logger: silentLogger,
      now: () => NOW,
    });
    try {
      const row = await mail.send(message);
      const stored = await findOutboxMessage(handle.db, row.id);
      expect(stored?.status).toBe('failed');
      expect(stored?.error).toContain('550');
      expect(stored?.attempts).toBe(1);
    } finally {
      mail.close();
      await smtp.close();
    }
  });

  it('writes inside the caller transaction, so a rolled-back change sends nothing', async () => {
    const mail = createMailService({
      db: handle.db,
      transport: null,
      from: 'School <s@example.com>',
      logger: silentLogger,
      now: () => NOW,
    });
    let enqueuedId = 0;
    await handle.db
      .transaction(async (tx) => {
        const row = await mail.enqueue(tx, { ...message, kind: 'rolled_back' });
        enqueuedId = row.id;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(enqueuedId).toBeGreaterThan(0);
    expect(await findOutboxMessage(handle.db, enqueuedId)).toBeUndefined();
  });
});
