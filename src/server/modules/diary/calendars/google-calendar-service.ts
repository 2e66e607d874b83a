import type { z } from 'zod';
import type {
  CalendarPopupMessage,
  CreatedTestEvent,
  DisconnectCalendarResult,
  GoogleCalendarStatus,
  googleCallbackQuerySchema,
} from '../../../../core/diary/calendar/calendar-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { GOOGLE_CALENDAR_SCOPES, GoogleCalendarError } from '../../../integrations/google-calendar';
import { AppError, conflict, serviceUnavailable, unauthorized } from '../../../lib/app-error';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { decryptSecret, encryptSecret } from '../../../lib/token-encryption';
import { authenticateSession } from '../../platform/auth/auth-service';
import {
  type CalendarConnectionRow,
  clearLessonEventIds,
  consumeOauthState,
  deleteBusyPeriods,
  deleteConnection,
  findConnection,
  insertOauthState,
  saveConnection,
} from './calendar-repository';
import {
  handleCalendarFailure,
  openCalendarAccount,
  SCHOOL_PROPERTY_KEY,
  syncInstructorCalendar,
} from './calendar-sync-service';
import {
  type CalendarSetup,
  getCalendarSetup,
  getCodeChallenge,
  getCodeVerifier,
  getMissingGoogleVariables,
} from './google-calendar-setup';

/** The popup times out after 5 minutes; the link itself lasts a little longer. */
const STATE_VALID_MS = 10 * 60_000;
const TEST_EVENT_MINUTES = 30;

export const NOT_CONFIGURED_MESSAGE =
  'Google Calendar is not set up on this site yet. Whoever runs this website can set it up.';

function requireSetup(deps: AppDependencies): CalendarSetup {
  const setup = getCalendarSetup(deps);
  if (!setup) throw serviceUnavailable('CALENDAR_NOT_CONFIGURED', NOT_CONFIGURED_MESSAGE);
  return setup;
}

function toConnection(row: CalendarConnectionRow): NonNullable<GoogleCalendarStatus['connection']> {
  return {
    status: row.status === 'error' ? 'error' : 'connected',
    accountEmail: row.accountEmail,
    connectedAt: row.connectedAt.toISOString(),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSyncBusyCount: row.lastSyncBusyCount,
    lastError: row.lastError,
  };
}

export async function getCalendarStatus(
  deps: AppDependencies,
  instructorId: number,
): Promise<GoogleCalendarStatus> {
  const missing = getMissingGoogleVariables(deps.env);
  const row = await findConnection(deps.database.db, instructorId);
  return {
    configured: missing.length === 0,
    missingVariables: missing,
    syncEveryMinutes: deps.env.GOOGLE_CALENDAR_SYNC_MINUTES,
    connection: row ? toConnection(row) : null,
  };
}

/**
 * Google's consent page for the popup. The `state` is one-time, expires, and is bound to the
 * session that asked (only its hash is stored), so a callback from anyone else's browser fails.
 */
export async function createAuthUrl(
  deps: AppDependencies,
  instructorId: number,
  sessionToken: string | null,
): Promise<{ authUrl: string; expiresAt: string }> {
  const setup = requireSetup(deps);
  if (!sessionToken) throw unauthorized();
  const now = deps.now();
  const state = generateToken();
  const expiresAt = new Date(now.getTime() + STATE_VALID_MS);
  await insertOauthState(deps.database.db, {
    stateHash: hashToken(state),
    instructorId,
    sessionTokenHash: hashToken(sessionToken),
    createdAt: now,
    expiresAt,
  });
  const authUrl = await setup.client.buildAuthUrl({
    state,
    codeChallenge: getCodeChallenge(getCodeVerifier(setup, state)),
  });
  return { authUrl, expiresAt: expiresAt.toISOString() };
}

type Outcome = Omit<CalendarPopupMessage, 'source'>;
const failed = (message: string): Outcome => ({ status: 'error', message });

/**
 * Google's redirect back: checks the state and the session, trades the code for a refresh token,
 * stores it sealed, runs a first sync, and says how it went (the popup page passes that on).
 */
export async function completeConnection(
  deps: AppDependencies,
  query: z.infer<typeof googleCallbackQuerySchema>,
  sessionToken: string | null,
): Promise<Outcome> {
  const setup = getCalendarSetup(deps);
  if (!setup) return failed(NOT_CONFIGURED_MESSAGE);
  if (!query.state)
    return failed('The answer from Google was incomplete. Please try again from the dashboard.');
  const { db } = deps.database;
  const state = await consumeOauthState(db, hashToken(query.state), deps.now());
  if (!state) {
    return failed('This sign-in has expired or was already used. Please start again from the dashboard.');
  }
  const session = sessionToken ? await authenticateSession(deps, sessionToken).catch(() => null) : null;
  if (
    !session ||
    !sessionToken ||
    hashToken(sessionToken) !== state.sessionTokenHash ||
    session.instructor.id !== state.instructorId
  ) {
    return failed('Please connect from the dashboard in the browser where you are signed in.');
  }
  if (query.error) {
    return failed(
      query.error === 'access_denied'
        ? 'You did not allow access to your calendar, so nothing was connected.'
        : `Google did not connect the calendar (${query.error}). Please try again.`,
    );
  }
  if (!query.code)
    return failed('The answer from Google was incomplete. Please try again from the dashboard.');

  let grant: { refreshToken: string | null; grantedScopes: string[] };
  try {
    grant = await setup.client.exchangeCode({
      code: query.code,
      codeVerifier: getCodeVerifier(setup, query.state),
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'calendar: code exchange failed');
    return failed('Google did not accept the sign-in. Please try again.');
  }
  const missingScopes = GOOGLE_CALENDAR_SCOPES.filter((scope) => !grant.grantedScopes.includes(scope));
  if (!grant.refreshToken || missingScopes.length > 0) {
    if (grant.refreshToken) await setup.client.revoke(grant.refreshToken).catch(() => undefined);
    return failed(
      missingScopes.length > 0
        ? "Both permissions are needed: seeing when you are busy, and managing the school's lesson events. Please try again and allow both."
        : 'Google did not give the school lasting access. Please try again.',
    );
  }

  await saveConnection(db, {
    instructorId: state.instructorId,
    encryptedRefreshToken: encryptSecret(grant.refreshToken, setup.encryptionKey),
    now: deps.now(),
  });
  // The first sync now, so the status card has something to show when the popup closes.
  const first = await syncInstructorCalendar(deps, state.instructorId);
  return {
    status: 'connected',
    message: first.ok
      ? 'Google Calendar connected. Your lessons are going into it and your busy times are kept off the booking page.'
      : `Google Calendar connected, but the first sync did not finish: ${first.problem ?? 'unknown problem'}`,
  };
}

/** The test event: a 30-minute event shown as free (it blocks nothing), starting in about an hour. */
export async function createTestEvent(
  deps: AppDependencies,
  instructorId: number,
): Promise<CreatedTestEvent> {
  const setup = requireSetup(deps);
  const connection = await findConnection(deps.database.db, instructorId);
  if (!connection) throw conflict('CALENDAR_NOT_CONNECTED', 'Connect your Google Calendar first.');
  if (connection.status !== 'connected') {
    throw conflict(
      'CALENDAR_NEEDS_RECONNECT',
      connection.lastError ?? 'Please reconnect your Google Calendar.',
    );
  }
  const now = deps.now();
  const quarter = 15 * 60_000;
  const start = new Date(Math.ceil(now.getTime() / quarter) * quarter + 60 * 60_000);
  const end = new Date(start.getTime() + TEST_EVENT_MINUTES * 60_000);
  const { schoolName } = await getSchoolDetails(deps);
  try {
    const event = await openCalendarAccount(setup, connection).insertEvent(connection.calendarId, undefined, {
      summary: `Test event from ${schoolName}`,
      description:
        'The school can add events to your calendar. It is marked free; delete it whenever you like.',
      start,
      end,
      free: true,
      properties: { [SCHOOL_PROPERTY_KEY]: setup.schoolTag, kind: 'test' },
    });
    const startParts = toZonedParts(start, SCHOOL_TIME_ZONE);
    return {
      eventId: event.id,
      htmlLink: event.htmlLink,
      date: startParts.date,
      startTime: startParts.time,
      endTime: toZonedParts(end, SCHOOL_TIME_ZONE).time,
    };
  } catch (error) {
    const problem = await handleCalendarFailure(deps, connection, error);
    throw new AppError(502, 'CALENDAR_TEST_FAILED', problem);
  }
}

/**
 * Disconnect: the school's lesson events still to come are taken out of the calendar, the
 * permission is withdrawn at Google, and everything the school kept about the calendar is deleted
 * (the hidden slots come back). Nothing connected: nothing to do.
 */
export async function disconnectCalendar(
  deps: AppDependencies,
  instructorId: number,
): Promise<DisconnectCalendarResult> {
  const { db } = deps.database;
  const connection = await findConnection(db, instructorId);
  if (!connection) return { revoked: false, removedEvents: 0 };
  const setup = getCalendarSetup(deps);
  let revoked = false;
  let removedEvents = 0;
  if (setup) {
    if (connection.status === 'connected') {
      try {
        const account = openCalendarAccount(setup, connection);
        const { events } = await account.listEvents(connection.calendarId, {
          from: deps.now(),
          property: { key: SCHOOL_PROPERTY_KEY, value: setup.schoolTag },
        });
        for (const event of events) {
          await account.deleteEvent(connection.calendarId, event.id);
          removedEvents += 1;
        }
      } catch (error) {
        deps.logger.warn({ err: error }, 'calendar: could not remove lesson events on disconnect');
      }
    }
    try {
      await setup.client.revoke(decryptSecret(connection.encryptedRefreshToken, setup.encryptionKey));
      revoked = true;
    } catch (error) {
      // Google answers 400 for a token it no longer knows: the permission is already gone.
      revoked = error instanceof GoogleCalendarError && error.status === 400;
      if (!revoked) deps.logger.warn({ err: error }, 'calendar: could not revoke the permission');
    }
  }
  await db.transaction(async (tx) => {
    await deleteConnection(tx, instructorId);
    await deleteBusyPeriods(tx, instructorId);
    await clearLessonEventIds(tx, instructorId);
  });
  deps.availability.invalidate();
  return { revoked, removedEvents };
}
