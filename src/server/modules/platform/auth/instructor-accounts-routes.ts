import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  acceptInstructorInvitationRequestSchema,
  acceptInstructorInvitationResponseSchema,
  createInstructorInvitationResponseSchema,
  INSTRUCTORS_OWNER_ONLY_MESSAGE,
  instructorAccountSchema,
  instructorAccountsResponseSchema,
  instructorInvitationRequestSchema,
  instructorInvitationSchema,
  instructorProfileInputSchema,
  instructorRoleChangeRequestSchema,
  invitationLookupResponseSchema,
  invitationTokenParamsSchema,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { signIn } from './auth-service';
import {
  acceptInvitation,
  changeInstructorRole,
  getOwnProfile,
  inviteInstructor,
  listInstructorsForOwner,
  lookUpInvitation,
  resendInvitation,
  revokeInvitation,
  setInstructorSuspended,
  updateOwnProfile,
} from './instructor-accounts-service';
import {
  getSignedInInstructor,
  readDeviceToken,
  registerInstructorRoutes,
  setDeviceCookie,
  setSessionCookie,
} from './instructor-guard';

const instructorIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid instructor') });
const invitationIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid invitation') });

/** The school's instructor accounts (issue 37, docs/decisions/0046): invitations and suspension. */
export async function registerInstructorAccountRoutes(
  app: AppInstance,
  deps: AppDependencies,
): Promise<void> {
  const secureCookies = deps.env.PUBLIC_URL.startsWith('https://');
  const sensitiveLimit = {
    rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.get(
    '/api/instructors/invitations/:token',
    {
      schema: {
        tags: ['instructors'],
        summary:
          "An invitation, by its link's token (the token is the credential): who is invited and whether the link still works; 404 for an unknown link",
        params: invitationTokenParamsSchema,
        response: { 200: invitationLookupResponseSchema, 404: apiErrorSchema },
      },
      config: sensitiveLimit,
    },
    async (request, reply) => {
      markPrivate(reply);
      return lookUpInvitation(deps, request.params.token);
    },
  );

  app.post(
    '/api/instructors/invitations/:token/accept',
    {
      schema: {
        tags: ['instructors'],
        summary:
          'Makes the invited account with its password and profile, once, and signs this browser in; 410 when the link is used, expired or withdrawn, 409 when the e-mail already has an account',
        params: invitationTokenParamsSchema,
        body: acceptInstructorInvitationRequestSchema,
        response: {
          200: acceptInstructorInvitationResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
      config: sensitiveLimit,
    },
    async (request, reply) => {
      const { email } = await acceptInvitation(deps, request.params.token, request.body);
      const session = await signIn(
        deps,
        { email, password: request.body.password },
        {
          userAgent: request.headers['user-agent'] ?? null,
          ipAddress: request.ip ?? null,
          deviceToken: readDeviceToken(request),
        },
      );
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      setDeviceCookie(reply, session.device.token, session.device.expiresAt, secureCookies);
      markPrivate(reply);
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        instructor: session.instructor,
      };
    },
  );

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/instructors/accounts',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary: "The school's instructor accounts and recent invitations (the owner only: 403 otherwise)",
          response: { 200: instructorAccountsResponseSchema, 403: apiErrorSchema },
        },
      },
      (request) => listInstructorsForOwner(deps, getSignedInInstructor(request)),
    );

    scope.post(
      '/api/instructors/invitations',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary:
            'Invites an instructor: a one-time link for 7 days, e-mailed; the answer says whether the e-mail went and, when not, carries the link (the owner only)',
          body: instructorInvitationRequestSchema,
          response: {
            201: createInstructorInvitationResponseSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await inviteInstructor(deps, getSignedInInstructor(request), request.body);
        markPrivate(reply);
        return reply.status(201).send(answer);
      },
    );

    scope.get(
      '/api/instructors/me',
      {
        schema: {
          tags: ['instructors'],
          summary: "The signed-in instructor's own account and profile (My profile)",
          response: { 200: instructorAccountSchema },
        },
      },
      (request, reply) => {
        markPrivate(reply);
        return getOwnProfile(deps, getSignedInInstructor(request));
      },
    );

    scope.put(
      '/api/instructors/me',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "Changes the signed-in instructor's own profile (the invitation's rules: 400 with field messages); learners' list of instructors shows it at once",
          body: instructorProfileInputSchema,
          response: { 200: instructorAccountSchema, 400: apiErrorSchema },
        },
      },
      (request, reply) => {
        markPrivate(reply);
        return updateOwnProfile(deps, getSignedInInstructor(request), request.body);
      },
    );

    scope.post(
      '/api/instructors/invitations/:id/resend',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary:
            'Sends an open or expired, unused invitation again: a new link for 7 days, the old one answers 410; the answer says whether the e-mail went as inviting does (the owner only)',
          params: invitationIdParamsSchema,
          response: {
            201: createInstructorInvitationResponseSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await resendInvitation(deps, getSignedInInstructor(request), request.params.id);
        markPrivate(reply);
        return reply.status(201).send(answer);
      },
    );

    scope.post(
      '/api/instructors/:id/role',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary:
            "Makes an instructor an owner or an owner an instructor, from their next request; 409 for the school's last active owner (the owner only)",
          params: instructorIdParamsSchema,
          body: instructorRoleChangeRequestSchema,
          response: {
            200: instructorAccountSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) =>
        changeInstructorRole(deps, getSignedInInstructor(request), request.params.id, request.body.role),
    );

    // A POST beside the public `invitations/{token}` routes: a DELETE on `invitations/{id}` would be
    // the same path as the token's with another parameter name, which the API description refuses.
    scope.post(
      '/api/instructors/invitations/:id/withdraw',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary: 'Withdraws an invitation that has not been accepted (the owner only)',
          params: invitationIdParamsSchema,
          response: {
            200: instructorInvitationSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => revokeInvitation(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/instructors/:id/suspend',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary:
            'Suspends an instructor: every session ends at once, sign-in is refused, records are kept (the owner only; not their own account)',
          params: instructorIdParamsSchema,
          response: {
            200: instructorAccountSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => setInstructorSuspended(deps, getSignedInInstructor(request), request.params.id, true),
    );

    scope.post(
      '/api/instructors/:id/reactivate',
      {
        config: { ownerOnly: INSTRUCTORS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary: 'Lets a suspended instructor sign in again (the owner only)',
          params: instructorIdParamsSchema,
          response: { 200: instructorAccountSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => setInstructorSuspended(deps, getSignedInInstructor(request), request.params.id, false),
    );
  });
}
