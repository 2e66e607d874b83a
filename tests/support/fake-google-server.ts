import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/*
 * Google's OAuth 2.0 endpoints and the parts of the Calendar API the school uses, on 127.0.0.1, for
 * the real `google-auth-library` and `@googleapis/calendar` clients (GOOGLE_OAUTH_BASE_URL and
 * GOOGLE_API_BASE_URL point here). Each Google account has one calendar (FAKE_GOOGLE_ACCOUNT's unless a
 * test signs in as another with `consentAsAccount`, as a second instructor would). What Google does that the
 * school relies on is reproduced: the consent redirect with a code (PKCE checked), refresh tokens
 * that stop working once revoked (invalid_grant), event ids that can be chosen and then conflict
 * (409) even after deletion, events marked free not counting as busy, and free/busy ranges of at
 * most 90 days. A small /__control API lets tests in another process add events and revoke access.
 */

export const FAKE_GOOGLE_CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';
export const FAKE_GOOGLE_CLIENT_SECRET = 'fake-client-secret';
export const FAKE_GOOGLE_ACCOUNT = 'instructor.calendar@example.com';

export interface FakeGoogleEvent {
  id: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  transparency: 'opaque' | 'transparent';
  status: 'confirmed' | 'cancelled';
  privateProperties: Record<string, string>;
}

type Consent = 'allow' | 'deny' | 'calendar-events-only';

interface AuthCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string | null;
  account: string;
}

interface Grant {
  scope: string;
  revoked: boolean;
  /** The Google account that consented: its calendar is the one the grant reaches. */
  account: string;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const FREE_BUSY_MAX_MS = 90 * 86_400_000;
const EVENT_ID_PATTERN = /^[a-v0-9]{5,1024}$/;

const eventDateTimeSchema = z.object({ dateTime: z.string().optional(), date: z.string().optional() });
const eventBodySchema = z.object({
  id: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  start: eventDateTimeSchema.optional(),
  end: eventDateTimeSchema.optional(),
  transparency: z.enum(['opaque', 'transparent']).optional(),
  status: z.enum(['confirmed', 'tentative', 'cancelled']).optional(),
  extendedProperties: z.object({ private: z.record(z.string(), z.string()).optional() }).optional(),
});
const freeBusyBodySchema = z.object({
  timeMin: z.string(),
  timeMax: z.string(),
  items: z.array(z.object({ id: z.string() })),
});
const controlEventSchema = z.object({
  summary: z.string(),
  start: z.string(),
  end: z.string(),
  free: z.boolean().optional(),
});

function apiError(status: number, reason: string, message: string): Answer {
  return {
    status,
    body: { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } },
  };
}

function oauthError(status: number, error: string, description: string): Answer {
  return { status, body: { error, error_description: description } };
}

function parseTime(value: { dateTime?: string; date?: string } | undefined): Date | null {
  const text = value?.dateTime ?? value?.date;
  if (!text) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function randomEventId(): string {
  // base32hex, lowercase, as Google's own ids.
  return Array.from(randomBytes(20), (byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeGoogleServer() {
  const codes = new Map<string, AuthCode>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { refreshToken: string; expiresAt: number }>();
  // Each account's calendar: event ids are unique within a calendar, as at Google.
  const calendarsByAccount = new Map<string, Map<string, FakeGoogleEvent>>();
  const eventsOf = (account: string) => {
    let found = calendarsByAccount.get(account);
    if (!found) {
      found = new Map();
      calendarsByAccount.set(account, found);
    }
    return found;
  };
  let signedInAccount = FAKE_GOOGLE_ACCOUNT;
  const requests: { method: string; path: string }[] = [];
  let consent: Consent = 'allow';
  let failuresLeft = 0;
  let failureStatus = 503;
  let serverUrl = '';

  function toJson(event: FakeGoogleEvent, account = FAKE_GOOGLE_ACCOUNT) {
    return {
      kind: 'calendar#event',
      id: event.id,
      status: event.status,
      htmlLink: `${serverUrl}/calendar/event?eid=${event.id}`,
      summary: event.summary,
      description: event.description,
      start: { dateTime: event.start.toISOString(), timeZone: 'Europe/London' },
      end: { dateTime: event.end.toISOString(), timeZone: 'Europe/London' },
      transparency: event.transparency,
      extendedProperties: { private: event.privateProperties },
      creator: { email: account, self: true },
      organizer: { email: account, self: true },
    };
  }

  function issueAccessToken(refreshToken: string): string {
    const token = `ya29.${randomBytes(16).toString('hex')}`;
    accessTokens.set(token, { refreshToken, expiresAt: Date.now() + 3600_000 });
    return token;
  }

  function authorize(request: IncomingMessage): Grant | null {
    const header = String(request.headers.authorization ?? '');
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const access = accessTokens.get(token);
    if (!access || access.expiresAt < Date.now()) return null;
    const grant = grants.get(access.refreshToken);
    return grant && !grant.revoked ? grant : null;
  }

  function consentRedirect(url: URL): Answer {
    const redirectUri = url.searchParams.get('redirect_uri');
    const clientId = url.searchParams.get('client_id');
    const state = url.searchParams.get('state');
    if (
      !redirectUri ||
      clientId !== FAKE_GOOGLE_CLIENT_ID ||
      url.searchParams.get('response_type') !== 'code'
    ) {
      return { status: 400, body: { error: 'invalid_request' } };
    }
    const target = new URL(redirectUri);
    if (state) target.searchParams.set('state', state);
    if (consent === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const asked = (url.searchParams.get('scope') ?? '').split(/\s+/).filter(Boolean);
      const scope =
        consent === 'calendar-events-only' ? asked.filter((item) => !item.endsWith('freebusy')) : asked;
      const code = `4/${randomBytes(12).toString('hex')}`;
      codes.set(code, {
        clientId,
        redirectUri,
        scope: scope.join(' '),
        codeChallenge:
          url.searchParams.get('code_challenge_method') === 'S256'
            ? url.searchParams.get('code_challenge')
            : null,
        account: signedInAccount,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', scope.join(' '));
    }
    return { status: 302, headers: { location: target.toString() } };
  }

  function token(form: URLSearchParams): Answer {
    if (
      form.get('client_id') !== FAKE_GOOGLE_CLIENT_ID ||
      form.get('client_secret') !== FAKE_GOOGLE_CLIENT_SECRET
    ) {
      return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri')) {
        return oauthError(400, 'invalid_grant', 'Malformed auth code.');
      }
      if (code.codeChallenge) {
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (challenge !== code.codeChallenge)
          return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
      }
      const refreshToken = `1//${randomBytes(24).toString('hex')}`;
      grants.set(refreshToken, { scope: code.scope, revoked: false, account: code.account });
      return {
        status: 200,
        body: {
          access_token: issueAccessToken(refreshToken),
          expires_in: 3599,
          refresh_token: refreshToken,
          scope: code.scope,
          token_type: 'Bearer',
        },
      };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const grant = grants.get(refreshToken);
      if (!grant || grant.revoked)
        return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      return {
        status: 200,
        body: {
          access_token: issueAccessToken(refreshToken),
          expires_in: 3599,
          scope: grant.scope,
          token_type: 'Bearer',
        },
      };
    }
    return oauthError(400, 'unsupported_grant_type', 'Invalid grant_type.');
  }

  function revoke(tokenValue: string): Answer {
    const grant = grants.get(tokenValue);
    const access = accessTokens.get(tokenValue);
    const refreshToken = grant ? tokenValue : access?.refreshToken;
    const target = refreshToken ? grants.get(refreshToken) : undefined;
    if (!target || target.revoked) return oauthError(400, 'invalid_token', 'Token expired or revoked');
    // As at Google: revoking one token withdraws the whole grant.
    target.revoked = true;
    return { status: 200, body: {} };
  }

  function writeEvent(
    events: Map<string, FakeGoogleEvent>,
    account: string,
    id: string,
    body: z.infer<typeof eventBodySchema>,
    existing: FakeGoogleEvent | undefined,
  ): Answer {
    const start = parseTime(body.start) ?? existing?.start ?? null;
    const end = parseTime(body.end) ?? existing?.end ?? null;
    if (!start || !end || end <= start)
      return apiError(400, 'timeRangeEmpty', 'The specified time range is empty.');
    const event: FakeGoogleEvent = {
      id,
      summary: body.summary ?? existing?.summary ?? '',
      description: body.description ?? existing?.description ?? '',
      start,
      end,
      transparency: body.transparency ?? existing?.transparency ?? 'opaque',
      status:
        body.status === 'cancelled'
          ? 'cancelled'
          : body.status
            ? 'confirmed'
            : (existing?.status ?? 'confirmed'),
      privateProperties: body.extendedProperties?.private ?? existing?.privateProperties ?? {},
    };
    events.set(id, event);
    return { status: 200, body: toJson(event, account) };
  }

  function listEvents(events: Map<string, FakeGoogleEvent>, account: string, url: URL): Answer {
    const timeMin = url.searchParams.get('timeMin');
    const timeMax = url.searchParams.get('timeMax');
    const showDeleted = url.searchParams.get('showDeleted') === 'true';
    const filters = url.searchParams.getAll('privateExtendedProperty').map((filter) => filter.split('='));
    const maxResults = Number(url.searchParams.get('maxResults') ?? '250');
    const offset = Number(url.searchParams.get('pageToken') ?? '0');
    const matching = [...events.values()]
      .filter((event) => showDeleted || event.status !== 'cancelled')
      .filter((event) => !timeMin || event.end > new Date(timeMin))
      .filter((event) => !timeMax || event.start < new Date(timeMax))
      .filter((event) =>
        filters.every(([key, value]) => key !== undefined && event.privateProperties[key] === value),
      )
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    const page = matching.slice(offset, offset + maxResults);
    const next = offset + maxResults < matching.length ? String(offset + maxResults) : undefined;
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        summary: account,
        timeZone: 'Europe/London',
        items: page.map((event) => toJson(event, account)),
        ...(next ? { nextPageToken: next } : {}),
      },
    };
  }

  function freeBusy(events: Map<string, FakeGoogleEvent>, account: string, body: unknown): Answer {
    const parsed = freeBusyBodySchema.safeParse(body);
    if (!parsed.success) return apiError(400, 'required', 'Missing timeMin or timeMax.');
    const timeMin = new Date(parsed.data.timeMin);
    const timeMax = new Date(parsed.data.timeMax);
    if (timeMax.getTime() - timeMin.getTime() > FREE_BUSY_MAX_MS) {
      return apiError(400, 'timeRangeTooLong', 'The requested time range is too long.');
    }
    const calendars: Record<string, unknown> = {};
    for (const { id } of parsed.data.items) {
      if (id !== 'primary' && id !== account) {
        calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
        continue;
      }
      const busy = [...events.values()]
        .filter((event) => event.status === 'confirmed' && event.transparency === 'opaque')
        .filter((event) => event.start < timeMax && event.end > timeMin)
        .map((event) => ({
          start: event.start < timeMin ? timeMin : event.start,
          end: event.end > timeMax ? timeMax : event.end,
        }))
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      const merged: { start: Date; end: Date }[] = [];
      for (const period of busy) {
        const last = merged.at(-1);
        if (last && period.start <= last.end) {
          if (period.end > last.end) last.end = period.end;
        } else merged.push({ ...period });
      }
      calendars[id] = {
        busy: merged.map((period) => ({ start: period.start.toISOString(), end: period.end.toISOString() })),
      };
    }
    return {
      status: 200,
      body: {
        kind: 'calendar#freeBusy',
        timeMin: parsed.data.timeMin,
        timeMax: parsed.data.timeMax,
        calendars,
      },
    };
  }

  function calendarApi(method: string, url: URL, grant: Grant, bodyText: string): Answer {
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    const canWriteEvents = grant.scope.split(' ').some((scope) => scope.endsWith('/calendar.events.owned'));
    const canReadBusy = grant.scope.split(' ').some((scope) => scope.endsWith('/calendar.freebusy'));
    if (method === 'POST' && path === '/freeBusy') {
      if (!canReadBusy) return apiError(403, 'insufficientPermissions', 'Insufficient Permission');
      return freeBusy(eventsOf(grant.account), grant.account, parseJson(bodyText));
    }
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return apiError(404, 'notFound', 'Not Found');
    if (!canWriteEvents) return apiError(403, 'insufficientPermissions', 'Insufficient Permission');
    const calendarId = decodeURIComponent(match[1] ?? '');
    if (calendarId !== 'primary' && calendarId !== grant.account)
      return apiError(404, 'notFound', 'Not Found');
    const events = eventsOf(grant.account);
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (!eventId) {
      if (method === 'GET') return listEvents(events, grant.account, url);
      if (method !== 'POST') return apiError(405, 'methodNotAllowed', 'Method not allowed');
      const body = eventBodySchema.safeParse(parseJson(bodyText));
      if (!body.success) return apiError(400, 'invalid', 'Invalid event');
      const id = body.data.id ?? randomEventId();
      if (!EVENT_ID_PATTERN.test(id)) return apiError(400, 'invalid', 'Invalid resource id value.');
      // Like Google: an id once used (even by a deleted event) cannot be inserted again.
      if (events.has(id)) return apiError(409, 'duplicate', 'The requested identifier already exists.');
      return writeEvent(
        events,
        grant.account,
        id,
        { ...body.data, status: body.data.status ?? 'confirmed' },
        undefined,
      );
    }
    const existing = events.get(eventId);
    if (method === 'GET')
      return existing
        ? { status: 200, body: toJson(existing, grant.account) }
        : apiError(404, 'notFound', 'Not Found');
    if (method === 'DELETE') {
      if (!existing) return apiError(404, 'notFound', 'Not Found');
      if (existing.status === 'cancelled') return apiError(410, 'deleted', 'Resource has been deleted');
      existing.status = 'cancelled';
      return { status: 204 };
    }
    if (method === 'PATCH' || method === 'PUT') {
      if (!existing) return apiError(404, 'notFound', 'Not Found');
      const body = eventBodySchema.safeParse(parseJson(bodyText));
      if (!body.success) return apiError(400, 'invalid', 'Invalid event');
      return writeEvent(events, grant.account, eventId, body.data, existing);
    }
    return apiError(405, 'methodNotAllowed', 'Method not allowed');
  }

  /** Lets a test in another process (the e2e specs) arrange and inspect the calendar. */
  function control(method: string, path: string, bodyText: string): Answer {
    if (method === 'GET' && path === '/__control/events') {
      return { status: 200, body: [...eventsOf(FAKE_GOOGLE_ACCOUNT).values()].map((event) => toJson(event)) };
    }
    if (method === 'POST' && path === '/__control/events') {
      const body = controlEventSchema.safeParse(parseJson(bodyText));
      if (!body.success) return { status: 400, body: { error: 'bad event' } };
      const id = randomEventId();
      eventsOf(FAKE_GOOGLE_ACCOUNT).set(id, {
        id,
        summary: body.data.summary,
        description: '',
        start: new Date(body.data.start),
        end: new Date(body.data.end),
        transparency: body.data.free ? 'transparent' : 'opaque',
        status: 'confirmed',
        privateProperties: {},
      });
      return { status: 201, body: { id } };
    }
    if (method === 'DELETE' && path.startsWith('/__control/events/')) {
      const event = eventsOf(FAKE_GOOGLE_ACCOUNT).get(path.slice('/__control/events/'.length));
      if (event) event.status = 'cancelled';
      return { status: 204 };
    }
    if (method === 'POST' && path === '/__control/consent') {
      const body = z
        .object({ consent: z.enum(['allow', 'deny', 'calendar-events-only']) })
        .safeParse(parseJson(bodyText));
      if (!body.success) return { status: 400, body: { error: 'bad consent' } };
      consent = body.data.consent;
      return { status: 204 };
    }
    if (method === 'POST' && path === '/__control/revoke-all') {
      for (const grant of grants.values()) grant.revoked = true;
      return { status: 204 };
    }
    return { status: 404, body: { error: 'no such control' } };
  }

  async function route(request: IncomingMessage): Promise<Answer> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const bodyText = await readBody(request);
    requests.push({ method, path: url.pathname });
    if (url.pathname.startsWith('/__control/')) return control(method, url.pathname, bodyText);
    if (method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return consentRedirect(url);
    if (method === 'POST' && url.pathname === '/token') return token(new URLSearchParams(bodyText));
    if (method === 'POST' && url.pathname === '/revoke') {
      return revoke(url.searchParams.get('token') ?? new URLSearchParams(bodyText).get('token') ?? '');
    }
    if (url.pathname.startsWith('/calendar/v3/')) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return apiError(failureStatus, 'backendError', 'Backend Error');
      }
      const grant = authorize(request);
      if (!grant) return apiError(401, 'authError', 'Invalid Credentials');
      return calendarApi(method, url, grant, bodyText);
    }
    return { status: 404, body: { error: 'not found in fake' } };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    route(request).then(
      (answer) => {
        const headers: Record<string, string> = { ...answer.headers };
        if (answer.body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
        response.writeHead(answer.status, headers);
        response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0;
  serverUrl = `http://127.0.0.1:${port}`;

  return {
    url: serverUrl,
    requests,
    /** The environment that points the app at this server (add GOOGLE_TOKEN_ENCRYPTION_KEY). */
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
      GOOGLE_OAUTH_BASE_URL: serverUrl,
      GOOGLE_API_BASE_URL: `${serverUrl}/`,
    },
    /** What the consent page answers: allow, deny, or untick the free/busy permission. */
    setConsent(next: Consent) {
      consent = next;
    },
    /** The Google account that consents next (FAKE_GOOGLE_ACCOUNT until changed): another calendar. */
    consentAsAccount(account: string) {
      signedInAccount = account;
    },
    /** An event the instructor made themselves (not the school's). */
    addEvent(
      event: { summary: string; start: Date; end: Date; free?: boolean },
      account = FAKE_GOOGLE_ACCOUNT,
    ): string {
      const id = randomEventId();
      eventsOf(account).set(id, {
        id,
        summary: event.summary,
        description: '',
        start: event.start,
        end: event.end,
        transparency: event.free ? 'transparent' : 'opaque',
        status: 'confirmed',
        privateProperties: {},
      });
      return id;
    },
    /** Every event, deleted ones included (status cancelled). */
    allEvents(account = FAKE_GOOGLE_ACCOUNT): FakeGoogleEvent[] {
      return [...eventsOf(account).values()];
    },
    /** The events the school put in the calendar and that are not deleted. */
    schoolEvents(account = FAKE_GOOGLE_ACCOUNT): FakeGoogleEvent[] {
      return [...eventsOf(account).values()].filter(
        (event) => event.status === 'confirmed' && event.privateProperties.lessonId !== undefined,
      );
    },
    deleteEvent(id: string, account = FAKE_GOOGLE_ACCOUNT) {
      const event = eventsOf(account).get(id);
      if (event) event.status = 'cancelled';
    },
    /** The instructor withdraws the school's access in their Google account. */
    revokeAllGrants() {
      for (const grant of grants.values()) grant.revoked = true;
    },
    /** Live (not revoked) grants. */
    liveGrantCount(): number {
      return [...grants.values()].filter((grant) => !grant.revoked).length;
    },
    /** The next `count` Calendar API requests fail with `status` (Google having a bad moment). */
    failNextCalendarRequests(count: number, status = 503) {
      failuresLeft = count;
      failureStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGoogleServer = Awaited<ReturnType<typeof startFakeGoogleServer>>;
