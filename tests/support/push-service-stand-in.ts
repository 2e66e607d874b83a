import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/*
 * A web push service on 127.0.0.1 that checks what a real one checks (RFC 8030, 8291, 8292): the
 * VAPID JWT (ES256 over the key in `k=`, `aud` the endpoint's origin, `exp` in the future and at
 * most 24 hours away, a mailto:/https: `sub`), the key the device subscribed with, TTL and the
 * aes128gcm encoding; then it decrypts the payload with the device's own private key and auth
 * secret, as the browser would, and records it. Each device answers 201, or 404/410 (gone) or a
 * redirect when told; a refusal's body says why.
 */

export interface StandInDevice {
  id: string;
  /** What a browser's `PushSubscription.toJSON()` gives the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  deviceId: string;
  /** The decrypted payload, as the service worker would read it. */
  payload: string;
  ttl: number;
  urgency: string | null;
  claims: { aud: string; exp: number; sub: string };
}

export interface RefusedPush {
  deviceId: string;
  status: number;
  reason: string;
}

interface DeviceState {
  ecdh: ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  applicationServerKey: string;
  answer: DeviceAnswer;
}

/** How the service answers a device's pushes: accepted, gone, or sent elsewhere (a redirect). */
export type DeviceAnswer = 201 | 404 | 410 | { redirectTo: string };

const jwtHeaderSchema = z.object({ typ: z.literal('JWT'), alg: z.literal('ES256') });
const jwtClaimsSchema = z.object({ aud: z.string(), exp: z.number().int(), sub: z.string() });
const DAY_SECONDS = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 (aes128gcm, RFC 8188) as a browser decrypts a push for its subscription. */
export function decryptAes128gcm(
  body: Buffer,
  device: { ecdh: ECDH; publicKey: Buffer; authSecret: Buffer },
) {
  if (body.length < 21) throw new Refusal(400, 'the body is too short for an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65 || senderPublicKey[0] !== 4) {
    throw new Refusal(400, 'the keyid is not the sender’s P-256 public key');
  }
  const records = body.subarray(21 + keyIdLength);
  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey]);
  const ikm = hkdf(sharedSecret, device.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low bits (few records: 32 bits are plenty).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, 'the payload does not decrypt with the subscription’s keys');
    }
    // Data, then a delimiter (2 on the last record, 1 before), then zero padding.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const isLast = offset + recordSize >= records.length;
    if (plain[end] !== (isLast ? 2 : 1)) throw new Refusal(400, 'a record has the wrong padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

function publicKeyFromRaw(raw: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. */
function checkVapid(
  authorization: string | undefined,
  audience: string,
  applicationServerKey: string,
  nowSeconds: number,
) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Refusal(401, 'no VAPID authorization');
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = match[1].split('.');
  const key = Buffer.from(match[2], 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Refusal(401, 'k is not a P-256 public key');
  if (match[2] !== applicationServerKey) {
    throw new Refusal(403, 'k is not the key the device subscribed with');
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: publicKeyFromRaw(key), dsaEncoding: 'ieee-p1363' },
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'the JWT signature does not verify with k');
  const parse = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (!jwtHeaderSchema.safeParse(parse(encodedHeader)).success)
    throw new Refusal(403, 'the JWT is not ES256');
  const claims = jwtClaimsSchema.safeParse(parse(encodedClaims));
  if (!claims.success) throw new Refusal(403, 'the JWT lacks aud, exp or sub');
  const { aud, exp, sub } = claims.data;
  if (aud !== audience) throw new Refusal(403, `aud ${aud} is not ${audience}`);
  if (exp <= nowSeconds) throw new Refusal(403, 'the JWT has expired');
  if (exp > nowSeconds + DAY_SECONDS) throw new Refusal(403, 'exp is more than 24 hours away');
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(sub)) throw new Refusal(403, 'sub is not mailto: or https:');
  return claims.data;
}

/** The stand-in, listening on 127.0.0.1; endpoints are `http://127.0.0.1:<port>/push/<id>`. */
export async function startPushServiceStandIn() {
  const devices = new Map<string, DeviceState>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let messageCounter = 0;
  let origin = '';

  function handle(
    request: IncomingMessage,
    body: Buffer,
  ): { status: number; location?: string; reason?: string } {
    const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const device = devices.get(deviceId);
    try {
      if (request.method !== 'POST') throw new Refusal(405, 'only POST');
      if (!device) throw new Refusal(404, 'no such subscription');
      const claims = checkVapid(
        request.headers.authorization,
        origin,
        device.applicationServerKey,
        Math.floor(Date.now() / 1000),
      );
      const ttl = Number(request.headers.ttl);
      if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
        throw new Refusal(400, 'TTL header missing or not a whole number');
      }
      const urgency = typeof request.headers.urgency === 'string' ? request.headers.urgency : null;
      if (urgency !== null && !['very-low', 'low', 'normal', 'high'].includes(urgency)) {
        throw new Refusal(400, `urgency ${urgency} is not one of RFC 8030's`);
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Refusal(415, 'Content-Encoding must be aes128gcm');
      }
      // After the checks, as a real service: a device gone is gone whatever was sent.
      if (typeof device.answer === 'object') {
        refused.push({ deviceId, status: 307, reason: 'redirected' });
        return { status: 307, location: device.answer.redirectTo };
      }
      if (device.answer !== 201) throw new Refusal(device.answer, 'the subscription has expired');
      const payload = decryptAes128gcm(body, device);
      received.push({ deviceId, payload, ttl, urgency, claims });
      messageCounter += 1;
      return { status: 201, location: `${origin}/message/${messageCounter}` };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refused.push({ deviceId, status: error.status, reason: error.message });
      return { status: error.status, reason: error.message };
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = handle(request, Buffer.concat(chunks));
      response.writeHead(answer.status, {
        ...(answer.location ? { location: answer.location } : {}),
        ...(answer.reason ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
      });
      response.end(answer.reason ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    received,
    refused,
    /**
     * A browser subscribing with the school's public key: a fresh P-256 key pair and 16-byte auth
     * secret, kept here to decrypt what arrives for it.
     */
    createDevice(applicationServerKey: string): StandInDevice {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(12).toString('base64url');
      devices.set(id, { ecdh, publicKey, authSecret, applicationServerKey, answer: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
    },
    /** How the service answers pushes to this device from now on. */
    answerWith(deviceId: string, answer: DeviceAnswer) {
      const device = devices.get(deviceId);
      if (!device) throw new Error(`No stand-in device ${deviceId}`);
      device.answer = answer;
    },
    /** What reached this device, decrypted. */
    receivedBy(deviceId: string): ReceivedPush[] {
      return received.filter((push) => push.deviceId === deviceId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
