import type { ZodType } from 'zod';
import { type ApiError, apiErrorSchema } from '../../core/api/api-error-schemas';

/**
 * The localStorage key where an older version of the dashboard kept the session token. The
 * dashboard now keeps none (the httpOnly cookie is the browser's session, docs/decisions/0046):
 * the key is only ever removed, so a token left there by an old version does not linger.
 */
export const INSTRUCTOR_TOKEN_STORAGE_KEY = 'instructor_token';

/** Removes a token an older version of the dashboard stored (at sign-in, sign-out, session end). */
export function clearInstructorToken(): void {
  try {
    globalThis.localStorage.removeItem(INSTRUCTOR_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * A non-success HTTP answer. `message` is `${status}: ${body text}` (or the status text when the
 * body is empty); `apiError` holds the parsed `{ code, message, fields }` body when there is one,
 * so forms can show `apiError.fields` next to their inputs.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly apiError: ApiError | null;

  constructor(status: number, statusText: string, bodyText: string) {
    const detail = bodyText !== '' ? bodyText : statusText !== '' ? statusText : 'Request failed';
    super(`${status}: ${detail}`);
    this.status = status;
    this.apiError = parseApiError(bodyText);
  }
}

/**
 * Set by the pages that work offline (lib/offline-refusal.ts): refuses a change asked for while
 * offline by throwing, before anything is sent. A hook, so the public pages' JavaScript (which has a
 * budget, tests/e2e/seo.spec.ts) does not carry the offline code.
 */
let refuseChangeWhenOffline: (() => void) | null = null;

export function setOfflineRefusal(check: (() => void) | null): void {
  refuseChangeWhenOffline = check;
}

/** A success answer whose body does not match what the page expects (a contract mismatch). */
export class ApiResponseParseError extends Error {
  override readonly name = 'ApiResponseParseError';
  readonly path: string;

  constructor(path: string, cause: unknown) {
    super(`Unexpected response from ${path}`, { cause });
    this.path = path;
  }
}

function parseApiError(bodyText: string): ApiError | null {
  const json = parseJson(bodyText);
  if (!json.ok) return null;
  const result = apiErrorSchema.safeParse(json.value);
  return result.success ? result.data : null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The server's own words for a failed request when it gave them, otherwise `fallback`. */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.apiError) return error.apiError.message;
  return fallback;
}

export function isApiRequestError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON when defined. */
  body?: unknown;
  /** Parses the response body; an empty body is parsed as `undefined` (`z.unknown()` for 204 answers: z.void would add its code to every page's zod chunk). */
  schema: ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the checkout token header). */
  headers?: Record<string, string>;
}

/**
 * One request to the API: cookies included (the instructor's session is its httpOnly cookie),
 * JSON in and out. Throws `ApiRequestError` on any non-success status and `ApiResponseParseError` when the
 * body does not match `schema`.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const response = await send(path, options.method ?? 'GET', options.body, options.signal, options.headers);
  return readBody(path, response, options.schema);
}

async function send(
  path: string,
  method: HttpMethod,
  body: unknown,
  signal: AbortSignal | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  // A change is never left to fail somewhere in the network, or queued: the visitor is told now.
  if (method !== 'GET' && method !== 'HEAD') refuseChangeWhenOffline?.();
  const headers = new Headers({ ...extraHeaders, Accept: 'application/json' });
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;

  const response = await fetch(path, init);
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, response.statusText, bodyText);
  }
  return response;
}

async function readBody<T>(path: string, response: Response, schema: ZodType<T>): Promise<T> {
  const text = await response.text();
  let value: unknown;
  if (text !== '') {
    const json = parseJson(text);
    if (!json.ok) throw new ApiResponseParseError(path, json.error);
    value = json.value;
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiResponseParseError(path, result.error);
  return result.data;
}

export interface ApiReadOptions {
  signal?: AbortSignal;
  /** Extra request headers (e.g. the checkout token header). */
  headers?: Record<string, string>;
  /** What a 401 answer does: throw an `ApiRequestError` (default) or resolve to `null`. */
  on401?: 'throw' | 'returnNull';
}

/** GET `path` and parse the JSON answer with `schema`. Throws on 401 unless `on401: 'returnNull'`. */
export function apiGet<T>(
  path: string,
  schema: ZodType<T>,
  options: ApiReadOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function apiGet<T>(
  path: string,
  schema: ZodType<T>,
  options?: ApiReadOptions & { on401?: 'throw' },
): Promise<T>;
export async function apiGet<T>(
  path: string,
  schema: ZodType<T>,
  options: ApiReadOptions = {},
): Promise<T | null> {
  try {
    return await apiRequest(path, { schema, signal: options.signal, headers: options.headers });
  } catch (error) {
    if (options.on401 === 'returnNull' && isApiRequestError(error, 401)) return null;
    throw error;
  }
}

export interface ApiWriteOptions {
  signal?: AbortSignal;
}

export function apiPost<T>(path: string, body: unknown, schema: ZodType<T>, options: ApiWriteOptions = {}) {
  return apiRequest(path, { method: 'POST', body, schema, signal: options.signal });
}

export function apiPut<T>(path: string, body: unknown, schema: ZodType<T>, options: ApiWriteOptions = {}) {
  return apiRequest(path, { method: 'PUT', body, schema, signal: options.signal });
}

export function apiPatch<T>(path: string, body: unknown, schema: ZodType<T>, options: ApiWriteOptions = {}) {
  return apiRequest(path, { method: 'PATCH', body, schema, signal: options.signal });
}

export function apiDelete<T>(path: string, schema: ZodType<T>, options: ApiWriteOptions = {}) {
  return apiRequest(path, { method: 'DELETE', schema, signal: options.signal });
}
