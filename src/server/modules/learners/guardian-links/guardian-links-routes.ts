import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createGuardianLinkRequestSchema,
  guardianLinkListSchema,
  guardianLinkParamsSchema,
  guardianLinkSchema,
  guardianTokenParamsSchema,
  guardianViewSchema,
} from '../../../../core/learners/guardian-link-schemas';
import { progressTokenParamsSchema } from '../../../../core/progress/progress-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import {
  createGuardianLink,
  getGuardianView,
  listGuardianLinks,
  removeGuardianLink,
} from './guardian-links-service';

const turnedOff = z.null().describe('Turned off: the link opens nothing any more');

/**
 * The read-only links for whoever pays (issue 25): the learner manages theirs behind their own
 * token; the guardian reads through theirs. Both tokens are capability URLs, answered privately.
 */
export function registerGuardianLinkRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/progress/:token/guardian-links',
    {
      schema: {
        tags: ['progress'],
        summary: "The learner's live read-only links for a parent or guardian, newest first",
        params: progressTokenParamsSchema,
        response: { 200: guardianLinkListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return listGuardianLinks(deps, request.params.token);
    },
  );

  app.post(
    '/api/progress/:token/guardian-links',
    {
      schema: {
        tags: ['progress'],
        summary: 'Makes a read-only link for a parent or guardian (30 days; at most 5 live, then 409)',
        params: progressTokenParamsSchema,
        body: createGuardianLinkRequestSchema,
        response: { 201: guardianLinkSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      const link = await createGuardianLink(deps, request.params.token, request.body);
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/api/progress/:token/guardian-links/:id',
    {
      schema: {
        tags: ['progress'],
        summary: "Turns off one of the learner's read-only links (another learner's link: 404)",
        params: guardianLinkParamsSchema,
        response: { 204: turnedOff, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      await removeGuardianLink(deps, request.params.token, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/guardian/:token',
    {
      schema: {
        tags: ['progress'],
        summary:
          "A learner's progress, lessons to come and money, read-only, by a guardian link (401 when expired, turned off or unknown)",
        params: guardianTokenParamsSchema,
        response: { 200: guardianViewSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return getGuardianView(deps, request.params.token);
    },
  );
}
