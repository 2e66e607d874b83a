import { describe, expect, it } from 'vitest';
import { createTestApp, type RunningTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  instructorLoginResponseSchema,
  verifyInstructorResponseSchema,
} from '../../../../core/platform/auth/auth-schemas';
import { SESSION_DAYS } from './auth-service';

const PASSWORD = 'correct-horse-battery';

const testApp = setUpTestApp({
  env: { INSTRUCTOR_EMAIL: 'teacher@example.com', INSTRUCTOR_PASSWORD: PASSWORD },
  signIn: false,
});

function login(email: string, password: string, app: RunningTestApp = testApp) {
  return app.app.inject({ method: 'POST', url: '/api/auth/instructor-login', payload: { email, password } });
}

function verify(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/auth/verify-instructor', headers });
}

describe('instructor sign-in', () => {
  it('signs in with the right password: an httpOnly SameSite cookie and the same token for Bearer use', async () => {
    const response = await login('Teacher@Example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = instructorLoginResponseSchema.parse(response.json());
    expect(body.instructor.email).toBe('teacher@example.com');
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`instructor_session=${body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');

    expect((await verify({ authorization: `Bearer ${body.token}` })).statusCode).toBe(200);
    const viaCookie = await verify({ cookie: `instructor_session=${body.token}` });
    expect(verifyInstructorResponseSchema.parse(viaCookie.json()).instructor.id).toBe(body.instructor.id);
  });

  it('sets a hint the pages can read beside the session cookie, and clears both at logout', async () => {
    const response = await login('teacher@example.com', PASSWORD);
    const body = instructorLoginResponseSchema.parse(response.json());
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const hint = cookies.find((cookie) => cookie.startsWith('instructor_signed_in='));
    // The hint says only that a session exists: never the token, and readable by scripts.
    expect(hint).toMatch(/^instructor_signed_in=1; /);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain('Path=/');
    expect(hint).toContain('SameSite=Lax');
    // It ends with the session, so an expired session leaves no hint behind.
    const session = cookies.find((cookie) => cookie.startsWith('instructor_session='));
    expect(hint?.match(/Expires=[^;]+/)?.[0]).toBe(session?.match(/Expires=[^;]+/)?.[0]);
    expect(hint?.match(/Expires=[^;]+/)?.[0]).toBe(`Expires=${new Date(body.expiresAt).toUTCString()}`);

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `instructor_session=${body.token}` },
    });
    const cleared = [logout.headers['set-cookie']].flat().map(String);
    expect(cleared.some((cookie) => cookie.startsWith('instructor_session=;'))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith('instructor_signed_in=;'))).toBe(true);
  });

  it('issues a new random token at each sign-in', async () => {
    const first = instructorLoginResponseSchema.parse((await login('teacher@example.com', PASSWORD)).json());
    const second = instructorLoginResponseSchema.parse((await login('teacher@example.com', PASSWORD)).json());
    expect(first.token).not.toBe(second.token);
  });

  it('answers every failure with the same message', async () => {
    const wrongPassword = await login('teacher@example.com', 'wrong-password');
    const unknownEmail = await login('nobody@example.com', PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
    const invalid = await login('not-an-email', '');
    expect(invalid.statusCode).toBe(400);
    expect(apiErrorSchema.parse(invalid.json()).fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('revokes the session on the server at logout', async () => {
    const { token } = instructorLoginResponseSchema.parse(
      (await login('teacher@example.com', PASSWORD)).json(),
    );
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toContain('instructor_session=;');
    expect((await verify({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it(`expires sessions after ${SESSION_DAYS} days`, async () => {
    const { token } = instructorLoginResponseSchema.parse(
      (await login('teacher@example.com', PASSWORD)).json(),
    );
    testApp.setNow(new Date(Date.now() + SESSION_DAYS * 86_400_000 + 60_000));
    try {
      expect((await verify({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    } finally {
      testApp.setNow(new Date());
    }
  });

  it('sets a Secure cookie when the site is served over HTTPS', async () => {
    const secure = await createTestApp({
      env: {
        PUBLIC_URL: 'https://school.example',
        INSTRUCTOR_EMAIL: 'teacher@example.com',
        INSTRUCTOR_PASSWORD: PASSWORD,
      },
    });
    try {
      const response = await login('teacher@example.com', PASSWORD, secure);
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});
