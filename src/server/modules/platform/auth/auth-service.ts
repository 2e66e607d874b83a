import { isIPv4, isIPv6 } from 'node:net';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { INVALID_LOGIN_MESSAGE } from '../../../../core/platform/auth/auth-schemas';
import { INSTRUCTOR_SUSPENDED_MESSAGE } from '../../../../core/platform/auth/instructor-accounts-schemas';
import type { AppDependencies } from '../../../app-types';
import { AppError, RetryLaterError, unauthorized } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password-hashing';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import {
  deleteExpiredInstructorDevices,
  deleteInstructorDevice,
  deleteStaleSignInThrottleCounters,
  findInstructorByEmail,
  findInstructorDevice,
  findLiveSession,
  insertInstructorDevice,
  insertSession,
  lockSignInThrottleCounters,
  revokeSession,
  type SignInThrottleCounter,
  type SignInThrottleKey,
  type SignInThrottleKind,
  touchSession,
  uncountSignInFailure,
  updateSignInThrottleCounter,
} from './auth-repository';

export const SESSION_DAYS = 7;
const DAY_MS = 86_400_000;
/** How long a browser that signed in stays trusted (its device cookie's life). */
export const DEVICE_TRUST_DAYS = 365;

/*
 * Sign-in throttling with device cookies (docs/decisions/0015-sign-in-throttling.md).
 * Failures are counted against a key: from a browser the instructor signed in from before, against
 * that browser alone ('device'); from any other client, against the (address, e-mail) pair and
 * against the address. After so many failures a key must wait before its next attempt; the last
 * step is a lockout. A counter forgets its failures FAILURE_MEMORY_MS after the last one.
 */
export const FAILURE_MEMORY_MS = 15 * 60_000;
const SIGN_IN_THROTTLE_STEPS: Record<SignInThrottleKind, readonly { failures: number; waitMs: number }[]> = {
  pair: [
    { failures: 3, waitMs: 10_000 },
    { failures: 4, waitMs: 60_000 },
    { failures: 5, waitMs: FAILURE_MEMORY_MS },
  ],
  address: [
    { failures: 10, waitMs: 10_000 },
    { failures: 30, waitMs: FAILURE_MEMORY_MS },
  ],
  device: [{ failures: 10, waitMs: FAILURE_MEMORY_MS }],
};
/** Counters untouched for this long are deleted. */
const STALE_COUNTER_MS = DAY_MS;

export interface SignedInSession {
  token: string;
  expiresAt: Date;
  instructor: InstructorProfile;
  /** The new device cookie: this browser is trusted from now on (the one it sent, if any, is retired). */
  device: { token: string; expiresAt: Date };
}

export interface SignInClient {
  userAgent: string | null;
  ipAddress: string | null;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | null;
}

/**
 * The part of a client address that identifies one client: an IPv4 address, or the /64 network of
 * an IPv6 address (one home or phone is given a whole /64, so its addresses are one client).
 */
export function clientAddressKey(ipAddress: string | null): string {
  if (!ipAddress) return 'unknown';
  const address = ipAddress.toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mappedIPv4 = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mappedIPv4) return mappedIPv4;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** How long a key with `failures` recent failures must wait after the last one. */
function waitAfterFailures(kind: SignInThrottleKind, failures: number): number {
  let waitMs = 0;
  for (const step of SIGN_IN_THROTTLE_STEPS[kind]) if (failures >= step.failures) waitMs = step.waitMs;
  return waitMs;
}

function recentFailures(counter: SignInThrottleCounter, nowMs: number): number {
  if (!counter.lastFailedAt || nowMs - counter.lastFailedAt.getTime() >= FAILURE_MEMORY_MS) return 0;
  return counter.failures;
}

/** Milliseconds until `counter` may try again (0: now). */
function throttleWaitMs(counter: SignInThrottleCounter, nowMs: number): number {
  const failures = recentFailures(counter, nowMs);
  if (failures === 0 || !counter.lastFailedAt) return 0;
  const retryAt = counter.lastFailedAt.getTime() + waitAfterFailures(counter.kind, failures);
  return Math.max(0, retryAt - nowMs);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What failures of this sign-in count against. */
function throttleKeys(
  trustedDeviceHash: string | null,
  ipAddress: string | null,
  email: string,
): SignInThrottleKey[] {
  if (trustedDeviceHash) return [{ kind: 'device', keyHash: trustedDeviceHash }];
  const address = clientAddressKey(ipAddress);
  return [
    { kind: 'pair', keyHash: hashToken(`pair\n${address}\n${email}`) },
    { kind: 'address', keyHash: hashToken(`address\n${address}`) },
  ];
}

/**
 * Counts this attempt as a failure in advance (taken back if the password is right), unless a key
 * must still wait: then nothing is counted and the answer is how long to wait. Counting before the
 * password is checked means parallel guesses cannot slip past a limit while argon2 runs.
 */
async function countSignInAttempt(
  deps: AppDependencies,
  keys: readonly SignInThrottleKey[],
  now: Date,
): Promise<{ refusedBy: SignInThrottleKind[]; retryAfterMs: number }> {
  const nowMs = now.getTime();
  return deps.database.db.transaction(async (tx) => {
    const counters = await lockSignInThrottleCounters(tx, keys, now);
    const waits = counters.map((counter) => ({ kind: counter.kind, waitMs: throttleWaitMs(counter, nowMs) }));
    const refusedBy = waits.filter((wait) => wait.waitMs > 0);
    if (refusedBy.length > 0) {
      return {
        refusedBy: refusedBy.map((wait) => wait.kind),
        retryAfterMs: Math.max(...refusedBy.map((wait) => wait.waitMs)),
      };
    }
    for (const counter of counters) {
      const failures = recentFailures(counter, nowMs) + 1;
      await updateSignInThrottleCounter(tx, { ...counter, failures, lastFailedAt: now }, now);
    }
    return { refusedBy: [], retryAfterMs: 0 };
  });
}

// Verified against when the e-mail is unknown, so both failures take the same time.
const timingDecoyHash = hashPassword('not-a-real-password-timing-decoy');

/**
 * Counts a password attempt on `email`'s account against the sign-in throttle, or refuses it with
 * a 429 and `Retry-After` when a key must still wait. The caller takes the count back
 * (`uncountSignInFailure`) when the password is right.
 */
async function enforceSignInThrottle(
  deps: AppDependencies,
  email: string,
  client: SignInClient,
  now: Date,
): Promise<{ device: { tokenHash: string } | undefined; keys: SignInThrottleKey[] }> {
  const db = deps.database.db;
  await deleteStaleSignInThrottleCounters(db, new Date(now.getTime() - STALE_COUNTER_MS));
  const device = client.deviceToken
    ? await findInstructorDevice(db, hashToken(client.deviceToken), email, now)
    : undefined;
  const keys = throttleKeys(device?.tokenHash ?? null, client.ipAddress, email);
  const attempt = await countSignInAttempt(deps, keys, now);
  if (attempt.refusedBy.length > 0) {
    const retryAfterSeconds = Math.ceil(attempt.retryAfterMs / 1000);
    deps.logger.warn(
      {
        throttle: attempt.refusedBy,
        clientAddress: client.ipAddress,
        // Enough to tell attempts on one account apart in the log, without writing the e-mail down.
        emailHash: hashToken(email).slice(0, 12),
        trustedDevice: device !== undefined,
        retryAfterSeconds,
      },
      'sign-in refused: too many failed attempts',
    );
    throw new RetryLaterError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many sign-in attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    );
  }
  return { device, keys };
}

/**
 * Whether `password` is the signed-in instructor's (to change it): a wrong one counts as a failed
 * sign-in, so a stolen session cannot be used to guess the password faster than the sign-in form.
 */
export async function checkInstructorPassword(
  deps: AppDependencies,
  email: string,
  password: string,
  client: SignInClient,
): Promise<boolean> {
  const db = deps.database.db;
  const { keys } = await enforceSignInThrottle(deps, email, client, deps.now());
  const instructor = await findInstructorByEmail(db, email);
  const matches = await verifyPassword(instructor?.passwordHash ?? (await timingDecoyHash), password);
  if (instructor && matches) {
    await uncountSignInFailure(db, keys);
    return true;
  }
  return false;
}

/**
 * Every failure answers the same 'Invalid email or password'; a new random session each time.
 * Throttled attempts are refused with a 429 and `Retry-After` before the password is looked at.
 */
export async function signIn(
  deps: AppDependencies,
  credentials: { email: string; password: string },
  client: SignInClient,
): Promise<SignedInSession> {
  const now = deps.now();
  const db = deps.database.db;
  const { device, keys } = await enforceSignInThrottle(deps, credentials.email, client, now);

  const instructor = await findInstructorByEmail(db, credentials.email);
  const passwordMatches = await verifyPassword(
    instructor?.passwordHash ?? (await timingDecoyHash),
    credentials.password,
  );
  if (!instructor || !passwordMatches) {
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE);
  }
  // Said only to whoever knows the password: the account is theirs, and they should know why.
  if (instructor.status === 'suspended') {
    throw new AppError(403, 'ACCOUNT_SUSPENDED', INSTRUCTOR_SUSPENDED_MESSAGE);
  }

  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await insertSession(db, {
    instructorId: instructor.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ipAddress: client.ipAddress,
  });
  // A new device cookie at each sign-in; the one this browser sent (and its count) is retired.
  const deviceToken = generateToken();
  const deviceExpiresAt = new Date(now.getTime() + DEVICE_TRUST_DAYS * DAY_MS);
  await insertInstructorDevice(db, {
    instructorId: instructor.id,
    tokenHash: hashToken(deviceToken),
    createdAt: now,
    expiresAt: deviceExpiresAt,
  });
  if (device) await deleteInstructorDevice(db, device.tokenHash);
  else await uncountSignInFailure(db, keys);
  await deleteExpiredInstructorDevices(db, now);
  return {
    token,
    expiresAt,
    instructor: {
      id: instructor.id,
      email: instructor.email,
      fullName: instructor.fullName,
      role: instructor.role,
    },
    device: { token: deviceToken, expiresAt: deviceExpiresAt },
  };
}

const LAST_SEEN_PRECISION_MS = 60_000;

/** The instructor of a live session token, or a 401. */
export async function authenticateSession(
  deps: AppDependencies,
  token: string | null,
): Promise<{ instructor: InstructorProfile; expiresAt: Date }> {
  if (!token) throw unauthorized();
  const now = deps.now();
  const session = await findLiveSession(deps.database.db, hashToken(token), now);
  if (!session) throw unauthorized('Your session has ended. Please sign in again.');
  // "Last seen" is for the sessions list: minutes are precise enough, and a write per request is not.
  if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await touchSession(deps.database.db, session.sessionId, now);
  }
  return {
    instructor: { id: session.id, email: session.email, fullName: session.fullName, role: session.role },
    expiresAt: session.expiresAt,
  };
}

/** Ends the session; its chat sockets close at once, in every process (docs/decisions/0030). */
export async function signOut(deps: AppDependencies, token: string | null): Promise<void> {
  if (!token) return;
  const now = deps.now();
  await deps.database.db.transaction((tx) => revokeSession(tx, hashToken(token), now));
}
