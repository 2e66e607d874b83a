import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiRequestError,
  ApiResponseParseError,
  apiGet,
  apiPost,
  clearInstructorToken,
  getApiErrorMessage,
  INSTRUCTOR_TOKEN_STORAGE_KEY,
} from './api-client';
import { installOfflineRefusal, OFFLINE_REFUSAL_MESSAGE, OfflineRequestError } from './offline-refusal';

function createMemoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
    clear: () => values.clear(),
  };
}

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function lastRequest() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input, init] = call;
  return { input, init, headers: new Headers(init?.headers) };
}

const greetingSchema = z.object({ greeting: z.string() });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the instructor session', () => {
  it('removes a token an older version stored, and never sends one', async () => {
    localStorage.setItem(INSTRUCTOR_TOKEN_STORAGE_KEY, 'old-token');
    fetchMock.mockResolvedValue(jsonResponse({ greeting: 'hello' }));
    await apiGet('/api/hello', greetingSchema);
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    clearInstructorToken();
    expect(localStorage.getItem(INSTRUCTOR_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears nothing, quietly, when storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => clearInstructorToken()).not.toThrow();
  });
});

describe('apiGet', () => {
  it('includes credentials and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ greeting: 'hello' }));

    await expect(apiGet('/api/hello', greetingSchema)).resolves.toEqual({ greeting: 'hello' });

    const { input, init, headers } = lastRequest();
    expect(input).toBe('/api/hello');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('adds no Authorization header: the session cookie is sent instead', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ greeting: 'hello' }));

    await apiGet('/api/hello', greetingSchema);

    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends extra headers, such as the checkout token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ greeting: 'hello' }));

    await apiGet('/api/hello', greetingSchema, { headers: { 'x-checkout-token': 'token-123' } });

    const { headers } = lastRequest();
    expect(headers.get('x-checkout-token')).toBe('token-123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('throws an ApiRequestError with "status: body" and the parsed API error', async () => {
    const body = {
      code: 'validation_failed',
      message: 'Check the form',
      fields: { email: 'Valid email is required' },
    };
    fetchMock.mockResolvedValue(jsonResponse(body, { status: 422, statusText: 'Unprocessable Entity' }));

    const error = await apiGet('/api/hello', greetingSchema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    if (!(error instanceof ApiRequestError)) return;
    expect(error.message).toBe(`422: ${JSON.stringify(body)}`);
    expect(error.status).toBe(422);
    expect(error.apiError).toEqual(body);
    expect(getApiErrorMessage(error, 'fallback')).toBe('Check the form');
  });

  it('uses the status text in the message when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const error = await apiGet('/api/hello', greetingSchema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    if (!(error instanceof ApiRequestError)) return;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.apiError).toBeNull();
    expect(getApiErrorMessage(error, 'fallback')).toBe('fallback');
  });

  it('keeps a plain-text error body in the message', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiGet('/api/hello', greetingSchema)).rejects.toThrow('502: Bad gateway');
  });

  it('surfaces a body that does not match the schema as an ApiResponseParseError', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ greeting: 42 }));

    const error = await apiGet('/api/hello', greetingSchema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiResponseParseError);
    if (!(error instanceof ApiResponseParseError)) return;
    expect(error.message).toBe('Unexpected response from /api/hello');
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('surfaces a body that is not JSON as an ApiResponseParseError', async () => {
    fetchMock.mockResolvedValue(new Response('<html></html>', { status: 200 }));

    await expect(apiGet('/api/hello', greetingSchema)).rejects.toBeInstanceOf(ApiResponseParseError);
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401, statusText: 'Unauthorized' }));

    await expect(apiGet('/api/hello', greetingSchema)).rejects.toThrow('401: Unauthorized');
  });

  it('resolves to null on 401 with on401: returnNull', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401, statusText: 'Unauthorized' }));

    await expect(apiGet('/api/hello', greetingSchema, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other failures with on401: returnNull', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 403, statusText: 'Forbidden' }));

    await expect(apiGet('/api/hello', greetingSchema, { on401: 'returnNull' })).rejects.toThrow(
      '403: Forbidden',
    );
  });
});

describe('apiPost', () => {
  it('sends a JSON body with credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ greeting: 'created' }, { status: 201 }));

    await expect(apiPost('/api/hello', { name: 'Sam' }, greetingSchema)).resolves.toEqual({
      greeting: 'created',
    });

    const { init, headers } = lastRequest();
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ name: 'Sam' }));
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('parses an empty 204 answer as undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiPost('/api/hello', {}, z.void())).resolves.toBeUndefined();
  });
});

describe('offline', () => {
  beforeAll(() => {
    installOfflineRefusal();
  });
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('refuses a change before sending it, with words a form can show', async () => {
    onlineManager.setOnline(false);
    const request = apiPost('/api/bookings', { name: 'Sam' }, greetingSchema);
    await expect(request).rejects.toBeInstanceOf(OfflineRequestError);
    const error = await request.catch((caught: unknown) => caught);
    expect(getApiErrorMessage(error, 'fallback')).toBe(OFFLINE_REFUSAL_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends changes again once back online', async () => {
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ greeting: 'hi' }));
    await expect(apiPost('/api/bookings', {}, greetingSchema)).resolves.toEqual({ greeting: 'hi' });
  });
});
