import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SCHOOL_TIME_ZONE } from '../src/core/time/london-time';
import { buildApp } from '../src/server/app';
import { createAppDependencies } from '../src/server/app-dependencies';
import { openDatabase } from '../src/server/db/database-client';
import { seedDatabase } from '../src/server/db/seed';
import { parseEnv } from '../src/server/env';
import { findLiveSession } from '../src/server/modules/platform/auth/auth-repository';
import { findReadVersion } from '../src/server/modules/platform/read-versions/read-versions-repository';
import { silentLogger } from '../tests/support/silent-logger';
import { addBenchSchool } from './bench-school-data';

const env = parseEnv({
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  INSTRUCTOR_EMAIL: 'bench@example.com',
  INSTRUCTOR_PASSWORD: 'benchmark-password',
});
const database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'prof-')) });
const now = () => new Date();
await database.migrate((db) => seedDatabase({ db, env, now: now(), timeZone: SCHOOL_TIME_ZONE }));
await addBenchSchool(database.db, 'bench@example.com', now());
const deps = createAppDependencies({ env, database, logger: silentLogger, now, mailTransport: null });
const app = await buildApp(deps, { webRoot: '/nonexistent' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/instructor-login',
  payload: { email: 'bench@example.com', password: 'benchmark-password' },
});
const headers = { authorization: `Bearer ${login.json().token}` };
const { db } = database;
const work: Record<string, () => Promise<unknown>> = {
  health: () => app.inject({ method: 'GET', url: '/api/health', headers }),
  today: () => app.inject({ method: 'GET', url: '/api/dashboard/today', headers }),
  students: () => app.inject({ method: 'GET', url: '/api/students', headers }),
  'select 1': () => db.execute(sql`select 1`),
  'version query': () => findReadVersion(db, 'dashboard'),
  'session query': () => findLiveSession(db, 'nothing', new Date()),
};
const totals: Record<string, number> = {};
for (const fn of Object.values(work)) await fn();
const n = Number(process.env.N ?? 300);
for (let i = 0; i < n; i++) {
  for (const [name, fn] of Object.entries(work)) {
    const t = performance.now();
    await fn();
    totals[name] = (totals[name] ?? 0) + performance.now() - t;
  }
}
for (const [name, total] of Object.entries(totals))
  console.log(name.padEnd(14), (total / n).toFixed(2), 'ms');
await app.close();
await database.close();
