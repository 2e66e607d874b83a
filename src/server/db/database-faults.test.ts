import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { type RunningTestServer, startTestServer } from '../../../tests/e2e/support/test-server';
import { buildBookingRequest } from '../../../tests/support/factories';
import { setUpTestApp } from '../../../tests/support/test-app';
import { createTestDatabase, withPostgresAdmin } from '../../../tests/support/test-database';
import { apiErrorSchema } from '../../core/api/api-error-schemas';
import { timeSlotsResponseSchema } from '../../core/bookings/booking/time-slot-schemas';
import { type DatabaseHandle, openPostgresDatabase } from './database-client';
import '../../../tests/support/provided-context';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

/*
 * What a PostgreSQL restart, a managed database's failover or an idle-session killer does to a
 * running server, tried on the real server process (the compiled dist/server/server.js) on PostgreSQL.
 */

const createdDatabases: string[] = [];
const runningServers: RunningTestServer[] = [];

afterAll(async () => {
  await Promise.all(runningServers.map((server) => server.stop()));
  if (createdDatabases.length > 0) {
    await withPostgresAdmin(async (admin) => {
      for (const name of createdDatabases)
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  }
}, 60_000);

/** An empty database (no migrations): what a first start finds. */
async function createEmptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `faults_${randomBytes(5).toString('hex')}`;
  await withPostgresAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  createdDatabases.push(name);
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

// The real server process, not setUpTestApp's app.inject: what is tried here is the process and its pool.
async function startServerOn(databaseUrl: string): Promise<RunningTestServer> {
  const server = await startTestServer({
    requireWebBuild: false,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  });
  runningServers.push(server);
  return server;
}

const terminatedResult = z.object({ rows: z.array(z.object({ terminated: z.boolean() })) });

/** Ends every backend of `database` but the admin's own, as `pg_terminate_backend` does on a failover. */
async function terminateBackends(database: string): Promise<number> {
  const result = await withPostgresAdmin((admin) =>
    admin.query(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    ),
  );
  return terminatedResult.parse(result).rows.filter((row) => row.terminated).length;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('the server when PostgreSQL ends its connections', () => {
  it('stays up under booking load through three terminations: in-flight requests get 503 or succeed, the next ones succeed', async () => {
    const database = await createEmptyDatabase();
    const server = await startServerOn(database.url);
    const slots = timeSlotsResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/time-slots`)).json(),
    );
    const hourSlots = slots.filter((slot) => slot.duration === 60);
    expect(hourSlots.length).toBeGreaterThan(50);

    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let running = true;
    let nextSlot = 0;
    async function worker(): Promise<void> {
      while (running) {
        const slot = hourSlots[nextSlot++ % hourSlots.length];
        const booking = buildBookingRequest({
          packageType: 'single_1hour',
          timeSlotIds: slot ? [slot.id] : [],
        });
        const requests = [
          fetch(`${server.baseUrl}/api/time-slots`),
          fetch(`${server.baseUrl}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(booking),
          }),
        ];
        for (const outcome of await Promise.allSettled(requests)) {
          if (outcome.status === 'rejected') {
            problems.push(`no answer: ${String(outcome.reason)}`);
            continue;
          }
          const response = outcome.value;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 503) {
            expect(response.headers.get('retry-after')).toBe('5');
            expect(apiErrorSchema.parse(await response.json()).code).toBe('DATABASE_UNAVAILABLE');
          } else if (![200, 201, 409].includes(response.status)) {
            problems.push(`${response.url} answered ${response.status}: ${await response.text()}`);
          } else {
            await response.arrayBuffer();
          }
        }
      }
    }
    const workers = Array.from({ length: 6 }, () => worker());

    const terminated: number[] = [];
    for (let round = 0; round < 3; round++) {
      await delay(700);
      terminated.push(await terminateBackends(database.name));
    }
    await delay(700);
    running = false;
    await Promise.all(workers);

    // Each round really ended connections the server was using.
    expect(
      terminated.every((count) => count > 0),
      `terminated per round: ${terminated.join(', ')}`,
    ).toBe(true);
    expect(server.isRunning(), server.output()).toBe(true);
    expect(problems, server.output()).toEqual([]);
    expect((statuses.get(201) ?? 0) + (statuses.get(200) ?? 0)).toBeGreaterThan(0);

    // The pool recovered by itself: the next requests succeed.
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const after = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildBookingRequest({ packageType: 'single_1hour', timeSlotIds: [] })),
    });
    expect(after.status).toBe(201);
    // No secret of the connection reached the log (pg puts the client on its errors).
    expect(server.output()).not.toMatch(/secretKey|postgres:postgres@/);
    // Every connection went back to the pool: it closes at once instead of waiting for a lost one.
    const stopping = Date.now();
    await server.stop();
    expect(Date.now() - stopping, server.output()).toBeLessThan(5_000);
  }, 90_000);

  it('starts two servers together on a fresh database: both become healthy, the school is seeded once', async () => {
    const database = await createEmptyDatabase();
    const [first, second] = await Promise.all([startServerOn(database.url), startServerOn(database.url)]);
    for (const server of [first, second]) {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    }
    const handle = await openPostgresDatabase(database.url);
    const counts = await handle.db
      .execute(
        sql`SELECT (SELECT count(*) FROM instructors)::int AS instructors,
                   (SELECT count(*) FROM users WHERE source = 'demo')::int AS demo_learners,
                   (SELECT count(*) FROM packages)::int AS packages`,
      )
      .then(
        (result) =>
          z
            .object({
              rows: z.tuple([
                z.object({ instructors: z.number(), demo_learners: z.number(), packages: z.number() }),
              ]),
            })
            .parse(result).rows[0],
      )
      .finally(() => handle.close());
    // The owner and the demo's second instructor (Nadia, decision 0052), and five made-up learners.
    expect(counts).toEqual({ instructors: 2, demo_learners: 5, packages: expect.any(Number) });
    expect(counts.packages).toBeGreaterThan(0);
  }, 120_000);
});

describe('the app while the database is unreachable', () => {
  let unreachable: DatabaseHandle;
  let reachable: DatabaseHandle;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused, as while PostgreSQL restarts.
    unreachable = await openPostgresDatabase('postgres://nobody:secret@127.0.0.1:1/none');
    // The chat's LISTEN connection is opened at start; only the queries lose the database here.
    reachable = await createTestDatabase();
  });
  // Registered before the app: runs once it has closed (an app on a given database leaves it open).
  afterAll(async () => {
    await unreachable?.close();
    await reachable?.close();
  });
  const testApp = setUpTestApp(() => ({
    database: { ...reachable, db: unreachable.db },
    seed: false,
    signIn: false,
  }));

  it('answers 503 with a retry-after, and the health check says "database unavailable"', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'database unavailable' });

    const slots = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
    expect(slots.statusCode).toBe(503);
    expect(slots.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(slots.json()).code).toBe('DATABASE_UNAVAILABLE');
  });
});
