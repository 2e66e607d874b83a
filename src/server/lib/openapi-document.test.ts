import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  setUpTestApp,
  signInAsInstructor,
  type TestApp,
} from '../../../tests/support/test-app';
import { createOperationId, INSTRUCTOR_SECURITY } from './openapi-document';

const operationSchema = z.object({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(z.object({ in: z.string(), name: z.string() })).optional(),
  requestBody: z.unknown().optional(),
  responses: z.record(
    z.string(),
    z.object({
      description: z.string(),
      content: z.record(z.string(), z.object({ schema: z.unknown() })).optional(),
    }),
  ),
});
type Operation = z.infer<typeof operationSchema>;

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  components: z.object({
    securitySchemes: z.record(
      z.string(),
      z.object({
        type: z.string(),
        in: z.string().optional(),
        name: z.string().optional(),
        scheme: z.string().optional(),
      }),
    ),
    schemas: z.record(z.string(), z.unknown()),
  }),
});

interface DocumentedOperation {
  /** `GET /api/students/{id}` */
  key: string;
  method: string;
  path: string;
  operation: Operation;
}

let document: z.infer<typeof documentSchema>;
let operations: DocumentedOperation[];

const testApp = setUpTestApp({ seed: false, signIn: false });
beforeAll(async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = documentSchema.parse(response.json());
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
});

function requiresInstructor(operation: Operation): boolean {
  return (operation.security ?? []).some((requirement) =>
    Object.keys(requirement).some((name) => name === 'instructorSession' || name === 'bearerToken'),
  );
}

describe('createOperationId', () => {
  it('names an operation by its method and path, readably', () => {
    expect(createOperationId('GET', '/api/students/:id/lessons')).toBe('getStudentsByIdLessons');
    expect(createOperationId('POST', '/api/progress/:token/lessons/:lessonId/reschedule-options')).toBe(
      'postProgressByTokenLessonsByLessonIdRescheduleOptions',
    );
    expect(createOperationId('GET', '/api/calendar-feed/:token.ics')).toBe('getCalendarFeedByTokenIcs');
  });
});

describe('the OpenAPI description', () => {
  it('says what saving a progress note does: it never changes the lesson (decision 0018)', () => {
    const operation = operations.find((entry) => entry.key === 'POST /api/progress-notes')?.operation;
    const text = `${operation?.summary ?? ''}\n${operation?.description ?? ''}`;
    expect(text).not.toMatch(/marks it completed/i);
    expect(text).toMatch(/The note never changes its lesson/);
    expect(text).toMatch(/POST \/api\/lessons\/\{id\}\/complete/);
  });

  it('documents the API', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((entry) => entry.key)).toContain('GET /api/bookings/pending');
  });

  it('declares how the API is authenticated', () => {
    expect(document.components.securitySchemes).toMatchObject({
      instructorSession: { type: 'apiKey', in: 'cookie', name: 'instructor_session' },
      bearerToken: { type: 'http', scheme: 'bearer' },
      learnerToken: { type: 'apiKey', in: 'query', name: 'token' },
      checkoutToken: { type: 'apiKey', in: 'header', name: 'x-checkout-token' },
      stripeSignature: { type: 'apiKey', in: 'header', name: 'stripe-signature' },
      wooCommerceSignature: { type: 'apiKey', in: 'header', name: 'x-wc-webhook-signature' },
    });
  });

  it('gives every operation a unique operationId', () => {
    const seen = new Map<string, string>();
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      const id = operation.operationId ?? '';
      expect(seen.get(id), `${key} and ${seen.get(id)} share ${id}`).toBeUndefined();
      seen.set(id, key);
    }
  });

  it('says for every operation which credentials it needs, naming only declared schemes', () => {
    const declared = Object.keys(document.components.securitySchemes);
    for (const { key, operation } of operations) {
      expect(operation.security, `${key} has no security`).toBeDefined();
      for (const requirement of operation.security ?? []) {
        for (const name of Object.keys(requirement)) expect(declared, key).toContain(name);
      }
    }
  });

  it('names the credential of each kind of route', () => {
    const security = (key: string) => operations.find((entry) => entry.key === key)?.operation.security;
    expect(security('GET /api/bookings/pending')).toEqual(INSTRUCTOR_SECURITY);
    expect(security('POST /api/bookings')).toEqual([]);
    expect(security('GET /api/student-messages')).toEqual([{ learnerToken: [] }]);
    expect(security('GET /api/bookings/{id}/payment-status')).toEqual([{ checkoutToken: [] }]);
    expect(security('POST /api/stripe/webhook')).toEqual([{ stripeSignature: [] }]);
    expect(security('POST /api/woocommerce/webhook')).toEqual([{ wooCommerceSignature: [] }]);
    // A token in the path: no scheme can name it, so the description does.
    const progress = operations.find((entry) => entry.key === 'GET /api/progress/{token}')?.operation;
    expect(progress?.security).toEqual([]);
    expect(progress?.description).toContain('`token` in the path is the permission');
  });

  it('lists the error answers every operation can give, with the shared error body', () => {
    expect(document.components.schemas).toHaveProperty('ApiError');
    for (const { key, path, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2/.test(status)),
        `${key} has no success answer`,
      ).toBe(true);
      expect(statuses, `${key}: the rate limit`).toContain('429');
      if (operation.parameters?.length || operation.requestBody)
        expect(statuses, `${key}: validation`).toContain('400');
      if (path.includes('{'))
        expect(statuses, `${key}: an id or token that matches nothing`).toContain('404');
      if (requiresInstructor(operation)) expect(statuses, `${key}: no session`).toContain('401');
      for (const status of statuses.filter((code) => /^4/.test(code))) {
        expect(operation.responses[status]?.description, `${key} ${status}`).not.toBe('Default Response');
        expect(
          operation.responses[status]?.content?.['application/json']?.schema,
          `${key} ${status}`,
        ).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('marks as instructor-only only operations that refuse a request without a session', async () => {
    const instructorOnly = operations.filter(({ operation }) => requiresInstructor(operation));
    expect(instructorOnly.length).toBeGreaterThan(20);
    for (const { key, method, path, operation } of instructorOnly) {
      expect(operation.security, key).toEqual(INSTRUCTOR_SECURITY);
      const response = await testApp.app.inject({
        method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).parse(method),
        url: path.replace(/\{\w+\}/g, '1'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, key).toBe(401);
    }
  });
});

describe('who may read the description', () => {
  // Every path under /api/docs: the page, both forms of the document, the page's own assets.
  const docsPaths = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/index.css',
    '/api/docs/static/swagger-initializer.js',
  ];

  it('is open to anyone in development (and in tests, above)', async () => {
    const development = await createTestApp({ seed: false, env: { NODE_ENV: 'development' } });
    try {
      for (const url of docsPaths) {
        const response = await development.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeLessThan(400);
      }
    } finally {
      await development.close();
    }
  });

  describe('in production', () => {
    let production: TestApp;

    beforeAll(async () => {
      production = await createTestApp({
        env: {
          NODE_ENV: 'production',
          INSTRUCTOR_EMAIL: 'owner@school.example',
          INSTRUCTOR_PASSWORD: 'a-production-password-123',
        },
      });
    });
    afterAll(async () => {
      await production.close();
    });

    it('refuses every path under /api/docs without a live instructor session, with the 401 of the instructor routes', async () => {
      const headerSets = [
        {},
        { authorization: `Bearer ${'x'.repeat(43)}` },
        { cookie: `instructor_session=${'x'.repeat(43)}` },
      ];
      for (const headers of headerSets) {
        for (const url of docsPaths) {
          const response = await production.app.inject({ method: 'GET', url, headers });
          expect(response.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(401);
          expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
          expect(response.body).not.toContain('openapi');
        }
      }
    });

    it('answers the signed-in instructor, by Bearer token or session cookie', async () => {
      const bearer = await signInAsInstructor(production);
      const json = await production.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer });
      expect(json.statusCode).toBe(200);
      expect(documentSchema.parse(json.json()).paths['/api/progress-notes']).toBeDefined();

      const cookie = { cookie: `instructor_session=${bearer.authorization.slice('Bearer '.length)}` };
      for (const url of ['/api/docs/', '/api/docs/static/index.css', '/api/docs/json']) {
        const response = await production.app.inject({ method: 'GET', url, headers: cookie });
        expect(response.statusCode, url).toBe(200);
      }

      // Signed out, the same token is refused again.
      await production.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer });
      const after = await production.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer });
      expect(after.statusCode).toBe(401);
    });
  });
});
