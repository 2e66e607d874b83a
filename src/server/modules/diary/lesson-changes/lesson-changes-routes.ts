import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  cancelLessonRequestSchema,
  decideLessonChangeRequestSchema,
  lessonChangeIdParamsSchema,
  lessonChangeListQuerySchema,
  lessonChangeListResponseSchema,
  lessonChangeParamsSchema,
  lessonChangeResultSchema,
  lessonChangeSchema,
  rescheduleLessonRequestSchema,
  rescheduleOptionsResponseSchema,
} from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  approveLessonChange,
  changeLessonByLearner,
  declineLessonChange,
  getRescheduleOptions,
  listLessonChangesForInstructor,
} from './lesson-changes-service';

const learnerErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The learner moves or cancels a lesson from their progress link (the token is the permission). */
export function registerLearnerLessonChangeRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/progress/:token/lessons/:lessonId/reschedule-options',
    {
      schema: {
        tags: ['progress'],
        summary: 'Free times of the same length a learner can move this lesson to',
        params: lessonChangeParamsSchema,
        response: { 200: rescheduleOptionsResponseSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return getRescheduleOptions(deps, request.params.token, request.params.lessonId);
    },
  );

  app.post(
    '/api/progress/:token/lessons/:lessonId/reschedule',
    {
      schema: {
        tags: ['progress'],
        summary: 'Moves a lesson under the terms (under 24 hours: a request the instructor decides)',
        params: lessonChangeParamsSchema,
        body: rescheduleLessonRequestSchema,
        response: { 200: lessonChangeResultSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      const { token, lessonId } = request.params;
      return changeLessonByLearner(deps, token, lessonId, {
        kind: 'reschedule',
        ...request.body,
      });
    },
  );

  app.post(
    '/api/progress/:token/lessons/:lessonId/cancel',
    {
      schema: {
        tags: ['progress'],
        summary: 'Cancels a lesson under the terms (under 24 hours: a request the instructor decides)',
        params: lessonChangeParamsSchema,
        body: cancelLessonRequestSchema,
        response: { 200: lessonChangeResultSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      const { token, lessonId } = request.params;
      return changeLessonByLearner(deps, token, lessonId, { kind: 'cancel', ...request.body });
    },
  );
}

/** The instructor's list of moves and cancellations, and the decision on requests under 24 hours. */
export function registerLessonChangeAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/lesson-changes',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Moves and cancellations of lessons, newest first (filter by status)',
          querystring: lessonChangeListQuerySchema,
          response: { 200: lessonChangeListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => listLessonChangesForInstructor(deps, getSignedInInstructor(request), request.query.status),
    );

    const decisionSchema = {
      params: lessonChangeIdParamsSchema,
      body: decideLessonChangeRequestSchema,
      response: {
        200: lessonChangeSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    };

    scope.post(
      '/api/lesson-changes/:id/approve',
      {
        schema: {
          tags: ['dashboard'],
          summary: "Approves a learner's request made under 24 hours",
          ...decisionSchema,
        },
      },
      (request) =>
        approveLessonChange(deps, getSignedInInstructor(request), request.params.id, request.body.note),
    );

    scope.post(
      '/api/lesson-changes/:id/decline',
      {
        schema: {
          tags: ['dashboard'],
          summary: "Declines a learner's request; the lesson stays",
          ...decisionSchema,
        },
      },
      (request) =>
        declineLessonChange(deps, getSignedInInstructor(request), request.params.id, request.body.note),
    );
  });
}
