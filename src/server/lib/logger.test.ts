import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, redactUrl } from './logger';
import { generateToken } from './random-tokens';

function captureLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    logger: createLogger({ level: 'trace', pretty: false }, destination),
    output: () => lines.join(''),
  };
}

describe('the server log', () => {
  it('never carries what pg puts on a connection error: the client, its password or secret key', () => {
    const { logger, output } = captureLogger();
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: {
        secretKey: 123456789,
        connectionParameters: { password: 'db-password' },
        password: 'db-password',
      },
    });
    logger.warn({ err: error, client: { secretKey: 42 } }, 'database: a connection was closed');
    const logged = output();
    expect(logged).toContain('57P01');
    expect(logged).not.toMatch(/secretKey|db-password/);
  });

  it('masks tokens in request URLs and drops cookies and Authorization headers', async () => {
    const { logger, output } = captureLogger();
    const app = Fastify({ loggerInstance: logger });
    app.get('/api/progress/:token', async () => ({ ok: true }));
    const token = generateToken();
    const response = await app.inject({
      method: 'GET',
      url: `/api/progress/${token}?chat=${token}`,
      headers: { cookie: `instructor_session=${token}`, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    const logged = output();
    expect(logged).toContain('/api/progress/');
    expect(logged).not.toContain(token);
  });

  it('leaves ordinary URLs readable', () => {
    expect(redactUrl('/api/bookings/42/status?date=2026-11-25')).toBe(
      '/api/bookings/42/status?date=2026-11-25',
    );
    expect(redactUrl(`/api/calendar-feed/${'a'.repeat(43)}.ics`)).toBe(`/api/calendar-feed/${REDACTED}.ics`);
  });
});
