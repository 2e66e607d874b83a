import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, setUpTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { instructorDevices, signInThrottles } from '../../../db/schema';
import { hashToken } from '../../../lib/random-tokens';
import { clientAddressKey, DEVICE_TRUST_DAYS, FAILURE_MEMORY_MS } from './auth-service';
import { DEVICE_COOKIE } from './instructor-guard';

const OWNER_EMAIL = 'owner@example.com';
const PASSWORD = 'correct-horse-battery';
const OWNER_ADDRESS = '203.0.113.10';
const STRANGER_ADDRESS = '198.51.100.7';
const START = new Date('2030-03-04T09:00:00Z');

const OWNER_ENV = { INSTRUCTOR_EMAIL: OWNER_EMAIL, INSTRUCTOR_PASSWORD: PASSWORD };

// One seeded database for the file (a fresh one per test cost seconds each); each test builds its
// own app on it and starts with no counters and no trusted browsers.
const seededApp = setUpTestApp({ env: OWNER_ENV, now: START, signIn: false });

const openApps: TestApp[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (openApps.length > 0) await openApps.pop()?.close();
  await seededApp.database.db.delete(signInThrottles);
  await seededApp.database.db.delete(instructorDevices);
});

async function startApp(options: { database?: TestApp['database'] } = {}): Promise<TestApp> {
  const testApp = await createTestApp({
    env: OWNER_ENV,
    now: START,
    database: options.database ?? seededApp.database,
  });
  openApps.push(testApp);
  return testApp;
}

interface Attempt {
  email?: string;
  password?: string;
  address: string;
  deviceToken?: string;
}

function signIn(testApp: TestApp, attempt: Attempt) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    remoteAddress: attempt.address,
    payload: { email: attempt.email ?? OWNER_EMAIL, password: attempt.password ?? PASSWORD },
    ...(attempt.deviceToken ? { cookies: { [DEVICE_COOKIE]: attempt.deviceToken } } : {}),
  });
}

function deviceCookieOf(response: Awaited<ReturnType<typeof signIn>>) {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie in ${String(response.headers['set-cookie'])}`);
  return cookie;
}

/** The owner signs in once from their usual address: their browser now carries a device cookie. */
async function ownerDeviceToken(testApp: TestApp, address = OWNER_ADDRESS): Promise<string> {
  const response = await signIn(testApp, { address });
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response).value;
}

function advance(testApp: TestApp, milliseconds: number): void {
  testApp.setNow(new Date(testApp.deps.now().getTime() + milliseconds));
}

/** A stranger's 50 wrong passwords for the owner's e-mail, a minute apart (so each one that may be tried is). */
async function strangerGuesses(testApp: TestApp, address: string, deviceToken?: string) {
  const statuses: number[] = [];
  for (let guess = 0; guess < 50; guess++) {
    const response = await signIn(testApp, {
      address,
      password: `guess-${guess}`,
      ...(deviceToken ? { deviceToken } : {}),
    });
    statuses.push(response.statusCode);
    advance(testApp, 61_000);
  }
  return statuses;
}

function expectRefused(
  response: Awaited<ReturnType<typeof signIn>>,
  retryAfterSeconds: number,
  wait: string,
) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(apiErrorSchema.parse(response.json())).toEqual({
    code: 'TOO_MANY_ATTEMPTS',
    message: `Too many sign-in attempts. Please wait ${wait} and try again.`,
  });
}

describe("a stranger's failures never lock the owner's browser out", () => {
  it("50 wrong passwords from another address: the stranger is refused, the owner's browser signs in", async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);

    const statuses = await strangerGuesses(testApp, STRANGER_ADDRESS);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(20);
    expect(statuses).toContain(429);
    // The stranger is locked out even with the right password...
    expect((await signIn(testApp, { address: STRANGER_ADDRESS })).statusCode).toBe(429);
    // ...the owner's browser is not.
    const owner = await signIn(testApp, { address: OWNER_ADDRESS, deviceToken });
    expect(owner.statusCode).toBe(200);
  });

  it("50 wrong passwords from the owner's own address (one office or home network): the owner's browser signs in", async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);

    const statuses = await strangerGuesses(testApp, OWNER_ADDRESS);
    expect(statuses).toContain(429);
    // Without the device cookie (a stranger, or a browser never used before) that address is refused...
    expect((await signIn(testApp, { address: OWNER_ADDRESS })).statusCode).toBe(429);
    // ...with it, the owner is in, at once and again later.
    const owner = await signIn(testApp, { address: OWNER_ADDRESS, deviceToken });
    expect(owner.statusCode).toBe(200);
    const again = await signIn(testApp, { address: OWNER_ADDRESS, deviceToken: deviceCookieOf(owner).value });
    expect(again.statusCode).toBe(200);
  });

  it("one address guessing at many e-mails is refused, the owner's browser at that address is not", async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);
    for (let guess = 0; guess < 30; guess++) {
      const response = await signIn(testApp, {
        address: OWNER_ADDRESS,
        email: `guess-${guess}@example.com`,
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(401);
      // From 10 failures from one address, each next attempt waits 10 seconds; from 30, 15 minutes.
      if (guess >= 9 && guess < 29) {
        expectRefused(
          await signIn(testApp, { address: OWNER_ADDRESS, email: 'x@example.com' }),
          10,
          '10 seconds',
        );
        advance(testApp, 10_000);
      }
    }
    expectRefused(await signIn(testApp, { address: OWNER_ADDRESS }), 900, '15 minutes');
    expect((await signIn(testApp, { address: OWNER_ADDRESS, deviceToken })).statusCode).toBe(200);
  });
});

describe('untrusted clients: slowed down, then refused, by (address, e-mail) and by address', () => {
  it('waits 10 s after 3 failures, 60 s after 4, 15 minutes after 5, even with the right password; logs each refusal', async () => {
    const testApp = await startApp();
    const warn = vi.spyOn(testApp.deps.logger, 'warn');
    for (let guess = 0; guess < 3; guess++) {
      expect(
        (await signIn(testApp, { address: STRANGER_ADDRESS, password: `guess-${guess}` })).statusCode,
      ).toBe(401);
    }
    expectRefused(await signIn(testApp, { address: STRANGER_ADDRESS }), 10, '10 seconds');
    advance(testApp, 9_000);
    expectRefused(await signIn(testApp, { address: STRANGER_ADDRESS }), 1, '1 second');
    advance(testApp, 1_000);
    expect((await signIn(testApp, { address: STRANGER_ADDRESS, password: 'guess-3' })).statusCode).toBe(401);
    expectRefused(await signIn(testApp, { address: STRANGER_ADDRESS }), 60, '1 minute');
    advance(testApp, 60_000);
    expect((await signIn(testApp, { address: STRANGER_ADDRESS, password: 'guess-4' })).statusCode).toBe(401);
    expectRefused(await signIn(testApp, { address: STRANGER_ADDRESS }), 900, '15 minutes');
    advance(testApp, 14 * 60_000);
    expectRefused(await signIn(testApp, { address: STRANGER_ADDRESS }), 60, '1 minute');

    // Each refusal is logged: which throttle, the address, never the e-mail or the password.
    expect(warn).toHaveBeenCalledTimes(5);
    const [logged, message] = warn.mock.calls[0] ?? [];
    expect(message).toBe('sign-in refused: too many failed attempts');
    expect(logged).toMatchObject({
      throttle: ['pair'],
      clientAddress: STRANGER_ADDRESS,
      retryAfterSeconds: 10,
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(OWNER_EMAIL);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(PASSWORD);

    // The lockout ends 15 minutes after the last failure, and the count starts again from zero.
    advance(testApp, 60_000);
    expect((await signIn(testApp, { address: STRANGER_ADDRESS })).statusCode).toBe(200);
  });

  it('forgets failures 15 minutes after the last one', async () => {
    const testApp = await startApp();
    for (let guess = 0; guess < 2; guess++) {
      expect(
        (await signIn(testApp, { address: STRANGER_ADDRESS, password: `guess-${guess}` })).statusCode,
      ).toBe(401);
    }
    advance(testApp, FAILURE_MEMORY_MS);
    // Two remembered failures plus these would have made the third wait; forgotten, all three run.
    for (let guess = 0; guess < 3; guess++) {
      expect(
        (await signIn(testApp, { address: STRANGER_ADDRESS, password: `later-${guess}` })).statusCode,
      ).toBe(401);
    }
    expectRefused(await signIn(testApp, { address: STRANGER_ADDRESS }), 10, '10 seconds');
  });

  it('counts against the pair: another address, or another e-mail from this address, is not slowed down', async () => {
    const testApp = await startApp();
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await signIn(testApp, { address: STRANGER_ADDRESS, password: `guess-${guess}` })).statusCode,
      ).toBe(401);
      advance(testApp, 60_000);
    }
    expect((await signIn(testApp, { address: STRANGER_ADDRESS })).statusCode).toBe(429);
    expect((await signIn(testApp, { address: OWNER_ADDRESS })).statusCode).toBe(200);
    const otherEmail = await signIn(testApp, { address: STRANGER_ADDRESS, email: 'someone@example.com' });
    expect(otherEmail.statusCode).toBe(401);
  });

  it('treats an IPv6 /64 as one address', async () => {
    const testApp = await startApp();
    for (let guess = 0; guess < 3; guess++) {
      const address = `2001:db8:1:2::${guess + 1}`;
      expect((await signIn(testApp, { address, password: `guess-${guess}` })).statusCode).toBe(401);
    }
    expect((await signIn(testApp, { address: '2001:db8:1:2:ffff:ffff:ffff:fffe' })).statusCode).toBe(429);
    expect((await signIn(testApp, { address: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('counts parallel guesses one by one: only 3 of 20 at once reach the password check', async () => {
    const testApp = await startApp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        signIn(testApp, { address: STRANGER_ADDRESS, password: `guess-${guess}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(401), ...Array<number>(17).fill(429)]);
  });
});

describe('device cookies', () => {
  it('is set at sign-in: httpOnly, SameSite=Lax, only for the sign-in routes, for a year; only its hash is stored', async () => {
    const testApp = await startApp();
    const response = await signIn(testApp, { address: OWNER_ADDRESS });
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires?.getTime()).toBe(START.getTime() + DEVICE_TRUST_DAYS * 86_400_000);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const devices = await testApp.database.db.select().from(instructorDevices);
    expect(devices.map((device) => device.tokenHash)).toEqual([hashToken(cookie.value)]);

    // Signing out keeps the browser known.
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${String(response.json().token)}` },
    });
    expect(String(logout.headers['set-cookie'])).not.toContain(DEVICE_COOKIE);
  });

  it('is Secure when the site is served over HTTPS', async () => {
    const testApp = await createTestApp({
      env: {
        PUBLIC_URL: 'https://school.example',
        INSTRUCTOR_EMAIL: OWNER_EMAIL,
        INSTRUCTOR_PASSWORD: PASSWORD,
      },
    });
    openApps.push(testApp);
    expect(deviceCookieOf(await signIn(testApp, { address: OWNER_ADDRESS })).secure).toBe(true);
  });

  it('keeps no address, e-mail or cookie in the throttle table, only hashes', async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);
    await signIn(testApp, { address: STRANGER_ADDRESS, password: 'wrong-password' });
    await signIn(testApp, { address: OWNER_ADDRESS, password: 'wrong-password', deviceToken });
    const rows = await testApp.database.db.select().from(signInThrottles);
    expect(rows.map((row) => row.kind).sort()).toEqual(['address', 'address', 'device', 'pair', 'pair']);
    const stored = JSON.stringify(rows);
    for (const secret of [STRANGER_ADDRESS, OWNER_ADDRESS, OWNER_EMAIL, deviceToken]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('is replaced at each sign-in: the old one is no longer trusted', async () => {
    const testApp = await startApp();
    const first = await ownerDeviceToken(testApp);
    const second = deviceCookieOf(
      await signIn(testApp, { address: OWNER_ADDRESS, deviceToken: first }),
    ).value;
    expect(second).not.toBe(first);
    await strangerGuesses(testApp, OWNER_ADDRESS);
    expect((await signIn(testApp, { address: OWNER_ADDRESS, deviceToken: first })).statusCode).toBe(429);
    expect((await signIn(testApp, { address: OWNER_ADDRESS, deviceToken: second })).statusCode).toBe(200);
  });

  it('a forged cookie, or a real one sent with another e-mail, is an untrusted client', async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);
    const statuses = await strangerGuesses(testApp, STRANGER_ADDRESS, 'forged-device-cookie-value');
    expect(statuses).toContain(429);
    expect(
      (await signIn(testApp, { address: STRANGER_ADDRESS, deviceToken: 'forged-device-cookie-value' }))
        .statusCode,
    ).toBe(429);

    // The owner's real cookie only vouches for the owner's e-mail: with another one it is counted as untrusted.
    for (let guess = 0; guess < 3; guess++) {
      const response = await signIn(testApp, {
        address: OWNER_ADDRESS,
        email: 'other@example.com',
        deviceToken,
      });
      expect(response.statusCode).toBe(401);
    }
    const untrusted = await signIn(testApp, {
      address: OWNER_ADDRESS,
      email: 'other@example.com',
      deviceToken,
    });
    expect(untrusted.statusCode).toBe(429);
    expect((await signIn(testApp, { address: OWNER_ADDRESS, deviceToken })).statusCode).toBe(200);
  });

  it('an expired cookie is an untrusted client', async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);
    advance(testApp, DEVICE_TRUST_DAYS * 86_400_000);
    await strangerGuesses(testApp, OWNER_ADDRESS);
    expect((await signIn(testApp, { address: OWNER_ADDRESS, deviceToken })).statusCode).toBe(429);
  });

  it('locks one browser out after 10 failures in 15 minutes, and only that browser', async () => {
    const testApp = await startApp();
    const deviceToken = await ownerDeviceToken(testApp);
    for (let guess = 0; guess < 10; guess++) {
      const response = await signIn(testApp, {
        address: OWNER_ADDRESS,
        password: `typo-${guess}`,
        deviceToken,
      });
      expect(response.statusCode).toBe(401);
    }
    expectRefused(await signIn(testApp, { address: OWNER_ADDRESS, deviceToken }), 900, '15 minutes');
    // Its failures were not counted against the address: another browser there signs in.
    expect((await signIn(testApp, { address: OWNER_ADDRESS })).statusCode).toBe(200);
    advance(testApp, FAILURE_MEMORY_MS);
    expect((await signIn(testApp, { address: OWNER_ADDRESS, deviceToken })).statusCode).toBe(200);
  });
});

describe('kept in the database', () => {
  it('a second server on the same database (or a restart) sees the counts and trusts the same browsers', async () => {
    const first = await startApp();
    const deviceToken = await ownerDeviceToken(first);
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await signIn(first, { address: STRANGER_ADDRESS, password: `guess-${guess}` })).statusCode,
      ).toBe(401);
      advance(first, 60_000);
    }
    const second = await startApp({ database: first.database });
    second.setNow(first.deps.now());
    expectRefused(await signIn(second, { address: STRANGER_ADDRESS }), 840, '14 minutes');
    expect((await signIn(second, { address: OWNER_ADDRESS, deviceToken })).statusCode).toBe(200);
  });

  it('prunes counters untouched for a day', async () => {
    const testApp = await startApp();
    await signIn(testApp, { address: STRANGER_ADDRESS, password: 'wrong-password' });
    expect(await testApp.database.db.select().from(signInThrottles)).toHaveLength(2);
    advance(testApp, 86_400_000);
    await signIn(testApp, {
      address: OWNER_ADDRESS,
      email: 'someone@example.com',
      password: 'wrong-password',
    });
    const rows = await testApp.database.db.select().from(signInThrottles);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.updatedAt.getTime() === testApp.deps.now().getTime())).toBe(true);
  });
});

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(clientAddressKey(null)).toBe('unknown');
  });
});
