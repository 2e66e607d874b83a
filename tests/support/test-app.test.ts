import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from './test-app';

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
