import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import {
  INSTRUCTOR_SESSION_HINT_COOKIE,
  INSTRUCTOR_SESSION_HINT_VALUE,
} from '../../../../core/platform/auth/session-hint';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { unauthorized } from '../../../lib/app-error';
import { authenticateSession } from './auth-service';
import { requireOwner } from './owner-guard';

export const SESSION_COOKIE = 'instructor_session';
/** Marks a browser the instructor has signed in from; only sent to the sign-in routes. */
export const DEVICE_COOKIE = 'instructor_device';
const DEVICE_COOKIE_PATH = '/api/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the instructor guard on instructor-only routes. */
    instructor: InstructorProfile | null;
  }
  interface FastifyContextConfig {
    /** Set on every route registered through `registerInstructorRoutes` (the OpenAPI description reads it). */
    instructorOnly?: boolean;
    /**
     * The owner's route (docs/decisions/0046): any other instructor is refused with 403 and this
     * message, before the body is read or validated.
     */
    ownerOnly?: string;
  }
}

const BEARER_PREFIX = 'Bearer ';

/** An `Authorization: Bearer` request: its token is the only one read, the cookie is ignored. */
export function usesBearerToken(request: FastifyRequest): boolean {
  return request.headers.authorization?.startsWith(BEARER_PREFIX) ?? false;
}

/** The session token from the httpOnly cookie, or from `Authorization: Bearer` for API clients. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith(BEARER_PREFIX)) return header.slice(BEARER_PREFIX.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** The session cookie, and beside it the hint the site header reads (core/auth/session-hint.ts). */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
  reply.setCookie(INSTRUCTOR_SESSION_HINT_COOKIE, INSTRUCTOR_SESSION_HINT_VALUE, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  reply.clearCookie(INSTRUCTOR_SESSION_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

export function readDeviceToken(request: FastifyRequest): string | null {
  return request.cookies[DEVICE_COOKIE] ?? null;
}

/** Kept at sign-out: the browser stays one the instructor has used (docs/decisions/0015). */
export function setDeviceCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    expires: expiresAt,
  });
}

/** The signed-in instructor of a guarded request (never a hard-coded id). */
export function getSignedInInstructor(request: FastifyRequest): InstructorProfile {
  if (!request.instructor) throw unauthorized();
  return request.instructor;
}

/**
 * Registers instructor-only routes: every route added inside `register` refuses a request
 * without a live session (401) before its handler, schema validation or body parsing run. Each is
 * marked `config.instructorOnly`, so the API description says so without a list of its own.
 */
export async function registerInstructorRoutes(
  app: AppInstance,
  deps: AppDependencies,
  register: (scope: AppInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (plugin: FastifyInstance) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, instructorOnly: true };
    });
    scope.addHook('onRequest', async (request) => {
      const session = await authenticateSession(deps, readSessionToken(request));
      request.instructor = session.instructor;
      const ownerOnly = request.routeOptions.config.ownerOnly;
      if (ownerOnly !== undefined) requireOwner(session.instructor, ownerOnly);
    });
    await register(scope);
  });
}
