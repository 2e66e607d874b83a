import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushServiceStandIn, startPushServiceStandIn } from './push-service-stand-in';

/*
 * The stand-in is what proves the server's pushes are signed and encrypted as a real push service
 * wants them: here it is shown to refuse what a real one refuses, so its "201" means something.
 */

const schoolKeys = webPush.generateVAPIDKeys();
const strangerKeys = webPush.generateVAPIDKeys();
const subject = 'mailto:bookings@example.com';

let standIn: PushServiceStandIn;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
});
afterAll(async () => {
  await standIn.close();
});

/** What web-push would send, sent with fetch (web-push's own sender speaks only HTTPS). */
async function send(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  change: (request: { headers: Record<string, string>; body: Buffer }) => void = () => {},
) {
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject, ...schoolKeys },
    TTL: 60,
    contentEncoding: 'aes128gcm',
  });
  const request = { headers: { ...details.headers }, body: Buffer.from(details.body ?? '') };
  change(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  return fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body) });
}

function vapidAuthorization(options: { audience?: string; privateKey?: string; expiration?: number }) {
  const headers = webPush.getVapidHeaders(
    options.audience ?? standIn.origin,
    subject,
    schoolKeys.publicKey,
    options.privateKey ?? schoolKeys.privateKey,
    'aes128gcm',
    options.expiration,
  );
  return headers.Authorization;
}

describe('the push service stand-in', () => {
  it('accepts a push web-push signed and encrypted, and decrypts it with the device keys', async () => {
    const device = standIn.createDevice(schoolKeys.publicKey);
    const response = await send(device.subscription, '{"hello":"Amira – £45"}');
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/\/message\/\d+$/);
    const [push] = standIn.receivedBy(device.id);
    expect(push?.payload).toBe('{"hello":"Amira – £45"}');
    expect(push?.ttl).toBe(60);
    expect(push?.claims).toMatchObject({ aud: standIn.origin, sub: subject });
  });

  it('refuses a JWT not signed by the private key of k', async () => {
    const device = standIn.createDevice(schoolKeys.publicKey);
    const response = await send(device.subscription, 'x', (request) => {
      request.headers.Authorization = vapidAuthorization({ privateKey: strangerKeys.privateKey });
    });
    expect(response.status).toBe(403);
    expect(standIn.refused.at(-1)?.reason).toBe('the JWT signature does not verify with k');
    expect(standIn.receivedBy(device.id)).toEqual([]);
  });

  it('refuses a push signed with a key the device did not subscribe with', async () => {
    const device = standIn.createDevice(strangerKeys.publicKey);
    const response = await send(device.subscription, 'x');
    expect(response.status).toBe(403);
    expect(standIn.refused.at(-1)?.reason).toBe('k is not the key the device subscribed with');
  });

  it('refuses a JWT for another audience, or one that has expired', async () => {
    const device = standIn.createDevice(schoolKeys.publicKey);
    const elsewhere = await send(device.subscription, 'x', (request) => {
      request.headers.Authorization = vapidAuthorization({ audience: 'https://push.example.net' });
    });
    expect(elsewhere.status).toBe(403);
    expect(standIn.refused.at(-1)?.reason).toContain('aud https://push.example.net');
    const expired = await send(device.subscription, 'x', (request) => {
      request.headers.Authorization = vapidAuthorization({ expiration: Math.floor(Date.now() / 1000) - 60 });
    });
    expect(expired.status).toBe(403);
    expect(standIn.refused.at(-1)?.reason).toBe('the JWT has expired');
  });

  it('refuses a payload that does not decrypt with the device keys', async () => {
    const device = standIn.createDevice(schoolKeys.publicKey);
    const other = standIn.createDevice(schoolKeys.publicKey);
    // Encrypted for another device: a real browser could not read it either.
    const response = await send({ ...other.subscription, endpoint: device.subscription.endpoint }, 'x');
    expect(response.status).toBe(400);
    expect(standIn.refused.at(-1)?.reason).toBe('the payload does not decrypt with the subscription’s keys');
    const tampered = await send(device.subscription, 'hello', (request) => {
      const last = request.body.length - 1;
      request.body[last] = (request.body[last] ?? 0) ^ 1;
    });
    expect(tampered.status).toBe(400);
  });

  it('answers 410 for a device told to, and 404 for one it never knew', async () => {
    const device = standIn.createDevice(schoolKeys.publicKey);
    standIn.answerWith(device.id, 410);
    expect((await send(device.subscription, 'x')).status).toBe(410);
    const unknown = { ...device.subscription, endpoint: `${standIn.origin}/push/never-subscribed` };
    expect((await send(unknown, 'x')).status).toBe(404);
    expect(standIn.receivedBy(device.id)).toEqual([]);
  });
});
