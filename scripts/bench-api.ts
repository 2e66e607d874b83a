/*
 * `npm run bench:api`: requests per second and p99 latency of `GET /api/time-slots` and
 * `POST /api/bookings`, against the real server on PGlite and, when TEST_DATABASE_URL (or
 * BENCH_DATABASE_URL) points at a PostgreSQL server, on PostgreSQL too. Each engine gets a fresh
 * database seeded with the demo availability (about 450 slots).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Bookings are rare and serialised by the database (PGlite is a single connection): a burst of
// 10 learners submitting at once is already far beyond a driving school's real load.
const BOOKING_CONNECTIONS = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 10);
const TARGET = { timeSlotsRequestsPerSecond: 3000, timeSlotsP99Ms: 50 };

interface Result {
  engine: string;
  endpoint: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in 90 s');
}

async function startServer(extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-'));
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      INSTRUCTOR_EMAIL: 'bench@example.com',
      INSTRUCTOR_PASSWORD: 'benchmark-password',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_SENSITIVE_PER_MINUTE: '100000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(engine: string, endpoint: string, options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options });
  return {
    engine,
    endpoint,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let bookingCounter = 0;

async function benchEngine(engine: string, extraEnv: Record<string, string>): Promise<Result[]> {
  const server = await startServer(extraEnv);
  try {
    // Warm up (JIT, caches) before measuring.
    await autocannon({ url: `${server.baseUrl}/api/time-slots`, duration: 2, connections: 10 });
    const slots = await measure(engine, 'GET /api/time-slots', { url: `${server.baseUrl}/api/time-slots` });
    // Future bookings (no slots) so every request does the whole write path and succeeds.
    const bookings = await measure(engine, 'POST /api/bookings', {
      connections: BOOKING_CONNECTIONS,
      url: `${server.baseUrl}/api/bookings`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            bookingCounter += 1;
            return {
              ...request,
              body: JSON.stringify({
                fullName: 'Bench Learner',
                email: `bench-${engine}-${bookingCounter}@example.com`,
                phone: '07700 900123',
                drivingExperience: 'beginner',
                packageType: 'standard',
                acceptTerms: true,
                timeSlotIds: [],
                paymentMethod: 'bank_transfer',
              }),
            };
          },
        },
      ],
    });
    return [slots, bookings];
  } finally {
    await server.stop();
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function main(): Promise<void> {
  console.log(
    `autocannon: ${DURATION_SECONDS} s per endpoint, ${CONNECTIONS} connections for time slots, ${BOOKING_CONNECTIONS} for bookings, Node ${process.version}`,
  );
  const results = await benchEngine('pglite', {});
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl);
    try {
      results.push(...(await benchEngine('postgres', { DATABASE_URL: database.url })));
    } finally {
      await database.drop();
    }
  } else {
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL to include it.');
  }
  console.table(results);
  const pgliteSlots = results.find(
    (result) => result.engine === 'pglite' && result.endpoint === 'GET /api/time-slots',
  );
  const meetsTarget =
    pgliteSlots !== undefined &&
    pgliteSlots.requestsPerSecond >= TARGET.timeSlotsRequestsPerSecond &&
    pgliteSlots.p99Ms < TARGET.timeSlotsP99Ms &&
    pgliteSlots.non2xx === 0;
  console.log(
    `Target GET /api/time-slots on PGlite: >= ${TARGET.timeSlotsRequestsPerSecond} req/s, p99 < ${TARGET.timeSlotsP99Ms} ms: ${meetsTarget ? 'met' : 'NOT met'}`,
  );
  if (results.some((result) => result.errors > 0 || result.non2xx > 0)) {
    console.log('Some requests failed (see non2xx / errors).');
    process.exitCode = 1;
  }
  if (!meetsTarget) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
