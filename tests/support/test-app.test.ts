import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../src/core/time/london-time';
import type { DatabaseHandle } from '../../src/server/db/database-client';
import { instructors, packages, schoolSettings } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { parseEnv } from '../../src/server/env';
import { verifyPassword } from '../../src/server/lib/password-hashing';
import { setUpTestApp } from './test-app';
import { createTestDatabase } from './test-database';
import { seedsLikeTheTemplate, TEST_APP_BASE_ENV } from './test-seed';

/*
 * The API test harness itself (run with the API tests: it needs their database setup). Most API
 * test files lean on it, so a handle that hands out a stale app, or headers nobody signed in for,
 * would mislead them all.
 */

/** What reading a handle's part throws, or null: collected while the file is still being read. */
function errorOf(read: () => unknown): unknown {
  try {
    read();
    return null;
  } catch (error) {
    return error;
  }
}

describe('setUpTestApp, signed in', () => {
  const testApp = setUpTestApp();
  const readBeforeStart = errorOf(() => testApp.app);

  it('refuses to hand out the app before its beforeAll has made it', () => {
    expect(readBeforeStart).toBeInstanceOf(Error);
    expect(String(readBeforeStart)).toContain('The test app is not running');
  });

  it("opens instructor-only routes with the seeded instructor's headers, and only with them", async () => {
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: '/api/students',
      headers: testApp.headers,
    });
    expect(signedIn.statusCode).toBe(200);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/students' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("moves the app's clock", () => {
    const instant = new Date('2027-05-01T09:00:00Z');
    testApp.setNow(instant);
    expect(testApp.deps.now()).toEqual(instant);
  });
});

describe('setUpTestApp, not signed in, with options made by an earlier beforeAll', () => {
  let schoolName = '';
  beforeAll(() => {
    schoolName = 'Made In An Earlier Hook';
  });
  const testApp = setUpTestApp(() => ({ env: { SCHOOL_NAME: schoolName }, signIn: false }));

  afterAll(() => {
    // Registered after the helper, so this runs before it closes the app: still up here.
    expect(testApp.env.SCHOOL_NAME).toBe('Made In An Earlier Hook');
  });

  it('builds the app from the options as they are when its beforeAll runs', () => {
    expect(testApp.env.SCHOOL_NAME).toBe('Made In An Earlier Hook');
  });

  it('says so when asked for headers it was told not to get', () => {
    expect(() => testApp.headers).toThrow('signIn: false');
  });
});

describe('setUpTestApp, after the scope it serves', () => {
  let closed: ReturnType<typeof setUpTestApp> | undefined;
  describe('a scope with its own app', () => {
    const testApp = setUpTestApp({ signIn: false });
    closed = testApp;
    it('is up inside the scope', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });

  it('no longer hands out the app once the scope has closed it', () => {
    expect(() => closed?.app).toThrow('The test app is not running');
  });
});

describe('setUpTestApp, fresh for each test', () => {
  let made = 0;
  const testApp = setUpTestApp(
    () => {
      made += 1;
      return { env: { SCHOOL_NAME: `School ${made}` }, signIn: false };
    },
    { freshForEachTest: true },
  );
  const seen: string[] = [];

  it('makes an app for the first test', () => {
    seen.push(testApp.env.SCHOOL_NAME);
    expect(testApp.env.SCHOOL_NAME).toBe('School 1');
  });

  it('and another for the next, built from the options as they are then', () => {
    seen.push(testApp.env.SCHOOL_NAME);
    expect(seen).toEqual(['School 1', 'School 2']);
  });
});

describe('the seeded template', () => {
  /** What the seed writes (without demo data), as rows that do not depend on when it ran. */
  async function seededRows(database: DatabaseHandle) {
    const readInstructors = await database.db
      .select({ email: instructors.email, fullName: instructors.fullName, role: instructors.role })
      .from(instructors);
    const readPackages = await database.db.select().from(packages).orderBy(packages.packageType);
    const [settings] = await database.db.select().from(schoolSettings);
    const { updatedAt: _settingsUpdatedAt, ...settingsWithoutTime } = settings ?? { updatedAt: null };
    const [hash] = await database.db.select({ passwordHash: instructors.passwordHash }).from(instructors);
    return {
      instructors: readInstructors,
      packages: readPackages.map(({ updatedAt: _updatedAt, ...rest }) => rest),
      settings: settingsWithoutTime,
      signsInWithTheBasePassword: await verifyPassword(
        hash?.passwordHash ?? '',
        parseEnv(TEST_APP_BASE_ENV).INSTRUCTOR_PASSWORD,
      ),
    };
  }

  it('holds exactly what seeding a new database with the base test environment writes', async () => {
    const env = parseEnv(TEST_APP_BASE_ENV);
    expect(seedsLikeTheTemplate(env)).toBe(true);
    const [copied, fresh] = await Promise.all([createTestDatabase({ seeded: true }), createTestDatabase()]);
    try {
      await seedDatabase({ db: fresh.db, env, now: new Date(), timeZone: SCHOOL_TIME_ZONE });
      const expected = await seededRows(fresh);
      expect(expected.instructors).toHaveLength(1);
      expect(expected.packages.length).toBeGreaterThan(0);
      expect(expected.signsInWithTheBasePassword).toBe(true);
      expect(await seededRows(copied)).toEqual(expected);
    } finally {
      await Promise.all([copied.close(), fresh.close()]);
    }
  });

  it('is not used when the environment changes what the seed writes', () => {
    for (const change of [
      { SEED_DEMO: 'true' },
      { INSTRUCTOR_NAME: 'Sam Driver' },
      { INSTRUCTOR_EMAIL: 'someone@example.com' },
      { INSTRUCTOR_PASSWORD: 'another-long-password-1' },
    ]) {
      expect(
        seedsLikeTheTemplate(parseEnv({ ...TEST_APP_BASE_ENV, ...change })),
        JSON.stringify(change),
      ).toBe(false);
    }
  });
});
