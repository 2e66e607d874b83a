import { randomBytes } from 'node:crypto';
import { startFakeHttpServer } from './fake-http-server';

export const FAKE_TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_AUTH_TOKEN = 'fake-twilio-auth-token';
export const FAKE_TWILIO_SMS_FROM = '+441214960999';
export const FAKE_TWILIO_WHATSAPP_FROM = 'whatsapp:+14155238886';

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-zA-Z]+)\/Messages\.json$/;

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

/**
 * Twilio's Messages API as the real `twilio` client calls it: form-encoded POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth (SID and token). Answers 201 with a
 * queued message (sid SM...), or Twilio's error JSON ({ code, message, more_info, status }) for a bad
 * login or a recipient the test told it to refuse.
 */
export async function startFakeTwilioServer() {
  const refused = new Map<string, { code: number; message: string; status: number }>();
  const sent: FakeTwilioMessage[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_ACCOUNT_SID}:${FAKE_TWILIO_AUTH_TOKEN}`).toString('base64')}`;

  const server = await startFakeHttpServer((request) => {
    const match = MESSAGES_PATH.exec(request.path);
    if (request.method !== 'POST' || !match) return undefined;
    const accountSid = match[1] ?? '';
    if (request.headers.authorization !== expectedAuth || accountSid !== FAKE_TWILIO_ACCOUNT_SID) {
      return twilioError(401, 20003, 'Authenticate');
    }
    const form = new URLSearchParams(request.body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
    const refusal = refused.get(to);
    if (refusal) return twilioError(refusal.status, refusal.code, refusal.message);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    sent.push({ sid, to, from, body });
    const now = new Date().toUTCString();
    return {
      status: 201,
      body: {
        sid,
        account_sid: accountSid,
        api_version: '2010-04-01',
        to,
        from,
        body,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        num_media: '0',
        price: null,
        price_unit: 'GBP',
        error_code: null,
        error_message: null,
        messaging_service_sid: null,
        date_created: now,
        date_updated: now,
        date_sent: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      },
    };
  });

  return {
    ...server,
    /** The environment that points the app's Twilio client at this fake, both channels on. */
    env: {
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
      TWILIO_SMS_FROM: FAKE_TWILIO_SMS_FROM,
      TWILIO_WHATSAPP_FROM: FAKE_TWILIO_WHATSAPP_FROM,
      TWILIO_API_BASE: server.url,
    },
    /** Messages accepted so far, in order. */
    sent,
    /** Answers every later message to `to` (as sent, e.g. +447700900123 or whatsapp:+44...) with Twilio's 21211. */
    refuseRecipient(to: string) {
      refused.set(to, {
        status: 400,
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
      });
    },
    /** Accepts messages to `to` again. */
    acceptRecipient(to: string) {
      refused.delete(to);
    },
  };
}

function twilioError(status: number, code: number, message: string) {
  return {
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  };
}
