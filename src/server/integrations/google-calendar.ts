import type { calendar_v3 } from '@googleapis/calendar';
import type { OAuth2Client } from 'google-auth-library';
import { z } from 'zod';
import { type Interval, mergeIntervals, splitIntoChunks } from '../../core/diary/calendar/busy-intervals';

/*
 * Google Calendar behind a small interface, with Google's own client libraries (google-auth-library
 * for OAuth 2.0, @googleapis/calendar for the API). Base URLs come from configuration so the tests
 * run the real libraries against a fake server on 127.0.0.1. Failures come out as GoogleCalendarError
 * with a kind the services act on (reconnect, retry later, already gone).
 */

/**
 * The smallest scopes that do the job: create, move and delete events on calendars the instructor
 * owns, and read when they are busy (never what their other events are).
 */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events.owned',
  'https://www.googleapis.com/auth/calendar.freebusy',
] as const;

/** Google's free/busy query accepts ranges up to about 90 days; three months are asked in pieces. */
const FREE_BUSY_CHUNK_DAYS = 60;
/** A user's click waits for at most one such request before the change is left to the next sync. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Base of the OAuth endpoints (auth, token, revoke); Google's own when not set. */
  oauthBaseUrl?: string;
  /** Base of the Calendar API; https://www.googleapis.com/ when not set. */
  apiBaseUrl?: string;
}

/**
 * needs_reconnect: the permission was revoked, expired or narrowed (only the instructor can fix it);
 * not_found / gone: the event is not there (any more); conflict: an event with that id exists;
 * unavailable: Google or the network failed for now (retry later); other: anything else.
 */
export type GoogleFailureKind =
  | 'needs_reconnect'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'unavailable'
  | 'other';

export class GoogleCalendarError extends Error {
  override readonly name = 'GoogleCalendarError';
  constructor(
    readonly kind: GoogleFailureKind,
    message: string,
    readonly status: number | null,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export interface CalendarEventInput {
  summary: string;
  description: string;
  start: Date;
  end: Date;
  /** Shown as free: the event does not make the instructor busy. */
  free?: boolean;
  /** Private extended properties (only this app sees them). */
  properties: Record<string, string>;
}

export interface CalendarEventRecord {
  id: string;
  status: string;
  start: Date | null;
  end: Date | null;
  summary: string;
  description: string;
  properties: Record<string, string>;
  htmlLink: string | null;
}

export interface GoogleCalendarAccount {
  /** Inserts with the given id (a deterministic one makes a retry answer 'conflict' instead of adding a copy). */
  insertEvent(
    calendarId: string,
    id: string | undefined,
    input: CalendarEventInput,
  ): Promise<CalendarEventRecord>;
  /** Rewrites the event's time and text and marks it confirmed (which also restores a deleted one). */
  patchEvent(calendarId: string, id: string, input: CalendarEventInput): Promise<CalendarEventRecord>;
  /** Removes the event; one that is already gone counts as removed. */
  deleteEvent(calendarId: string, id: string): Promise<void>;
  /** The events from `from` on that carry the private property `key=value`, and the calendar's name. */
  listEvents(
    calendarId: string,
    filter: { from: Date; property: { key: string; value: string } },
  ): Promise<{ calendarName: string | null; events: CalendarEventRecord[] }>;
  /** The busy periods in the range (events marked free do not count), merged and sorted. */
  queryBusy(calendarId: string, range: Interval): Promise<Interval[]>;
}

export interface GoogleCalendarClient {
  buildAuthUrl(request: { state: string; codeChallenge: string }): Promise<string>;
  /** Trades the code for a refresh token and says which scopes the instructor really granted. */
  exchangeCode(request: { code: string; codeVerifier: string }): Promise<{
    refreshToken: string | null;
    grantedScopes: string[];
  }>;
  /** Withdraws the permission at Google. */
  revoke(token: string): Promise<void>;
  account(refreshToken: string): GoogleCalendarAccount;
}

const oauthErrorBodySchema = z.object({ error: z.string(), error_description: z.string().optional() });
const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});
const httpErrorSchema = z.object({
  status: z.number().optional(),
  response: z.object({ status: z.number(), data: z.unknown() }).optional(),
});
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

/** Sorts any failure from the libraries into what the caller should do about it. */
export function toGoogleCalendarError(error: unknown): GoogleCalendarError {
  if (error instanceof GoogleCalendarError) return error;
  const http = httpErrorSchema.safeParse(error);
  const status = (http.success ? (http.data.response?.status ?? http.data.status) : undefined) ?? null;
  const data = http.success ? http.data.response?.data : undefined;
  const oauth = oauthErrorBodySchema.safeParse(data);
  if (oauth.success) {
    const kind =
      oauth.data.error === 'invalid_grant' || oauth.data.error === 'unauthorized_client'
        ? 'needs_reconnect'
        : status !== null && status >= 500
          ? 'unavailable'
          : 'other';
    return new GoogleCalendarError(kind, `Google answered ${oauth.data.error}`, status, error);
  }
  const api = apiErrorBodySchema.safeParse(data);
  const reasons = api.success ? (api.data.error.errors ?? []).map((entry) => entry.reason ?? '') : [];
  const detail = api.success ? (api.data.error.message ?? '') : '';
  const message = `Google Calendar answered ${status ?? 'nothing'}${detail ? `: ${detail}` : ''}`;
  if (status === null) {
    const reason = error instanceof Error ? error.message : String(error);
    return new GoogleCalendarError(
      'unavailable',
      `Google Calendar could not be reached (${reason})`,
      null,
      error,
    );
  }
  if (status === 401) return new GoogleCalendarError('needs_reconnect', message, status, error);
  if (status === 403 && reasons.some((reason) => RATE_LIMIT_REASONS.has(reason))) {
    return new GoogleCalendarError('unavailable', message, status, error);
  }
  if (status === 403) return new GoogleCalendarError('needs_reconnect', message, status, error);
  if (status === 404) return new GoogleCalendarError('not_found', message, status, error);
  if (status === 410) return new GoogleCalendarError('gone', message, status, error);
  if (status === 409) return new GoogleCalendarError('conflict', message, status, error);
  if (status === 429 || status >= 500) return new GoogleCalendarError('unavailable', message, status, error);
  return new GoogleCalendarError('other', message, status, error);
}

async function callGoogle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toGoogleCalendarError(error);
  }
}

function parseEventTime(time: calendar_v3.Schema$EventDateTime | undefined): Date | null {
  const value = time?.dateTime ?? time?.date;
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function toEventRecord(event: calendar_v3.Schema$Event): CalendarEventRecord {
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.extendedProperties?.private ?? {})) {
    if (typeof value === 'string') properties[key] = value;
  }
  return {
    id: event.id ?? '',
    status: event.status ?? 'confirmed',
    start: parseEventTime(event.start),
    end: parseEventTime(event.end),
    summary: event.summary ?? '',
    description: event.description ?? '',
    properties,
    htmlLink: event.htmlLink ?? null,
  };
}

function toEventBody(input: CalendarEventInput): calendar_v3.Schema$Event {
  return {
    summary: input.summary,
    description: input.description,
    start: { dateTime: input.start.toISOString(), timeZone: 'Europe/London' },
    end: { dateTime: input.end.toISOString(), timeZone: 'Europe/London' },
    transparency: input.free ? 'transparent' : 'opaque',
    status: 'confirmed',
    // The instructor's usual reminders, as for any event they add themselves.
    reminders: { useDefault: true },
    extendedProperties: { private: input.properties },
  };
}

/*
 * Google's libraries are the largest this server could load (about 20 MB in memory): they are
 * loaded on first use, so a school without Google Calendar never pays for them.
 */
let googleLibraries: Promise<
  [typeof import('@googleapis/calendar'), typeof import('google-auth-library')]
> | null = null;
function loadGoogleLibraries() {
  googleLibraries ??= Promise.all([import('@googleapis/calendar'), import('google-auth-library')]);
  return googleLibraries;
}

export function createGoogleCalendarClient(config: GoogleCalendarConfig): GoogleCalendarClient {
  const base = config.oauthBaseUrl?.replace(/\/+$/, '');
  const endpoints = base
    ? {
        oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`,
        oauth2TokenUrl: `${base}/token`,
        oauth2RevokeUrl: `${base}/revoke`,
      }
    : {};

  async function newOAuthClient(): Promise<OAuth2Client> {
    const [, { OAuth2Client }] = await loadGoogleLibraries();
    return new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri: config.redirectUri,
      endpoints,
      // Token requests (code exchange, refresh, revoke) must not hang a request either.
      transporterOptions: { timeout: REQUEST_TIMEOUT_MS },
    });
  }

  return {
    async buildAuthUrl({ state, codeChallenge }) {
      const [, { CodeChallengeMethod }] = await loadGoogleLibraries();
      return (await newOAuthClient()).generateAuthUrl({
        access_type: 'offline',
        // Always show consent, so Google hands out a refresh token on a reconnect too.
        prompt: 'consent',
        scope: [...GOOGLE_CALENDAR_SCOPES],
        state,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    },

    async exchangeCode({ code, codeVerifier }) {
      const { tokens } = await callGoogle(async () =>
        (await newOAuthClient()).getToken({ code, codeVerifier }),
      );
      return {
        refreshToken: tokens.refresh_token ?? null,
        grantedScopes: (tokens.scope ?? '').split(/\s+/).filter(Boolean),
      };
    },

    async revoke(token) {
      await callGoogle(async () => (await newOAuthClient()).revokeToken(token));
    },

    account(refreshToken) {
      let connected: Promise<calendar_v3.Calendar> | null = null;
      const connect = async () => {
        const [{ calendar }] = await loadGoogleLibraries();
        const auth = await newOAuthClient();
        auth.setCredentials({ refresh_token: refreshToken });
        return calendar({
          version: 'v3',
          auth,
          ...(config.apiBaseUrl ? { rootUrl: config.apiBaseUrl } : {}),
          // Our own jobs retry on the next run; a user's click should not wait on back-off.
          retry: false,
          timeout: REQUEST_TIMEOUT_MS,
        });
      };
      const loadApi = () => {
        connected ??= connect();
        return connected;
      };
      return {
        async insertEvent(calendarId, id, input) {
          const response = await callGoogle(async () =>
            (await loadApi()).events.insert({
              calendarId,
              sendUpdates: 'none',
              requestBody: { ...toEventBody(input), ...(id ? { id } : {}) },
            }),
          );
          return toEventRecord(response.data);
        },

        async patchEvent(calendarId, id, input) {
          const response = await callGoogle(async () =>
            (await loadApi()).events.patch({
              calendarId,
              eventId: id,
              sendUpdates: 'none',
              requestBody: toEventBody(input),
            }),
          );
          return toEventRecord(response.data);
        },

        async deleteEvent(calendarId, id) {
          try {
            await callGoogle(async () =>
              (await loadApi()).events.delete({ calendarId, eventId: id, sendUpdates: 'none' }),
            );
          } catch (error) {
            if (
              error instanceof GoogleCalendarError &&
              (error.kind === 'gone' || error.kind === 'not_found')
            ) {
              return;
            }
            throw error;
          }
        },

        async listEvents(calendarId, filter) {
          const events: CalendarEventRecord[] = [];
          let calendarName: string | null = null;
          let pageToken: string | undefined;
          for (let page = 0; page < 50; page += 1) {
            const response = await callGoogle(async () =>
              (await loadApi()).events.list({
                calendarId,
                timeMin: filter.from.toISOString(),
                privateExtendedProperty: [`${filter.property.key}=${filter.property.value}`],
                singleEvents: true,
                showDeleted: false,
                maxResults: 2500,
                ...(pageToken ? { pageToken } : {}),
              }),
            );
            calendarName ??= response.data.summary ?? null;
            events.push(...(response.data.items ?? []).map(toEventRecord));
            pageToken = response.data.nextPageToken ?? undefined;
            if (!pageToken) break;
          }
          return { calendarName, events };
        },

        async queryBusy(calendarId, range) {
          const busy: Interval[] = [];
          for (const chunk of splitIntoChunks(range, FREE_BUSY_CHUNK_DAYS)) {
            const response = await callGoogle(async () =>
              (await loadApi()).freebusy.query({
                requestBody: {
                  timeMin: chunk.start.toISOString(),
                  timeMax: chunk.end.toISOString(),
                  timeZone: 'UTC',
                  items: [{ id: calendarId }],
                },
              }),
            );
            const calendars = response.data.calendars ?? {};
            // Answered under the id asked for; Google may use the account's address for 'primary'.
            const answer = calendars[calendarId] ?? Object.values(calendars)[0];
            const problem = answer?.errors?.[0]?.reason;
            if (!answer || problem) {
              throw new GoogleCalendarError(
                problem === 'notFound' ? 'needs_reconnect' : 'other',
                `Google Calendar could not say when the calendar is busy (${problem ?? 'no answer'})`,
                null,
              );
            }
            for (const period of answer.busy ?? []) {
              if (!period.start || !period.end) continue;
              busy.push({ start: new Date(period.start), end: new Date(period.end) });
            }
          }
          return mergeIntervals(busy);
        },
      };
    },
  };
}
