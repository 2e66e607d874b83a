import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createHandOverRequestSchema,
  handOverAnswerResponseSchema,
  handOverCreatedResponseSchema,
  handOverIdParamsSchema,
  handOverLinkResponseSchema,
  handOverSchema,
  handOverTokenParamsSchema,
  studentHandOversResponseSchema,
} from '../../../../core/learners/hand-overs/hand-over-schemas';
import { studentIdParamsSchema } from '../../../../core/learners/students-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  answerHandOverLink,
  cancelHandOver,
  createHandOver,
  getStudentHandOvers,
  lookUpHandOverLink,
  renewHandOverLink,
} from './hand-overs-service';

const ANSWERS = ['agree', 'decline'] as const;

/** The learner's e-mailed link: no sign-in, the token is the credential (at the sensitive routes' rate). */
export function registerHandOverLinkRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/hand-over-links/:token',
    {
      schema: {
        tags: ['learners'],
        summary:
          'A hand-over the learner is asked to agree to, by its e-mailed link: who, what, when and the words they agree to; 404 for an unknown link',
        params: handOverTokenParamsSchema,
        response: { 200: handOverLinkResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return lookUpHandOverLink(deps, request.params.token);
    },
  );

  for (const answer of ANSWERS) {
    app.post(
      `/api/hand-over-links/:token/${answer}`,
      {
        schema: {
          tags: ['learners'],
          summary:
            answer === 'agree'
              ? 'The learner agrees: the hand-over is applied at once (lessons moved where the new instructor is free); 409 when already answered, cancelled or expired'
              : 'The learner declines: nothing changes; 409 when already answered, cancelled or expired',
          params: handOverTokenParamsSchema,
          response: {
            200: handOverAnswerResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
        config: sensitive,
      },
      async (request, reply) => {
        markPrivate(reply);
        return answerHandOverLink(deps, request.params.token, answer);
      },
    );
  }
}

/** Handing a learner over, from their record: the owner, or the learner's own instructor. */
export function registerHandOverRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

    scope.get(
      '/api/students/:id/hand-overs',
      {
        schema: {
          tags: ['learners'],
          summary:
            "The learner's hand-overs with their history, whether the viewer may hand them over now, and to whom",
          params: studentIdParamsSchema,
          response: { 200: studentHandOversResponseSchema, ...errors },
        },
      },
      (request) => getStudentHandOvers(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/students/:id/hand-overs',
      {
        schema: {
          tags: ['learners'],
          summary:
            'Asks the learner to agree to another instructor, as cover for some dates or for good: e-mails them a single-use link (in the answer only when the e-mail did not go)',
          params: studentIdParamsSchema,
          body: createHandOverRequestSchema,
          response: { 201: handOverCreatedResponseSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createHandOver(deps, getSignedInInstructor(request), request.params.id, request.body)),
    );

    scope.post(
      '/api/hand-overs/:id/cancel',
      {
        schema: {
          tags: ['learners'],
          summary: 'Withdraws a hand-over still waiting for the learner; its link stops working',
          params: handOverIdParamsSchema,
          response: { 200: handOverSchema, ...errors, 409: apiErrorSchema },
        },
      },
      (request) => cancelHandOver(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/hand-overs/:id/new-link',
      {
        schema: {
          tags: ['learners'],
          summary:
            'A new link for a hand-over still waiting for the learner (the owner or the instructor who asked): the old link stops working, the new one is e-mailed (in the answer only when the e-mail did not go)',
          params: handOverIdParamsSchema,
          response: { 200: handOverCreatedResponseSchema, ...errors, 409: apiErrorSchema },
        },
      },
      (request) => renewHandOverLink(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}
