import type { InstructorProfile } from '../../../core/auth/auth-schemas';
import { INVALID_LOGIN_MESSAGE } from '../../../core/auth/auth-schemas';
import type { AppDependencies } from '../../app-types';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { generateToken, hashToken } from '../../lib/random-tokens';
import { findInstructorByEmail, findLiveSession, insertSession, revokeSession } from './auth-repository';

export const SESSION_DAYS = 7;
const DAY_MS = 86_400_000;
/** Failed sign-ins allowed per e-mail address in the window before it is locked for the window. */
const MAX_FAILURES_PER_EMAIL = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

export interface SignedInSession {
  token: string;
  expiresAt: Date;
  instructor: InstructorProfile;
}

/** Counts failed sign-ins per e-mail (per process), so one account cannot be guessed at from many addresses. */
export function createLoginThrottle() {
  const failures = new Map<string, { count: number; windowStart: number }>();
  return {
    isLocked(email: string, nowMs: number): boolean {
      const entry = failures.get(email);
      if (!entry || nowMs - entry.windowStart > FAILURE_WINDOW_MS) return false;
      return entry.count >= MAX_FAILURES_PER_EMAIL;
    },
    recordFailure(email: string, nowMs: number): void {
      const entry = failures.get(email);
      if (!entry || nowMs - entry.windowStart > FAILURE_WINDOW_MS) {
        failures.set(email, { count: 1, windowStart: nowMs });
      } else {
        entry.count += 1;
      }
    },
    clear(email: string): void {
      failures.delete(email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

// Verified against when the e-mail is unknown, so both failures take the same time.
const timingDecoyHash = hashPassword('not-a-real-password-timing-decoy');

/** Every failure answers the same 'Invalid email or password'; a new random session each time. */
export async function signIn(
  deps: AppDependencies,
  throttle: LoginThrottle,
  credentials: { email: string; password: string },
  client: { userAgent: string | null; ipAddress: string | null },
): Promise<SignedInSession> {
  const now = deps.now();
  if (throttle.isLocked(credentials.email, now.getTime())) {
    throw new AppError(
      429,
      'TOO_MANY_ATTEMPTS',
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
  }
  const instructor = await findInstructorByEmail(deps.database.db, credentials.email);
  const passwordMatches = await verifyPassword(
    instructor?.passwordHash ?? (await timingDecoyHash),
    credentials.password,
  );
  if (!instructor || !passwordMatches) {
    throttle.recordFailure(credentials.email, now.getTime());
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE);
  }
  throttle.clear(credentials.email);
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await insertSession(deps.database.db, {
    instructorId: instructor.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ipAddress: client.ipAddress,
  });
  return {
    token,
    expiresAt,
    instructor: { id: instructor.id, email: instructor.email, fullName: instructor.fullName },
  };
}

/** The instructor of a live session token, or a 401. */
export async function authenticateSession(
  deps: AppDependencies,
  token: string | null,
): Promise<{ instructor: InstructorProfile; expiresAt: Date }> {
  if (!token) throw unauthorized();
  const session = await findLiveSession(deps.database.db, hashToken(token), deps.now());
  if (!session) throw unauthorized('Your session has ended. Please sign in again.');
  return {
    instructor: { id: session.id, email: session.email, fullName: session.fullName },
    expiresAt: session.expiresAt,
  };
}

export async function signOut(deps: AppDependencies, token: string | null): Promise<void> {
  if (token) await revokeSession(deps.database.db, hashToken(token), deps.now());
}
