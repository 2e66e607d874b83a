import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  instructorSessionsResponseSchema,
  passwordResetAvailabilitySchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signOutSessionsResponseSchema,
} from '../../../../core/platform/auth/account-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import {
  changePassword,
  listSessions,
  requestPasswordReset,
  resetPassword,
  signOutEverywhere,
  signOutSession,
} from './account-service';
import { clientAddressKey } from './auth-service';
import {
  clearSessionCookie,
  getSignedInInstructor,
  readDeviceToken,
  readSessionToken,
  registerInstructorRoutes,
} from './instructor-guard';

const sessionIdParamsSchema = z.object({ sessionId: databaseIdParam('That is not a valid session') });

/** The instructor's own account (issue 23): password change and reset, and the signed-in sessions. */
export async function registerAccountRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  const secureCookies = deps.env.PUBLIC_URL.startsWith('https://');
  const sensitiveLimit = {
    rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.get(
    '/api/auth/password-reset-availability',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether this site can e-mail a password reset link (false when SMTP is not configured)',
        response: { 200: passwordResetAvailabilitySchema },
      },
    },
    () => ({ emailConfigured: deps.mail.deliveryConfigured }),
  );

  app.post(
    '/api/auth/password-reset-requests',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Forgotten password: e-mails a reset link (30 minutes, once) to the instructor's address; the same answer for any address; 503 when e-mail is not set up",
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestResponseSchema, 503: apiErrorSchema },
      },
      config: {
        // As sign-in, per client address (an IPv6 /64 counts as one); the inbox has its own limit.
        rateLimit: {
          max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `password-reset:${clientAddressKey(request.ip ?? null)}`,
        },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset(deps, request.body.email, request.ip ?? null);
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sets a new password from a reset link and signs out every session; 400 for an unknown link, 410 for a used or expired one',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, 410: apiErrorSchema },
      },
      config: sensitiveLimit,
    },
    async (request, reply) => {
      const answer = await resetPassword(deps, request.body);
      // Any session this browser had ended with the others.
      clearSessionCookie(reply, secureCookies);
      return answer;
    },
  );

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.post(
      '/api/auth/password',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Changes the instructor's password: the current one must be right (400 on currentPassword, counted as a failed sign-in); every other session is signed out",
          body: changePasswordRequestSchema,
          response: { 200: changePasswordResponseSchema },
        },
        config: sensitiveLimit,
      },
      (request) =>
        changePassword(deps, getSignedInInstructor(request), readSessionToken(request), request.body, {
          userAgent: request.headers['user-agent'] ?? null,
          ipAddress: request.ip ?? null,
          deviceToken: readDeviceToken(request),
        }),
    );

    scope.get(
      '/api/auth/sessions',
      {
        schema: {
          tags: ['auth'],
          summary: "The instructor's signed-in sessions: when and where each started, and which is this one",
          response: { 200: instructorSessionsResponseSchema },
        },
      },
      async (request) => ({
        sessions: await listSessions(deps, getSignedInInstructor(request), readSessionToken(request)),
      }),
    );

    scope.post(
      '/api/auth/sessions/sign-out-everywhere',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs out every session of the instructor, this one included',
          response: { 200: signOutSessionsResponseSchema },
        },
      },
      async (request, reply) => {
        const signedOut = await signOutEverywhere(deps, getSignedInInstructor(request));
        clearSessionCookie(reply, secureCookies);
        return { signedOut };
      },
    );

    scope.delete(
      '/api/auth/sessions/:sessionId',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs out one session of the instructor (404 when it has already ended)',
          params: sessionIdParamsSchema,
          response: { 200: signOutSessionsResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { wasCurrent } = await signOutSession(
          deps,
          getSignedInInstructor(request),
          request.params.sessionId,
          readSessionToken(request),
        );
        if (wasCurrent) clearSessionCookie(reply, secureCookies);
        return { signedOut: 1 };
      },
    );
  });
}
