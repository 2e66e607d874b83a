import { createHash, createHmac } from 'node:crypto';
import type { AppDependencies } from '../../../app-types';
import type { Env } from '../../../env';
import { createGoogleCalendarClient, type GoogleCalendarClient } from '../../../integrations/google-calendar';
import { parseEncryptionKey } from '../../../lib/token-encryption';

/** Google calls this after consent; it must be registered as an authorised redirect URI. */
export const GOOGLE_CALLBACK_PATH = '/api/google-calendar/callback';

export interface CalendarSetup {
  client: GoogleCalendarClient;
  encryptionKey: Buffer;
  syncEveryMinutes: number;
  /** Marks the events this school put in a calendar (two installs can share one Google account). */
  schoolTag: string;
  publicUrl: string;
}

/** The variables still to set before Google Calendar can be used (none: it is configured). */
export function getMissingGoogleVariables(env: Env): string[] {
  return Object.entries({
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET,
    GOOGLE_TOKEN_ENCRYPTION_KEY: env.GOOGLE_TOKEN_ENCRYPTION_KEY,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

const setups = new WeakMap<Env, CalendarSetup | null>();

/** The Google client for this configuration, or null when Google Calendar is not configured. */
export function getCalendarSetup(deps: Pick<AppDependencies, 'env'>): CalendarSetup | null {
  const { env } = deps;
  if (setups.has(env)) return setups.get(env) ?? null;
  let setup: CalendarSetup | null = null;
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.GOOGLE_TOKEN_ENCRYPTION_KEY) {
    setup = {
      client: createGoogleCalendarClient({
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        redirectUri: `${env.PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
        ...(env.GOOGLE_OAUTH_BASE_URL ? { oauthBaseUrl: env.GOOGLE_OAUTH_BASE_URL } : {}),
        ...(env.GOOGLE_API_BASE_URL ? { apiBaseUrl: env.GOOGLE_API_BASE_URL } : {}),
      }),
      encryptionKey: parseEncryptionKey(env.GOOGLE_TOKEN_ENCRYPTION_KEY),
      syncEveryMinutes: env.GOOGLE_CALENDAR_SYNC_MINUTES,
      schoolTag: createHash('sha256').update(env.PUBLIC_URL).digest('hex').slice(0, 16),
      publicUrl: env.PUBLIC_URL,
    };
  }
  setups.set(env, setup);
  return setup;
}

/**
 * The PKCE verifier of an OAuth state, derived with the encryption key: nothing extra to store, and
 * someone who sees the state in a URL still cannot work it out.
 */
export function getCodeVerifier(setup: CalendarSetup, state: string): string {
  return createHmac('sha256', setup.encryptionKey).update(`pkce:${state}`).digest('base64url');
}

export function getCodeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * The event id of a lesson: the same on every try (lowercase hex is valid base32hex), so a retry
 * after a crash finds the event it made instead of adding a second one.
 */
export function getLessonEventId(setup: CalendarSetup, lessonId: number): string {
  return createHash('sha256').update(`${setup.publicUrl}|lesson|${lessonId}`).digest('hex');
}
