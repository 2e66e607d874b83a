import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilioServer } from '../../../../../tests/support/fake-twilio-server';
import { silentLogger } from '../../../../../tests/support/silent-logger';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../../db/database-client';
import { parseEnv } from '../../../env';
import { findOutboxMessage } from './outbox-repository';
import { createTextMessageServiceFromEnv } from './text-message-service';

const NOW = new Date('2027-01-05T10:00:00Z');

let handle: DatabaseHandle;
let twilio: Awaited<ReturnType<typeof startFakeTwilioServer>>;
beforeAll(async () => {
  [handle, twilio] = await Promise.all([createTestDatabase(), startFakeTwilioServer()]);
});
afterAll(async () => {
  await Promise.all([handle.close(), twilio.close()]);
});

function textService(env: Record<string, string>) {
  return createTextMessageServiceFromEnv({
    env: parseEnv({ NODE_ENV: 'test', ...env }),
    database: handle,
    logger: silentLogger,
    now: () => NOW,
  });
}

describe('text messages through the outbox', () => {
  it('sends an SMS with the real twilio client and records Twilio message id', async () => {
    const texts = textService(twilio.env);
    expect(texts.isConfigured('sms')).toBe(true);
    const row = await texts.send({
      channel: 'sms',
      to: '+447700900123',
      text: 'Your lesson is tomorrow.',
      kind: 'test',
    });
    expect(row.status).toBe('sent');
    const accepted = twilio.sent.at(-1);
    expect(accepted).toMatchObject({
      to: '+447700900123',
      from: '+441214960999',
      body: 'Your lesson is tomorrow.',
    });
    const request = twilio.requests.at(-1);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${twilio.env.TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.headers['user-agent']).toMatch(/^twilio-node\//);
    const stored = await findOutboxMessage(handle.db, row.id);
    expect(stored).toMatchObject({
      channel: 'sms',
      recipient: '+447700900123',
      status: 'sent',
      providerMessageId: accepted?.sid,
      attempts: 1,
    });
    expect(stored?.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(stored?.sentAt?.toISOString()).toBe(NOW.toISOString());
  });

  it('sends WhatsApp from the whatsapp: sender to a whatsapp: address', async () => {
    const texts = textService({ ...twilio.env, TWILIO_WHATSAPP_FROM: '+14155238886' });
    const row = await texts.send({ channel: 'whatsapp', to: '+447700900124', text: 'Hello', kind: 'test' });
    expect(row.status).toBe('sent');
    expect(twilio.sent.at(-1)).toMatchObject({ to: 'whatsapp:+447700900124', from: 'whatsapp:+14155238886' });
    expect((await findOutboxMessage(handle.db, row.id))?.channel).toBe('whatsapp');
  });

  it("records Twilio's refusal with its code and words, without throwing", async () => {
    twilio.refuseRecipient('+447700900999');
    const row = await textService(twilio.env).send({
      channel: 'sms',
      to: '+447700900999',
      text: 'Hello',
      kind: 'test',
    });
    expect(row.status).toBe('failed');
    const stored = await findOutboxMessage(handle.db, row.id);
    expect(stored?.status).toBe('failed');
    expect(stored?.error).toBe(
      "Twilio 21211 (HTTP 400): The 'To' number +447700900999 is not a valid phone number.",
    );
    expect(stored?.providerMessageId).toBeNull();
  });

  it('records a wrong auth token as a failure', async () => {
    const row = await textService({ ...twilio.env, TWILIO_AUTH_TOKEN: 'wrong' }).send({
      channel: 'sms',
      to: '+447700900123',
      text: 'Hello',
      kind: 'test',
    });
    expect(row.status).toBe('failed');
    expect((await findOutboxMessage(handle.db, row.id))?.error).toContain(
      'Twilio 20003 (HTTP 401): Authenticate',
    );
  });

  it('keeps the message in the outbox as not_configured, naming what to set, when a channel has no sender', async () => {
    const sentBefore = twilio.sent.length;
    const { TWILIO_WHATSAPP_FROM: _unset, ...smsOnly } = twilio.env;
    const texts = textService(smsOnly);
    expect(texts.isConfigured('sms')).toBe(true);
    expect(texts.isConfigured('whatsapp')).toBe(false);
    expect(texts.missingConfiguration('whatsapp')).toEqual(['TWILIO_WHATSAPP_FROM']);
    const row = await texts.send({ channel: 'whatsapp', to: '+447700900123', text: 'Hello', kind: 'test' });
    expect(row.status).toBe('not_configured');
    expect((await findOutboxMessage(handle.db, row.id))?.status).toBe('not_configured');
    expect(twilio.sent.length).toBe(sentBefore);

    const nothing = textService({});
    expect(nothing.missingConfiguration('sms')).toEqual([
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_SMS_FROM',
    ]);
  });
});
