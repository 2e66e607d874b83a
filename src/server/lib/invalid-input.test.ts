import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setUpTestApp } from '../../../tests/support/test-app';
import { apiErrorSchema } from '../../core/api/api-error-schemas';
import { VALIDATION_MESSAGE } from './error-handler';
import { findNullByte, NULL_BYTE_MESSAGE } from './null-byte-guard';

/*
 * Input PostgreSQL cannot store is refused with a 400 before it reaches a query (the null-byte
 * guard), and, should a schema let such a value through, the database's own refusal is still a
 * 400, logged as a warning, never a 500. On both engines.
 */

const warnings: string[] = [];

const testApp = setUpTestApp({
  loggerInstance: pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(chunk.toString('utf8'));
        done();
      },
    }),
  ),
  signIn: false,
});
beforeAll(async () => {
  const { app, database } = testApp;
  // Routes that exist only in this test: values straight to the database, no schema in the way.
  app.post(
    '/api/test/echo/:name',
    { schema: { params: z.object({ name: z.string() }), body: z.unknown() } },
    (request) => ({ name: request.params.name }),
  );
  app.get('/api/test/text-lookup', async () => {
    await database.db.execute(sql`select id from users where email = ${'a\u0000b'}`);
    return { ok: true };
  });
  app.get('/api/test/integer-lookup', async () => {
    await database.db.execute(sql`select id from users where id = ${2_147_483_648}`);
    return { ok: true };
  });
  app.get('/api/test/date-lookup', async () => {
    await database.db.execute(sql`select ${'2026-02-30'}::date`);
    return { ok: true };
  });
});

function validationFields(body: string): Record<string, string> | undefined {
  const error = apiErrorSchema.parse(JSON.parse(body));
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.message).toBe(VALIDATION_MESSAGE);
  return error.fields;
}

describe('findNullByte', () => {
  it('names the first field holding U+0000, nested or as a key', () => {
    expect(findNullByte({ fullName: 'Sam', times: [{ date: '2026-01-01' }] })).toBeNull();
    expect(findNullByte({ times: [{ date: 'x' }, { date: '2026\u0000' }] })).toEqual(['times', '1', 'date']);
    expect(findNullByte({ nested: { 'a\u0000': 1 } })).toEqual(['nested', 'a\\u0000']);
    expect(findNullByte('\u0000')).toEqual([]);
    expect(findNullByte(Buffer.from('\u0000'))).toBeNull();
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`);
    expect(findNullByte(deep)).toHaveLength(20_000);
  });
});

describe('the null-byte guard', () => {
  it('refuses U+0000 in a path parameter, a query string or a body with a 400 naming the field', async () => {
    const inPath = await testApp.app.inject({ method: 'POST', url: '/api/test/echo/a%00b', payload: {} });
    expect(inPath.statusCode).toBe(400);
    expect(validationFields(inPath.body)).toEqual({ name: NULL_BYTE_MESSAGE });

    const inQuery = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/x?week=%00',
      payload: {},
    });
    expect(inQuery.statusCode).toBe(400);
    expect(validationFields(inQuery.body)).toEqual({ week: NULL_BYTE_MESSAGE });

    const inBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/x',
      payload: { alternativeTimes: [{ date: '2026-01-01\u0000' }] },
    });
    expect(inBody.statusCode).toBe(400);
    expect(validationFields(inBody.body)).toEqual({ 'alternativeTimes.0.date': NULL_BYTE_MESSAGE });

    const whole = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/x',
      headers: { 'content-type': 'application/json' },
      payload: '"\\u0000"',
    });
    expect(whole.statusCode).toBe(400);
    expect(validationFields(whole.body)).toEqual({ body: NULL_BYTE_MESSAGE });
  });

  it('lets everything else through', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/caf%C3%A9',
      payload: { text: 'line\nbreak\ttab' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'café' });
  });

  it('refuses the calendar feed asked for with a null byte (no sign-in needed)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/calendar-feed/%00.ics' });
    expect(response.statusCode).toBe(400);
    expect(validationFields(response.body)).toEqual({ token: NULL_BYTE_MESSAGE });
  });
});

describe('values the database refuses', () => {
  it('answers 400, not 500, and warns that a schema let them through', async () => {
    for (const url of ['/api/test/text-lookup', '/api/test/integer-lookup', '/api/test/date-lookup']) {
      warnings.length = 0;
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_REQUEST');
      expect(warnings.join('\n'), url).toContain('the database refused a value the schemas let through');
    }
  });
});
