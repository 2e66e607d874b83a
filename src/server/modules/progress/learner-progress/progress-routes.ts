import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  PROGRESS_LINK_NO_EMAIL_MESSAGE,
  PROGRESS_LINK_REQUESTED_MESSAGE,
  progressResponseSchema,
  progressTokenParamsSchema,
  progressTokenQuerySchema,
  requestProgressLinkRequestSchema,
  requestProgressLinkResponseSchema,
  studentDashboardProgressSchema,
} from '../../../../core/progress/progress-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { requestProgressLink } from '../../learners/learners/learners-service';
import { getDashboardProgressByToken, getProgressByToken } from './progress-service';

export function registerProgressRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/progress/:token',
    {
      schema: {
        tags: ['progress'],
        summary: "A learner's progress, by their access link (401 when expired or unknown)",
        params: progressTokenParamsSchema,
        response: { 200: progressResponseSchema, 401: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return getProgressByToken(deps, request.params.token);
    },
  );

  app.get(
    '/api/students/progress',
    {
      schema: {
        tags: ['progress'],
        summary: "The learner dashboard's notes, by access token",
        querystring: progressTokenQuerySchema,
        response: { 200: studentDashboardProgressSchema, 401: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return getDashboardProgressByToken(deps, request.query.token);
    },
  );

  app.post(
    '/api/progress/request-link',
    {
      schema: {
        tags: ['progress'],
        summary: "E-mails a learner's progress link to their own address; the same answer for any address",
        body: requestProgressLinkRequestSchema,
        response: { 200: requestProgressLinkResponseSchema, 400: apiErrorSchema },
      },
      config: sensitive,
    },
    (request) => {
      requestProgressLink(deps, request.body.email);
      // Whatever the address: only whether this site sends e-mail at all changes the answer.
      return {
        message: deps.mail.deliveryConfigured
          ? PROGRESS_LINK_REQUESTED_MESSAGE
          : PROGRESS_LINK_NO_EMAIL_MESSAGE,
      };
    },
  );
}
