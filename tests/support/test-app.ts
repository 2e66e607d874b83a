import type { FastifyBaseLogger } from 'fastify';
import { SCHOOL_TIME_ZONE } from '../../src/core/time/london-time';
import { buildApp } from '../../src/server/app';
import type { AppDependencies, AppInstance } from '../../src/server/app-types';
import type { DatabaseHandle } from '../../src/server/db/database-client';
import { seedDatabase } from '../../src/server/db/seed';
import { type Env, parseEnv } from '../../src/server/env';
import type { MailTransport } from '../../src/server/integrations/smtp-mail-transport';
import { createMailService } from '../../src/server/modules/outbox/outbox-service';
import { silentLogger } from './silent-logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: AppInstance;
  /** What the app was built from, for calling services and jobs directly. */
  deps: AppDependencies;
  database: DatabaseHandle;
  env: Env;
  /** Moves the app's clock (tests of time rules). */
  setNow(instant: Date): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: Date;
  /** Seed packages, settings and the instructor (default true); demo data only if env says so. */
  seed?: boolean;
  mailTransport?: MailTransport | null;
  webRoot?: string;
  /** The app's request logger (default none): a test that asserts on what the app logs. */
  loggerInstance?: FastifyBaseLogger;
  /**
   * An open database to build on instead of a fresh one: a second server on the same database
   * (chat across processes). Not seeded again, and left open on close: its owner closes it.
   */
  database?: DatabaseHandle;
}

/** The whole app on a fresh database, for `app.inject`. Demo data is off unless asked for. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_SENSITIVE_PER_MINUTE: '100000',
    ...options.env,
  });
  let currentNow = options.now ?? new Date();
  const now = () => currentNow;
  const database = options.database ?? (await createTestDatabase());
  if ((options.seed ?? true) && !options.database) {
    await seedDatabase({ db: database.db, env, now: now(), timeZone: SCHOOL_TIME_ZONE });
  }
  const mail = createMailService({
    db: database.db,
    transport: options.mailTransport ?? null,
    from: env.MAIL_FROM,
    logger: silentLogger,
    now,
  });
  const deps: AppDependencies = { env, database, mail, now, logger: silentLogger };
  const app = await buildApp(deps, {
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : {}),
  });
  return {
    app,
    deps,
    database,
    env,
    setNow(instant) {
      currentNow = instant;
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Signs in as the seeded instructor and returns headers for instructor-only requests. */
export async function signInAsInstructor(testApp: TestApp): Promise<{ authorization: string }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    payload: { email: testApp.env.INSTRUCTOR_EMAIL, password: testApp.env.INSTRUCTOR_PASSWORD },
  });
  const body: unknown = response.json();
  if (response.statusCode !== 200 || typeof body !== 'object' || body === null || !('token' in body)) {
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return { authorization: `Bearer ${String(body.token)}` };
}
