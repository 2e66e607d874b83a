import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  instructorLoginRequestSchema,
  instructorLoginResponseSchema,
  logoutResponseSchema,
  verifyInstructorResponseSchema,
} from '../../../../core/platform/auth/auth-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { authenticateSession, signIn, signOut } from './auth-service';
import {
  clearSessionCookie,
  readDeviceToken,
  readSessionToken,
  setDeviceCookie,
  setSessionCookie,
} from './instructor-guard';

export function registerAuthRoutes(app: AppInstance, deps: AppDependencies): void {
  const secureCookies = deps.env.PUBLIC_URL.startsWith('https://');

  app.post(
    '/api/auth/instructor-login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Instructor sign-in: sets the httpOnly session and device cookies and returns the token; 429 with Retry-After when throttled',
        body: instructorLoginRequestSchema,
        response: {
          200: instructorLoginResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = await signIn(deps, request.body, {
        userAgent: request.headers['user-agent'] ?? null,
        ipAddress: request.ip ?? null,
        deviceToken: readDeviceToken(request),
      });
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      setDeviceCookie(reply, session.device.token, session.device.expiresAt, secureCookies);
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        instructor: session.instructor,
      };
    },
  );

  app.get(
    '/api/auth/verify-instructor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks the session (cookie or bearer token)',
        response: { 200: verifyInstructorResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await authenticateSession(deps, readSessionToken(request));
      return { instructor: session.instructor, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the session on the server',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await signOut(deps, readSessionToken(request));
      clearSessionCookie(reply, secureCookies);
      return { signedOut: true as const };
    },
  );
}
