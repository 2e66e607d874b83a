import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../src/core/time/london-time';
import { buildApp } from '../../src/server/app';
import { createAppDependencies } from '../../src/server/app-dependencies';
import type { AppDependencies, AppInstance } from '../../src/server/app-types';
import type { DatabaseHandle } from '../../src/server/db/database-client';
import { seedDatabase } from '../../src/server/db/seed';
import { type Env, parseEnv } from '../../src/server/env';
import type { MailTransport } from '../../src/server/integrations/smtp-mail-transport';
import { giveValidComplianceRecords } from './compliance-records';
import { silentLogger } from './silent-logger';
import { createTestDatabase } from './test-database';
import { seedsLikeTheTemplate, TEST_APP_BASE_ENV } from './test-seed';

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
  /** PGlite only: a database in a folder, not in memory (tests/support/test-database.ts). */
  databaseOnDisk?: boolean;
}

/** The whole app on a fresh database, for `app.inject`. Demo data is off unless asked for. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = parseEnv({ ...TEST_APP_BASE_ENV, ...options.env });
  let currentNow = options.now ?? new Date();
  const now = () => currentNow;
  const seed = (options.seed ?? true) && !options.database;
  // A seed the template already holds is copied with it, not run again (tests/support/test-seed.ts).
  const fromSeededTemplate = seed && seedsLikeTheTemplate(env);
  const database =
    options.database ??
    (await createTestDatabase({ seeded: fromSeededTemplate, onDisk: options.databaseOnDisk }));
  if (seed && !fromSeededTemplate) {
    await seedDatabase({ db: database.db, env, now: now(), timeZone: SCHOOL_TIME_ZONE });
    // As the template (test-seed.ts): every seeded instructor bookable at any test clock.
    await giveValidComplianceRecords(database.db);
  }
  const deps = createAppDependencies({
    env,
    database,
    logger: silentLogger,
    now,
    mailTransport: options.mailTransport ?? null,
  });
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
export async function signInAsInstructor(testApp: RunningTestApp): Promise<{ authorization: string }> {
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

export interface SetUpTestAppOptions extends TestAppOptions {
  /** Sign in as the seeded instructor once the app is up (default true); false leaves `headers` unusable. */
  signIn?: boolean;
}

/**
 * An app a test talks to, whether it made it with `createTestApp` or got it from `setUpTestApp`:
 * helpers that only send requests or read the database take this, so they accept both.
 */
export type RunningTestApp = Omit<TestApp, 'close'>;

/**
 * A file's app as `setUpTestApp` hands it out: the running TestApp's parts and the instructor's
 * headers. No `close`: the helper closes the app itself, so a test cannot close it twice.
 */
export interface TestAppHandle extends RunningTestApp {
  /** The seeded instructor's headers, for instructor-only requests. */
  readonly headers: { authorization: string };
}

export interface SetUpTestAppLifetime {
  /**
   * A new app for each test of the scope (`beforeEach`/`afterEach`) instead of one for all: for
   * tests that each change what the next would start from (the password, sessions, rate limits).
   * The options function, when given, is then called before each test.
   */
  freshForEachTest?: boolean;
}

/**
 * The setup nearly every API test file repeated: make the app in `beforeAll`, sign in as the
 * instructor, close it in `afterAll`. Call it at the top of a file (or a `describe`): the hooks
 * belong to that scope, and the file's own `beforeAll` hooks, registered after this call, run
 * once the app is up (Vitest runs `beforeAll` in order and `afterAll` in reverse).
 *
 * The handle's parts are getters because the app only exists once `beforeAll` has run; reading
 * one while the test file is still being collected throws, instead of handing out `undefined`.
 *
 * Options may be a function, called in the helper's `beforeAll`: for an app that needs what an
 * earlier `beforeAll` made (a fake server's URL, a web build). Such a resource's own `afterAll`,
 * registered before this call, then runs after the app has closed, as it must.
 */
export function setUpTestApp(
  options: SetUpTestAppOptions | (() => SetUpTestAppOptions) = {},
  lifetime: SetUpTestAppLifetime = {},
): TestAppHandle {
  let running: TestApp | undefined;
  let headers: { authorization: string } | undefined;
  const [before, after] = lifetime.freshForEachTest ? [beforeEach, afterEach] : [beforeAll, afterAll];

  before(async () => {
    const { signIn = true, ...appOptions } = typeof options === 'function' ? options() : options;
    running = await createTestApp(appOptions);
    if (signIn) headers = await signInAsInstructor(running);
  });
  after(async () => {
    // When createTestApp itself failed there is nothing to close, and its error is the one to see.
    await running?.close();
    running = undefined;
    headers = undefined;
  });

  function current(): TestApp {
    if (!running) {
      throw new Error(
        "The test app is not running: use it inside a test or hook, after setUpTestApp's beforeAll.",
      );
    }
    return running;
  }

  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    get database() {
      return current().database;
    },
    get env() {
      return current().env;
    },
    setNow(instant) {
      current().setNow(instant);
    },
    get headers() {
      current();
      if (!headers)
        throw new Error('setUpTestApp was told not to sign in (signIn: false): there are no headers.');
      return headers;
    },
  };
}
