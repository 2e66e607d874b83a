import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  instructorWaitingListResponseSchema,
  joinWaitingListRequestSchema,
  joinWaitingListResponseSchema,
  learnerWaitingListResponseSchema,
  moveWaitingListEntryRequestSchema,
  waitingListIdParamsSchema,
  waitingListTokenParamsSchema,
  waitingListWishesSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  getLearnerEntry,
  joinAsNewcomer,
  leaveAsLearner,
  listForInstructor,
  moveByInstructor,
  removeByInstructor,
  saveLearnerEntry,
} from './waiting-list-service';

const learnerErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/** A newcomer joins from the booking page; a learner joins, changes or leaves behind their link. */
export function registerWaitingListRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/waiting-list',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'Someone with no booking joins the waiting list (contact details, consent and wishes)',
        body: joinWaitingListRequestSchema,
        response: { 200: joinWaitingListResponseSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
      config: sensitive,
    },
    (request) => joinAsNewcomer(deps, request.body),
  );

  app.get(
    '/api/progress/:token/waiting-list',
    {
      schema: {
        tags: ['progress'],
        summary: "The learner's waiting-list entry (null when not on the list)",
        params: waitingListTokenParamsSchema,
        response: { 200: learnerWaitingListResponseSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return getLearnerEntry(deps, request.params.token);
    },
  );

  app.put(
    '/api/progress/:token/waiting-list',
    {
      schema: {
        tags: ['progress'],
        summary: 'Joins the waiting list, or changes what suits (the waiting time is kept)',
        params: waitingListTokenParamsSchema,
        body: waitingListWishesSchema,
        response: { 200: learnerWaitingListResponseSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return saveLearnerEntry(deps, request.params.token, request.body);
    },
  );

  app.delete(
    '/api/progress/:token/waiting-list',
    {
      schema: {
        tags: ['progress'],
        summary: 'Leaves the waiting list',
        params: waitingListTokenParamsSchema,
        response: { 200: learnerWaitingListResponseSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return leaveAsLearner(deps, request.params.token);
    },
  );
}

/** The instructor's waiting list: in order, with the reasons; remove and move by hand. */
export function registerWaitingListAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/waiting-list',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The waiting list in order, each with why it is placed there',
          response: { 200: instructorWaitingListResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listForInstructor(deps, getSignedInInstructor(request)),
    );

    scope.delete(
      '/api/waiting-list/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Removes a learner from the waiting list; answers the list as it now is',
          params: waitingListIdParamsSchema,
          response: {
            200: instructorWaitingListResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => removeByInstructor(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/waiting-list/:id/move',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Moves a learner one place up or down (the order then stays as set by hand)',
          params: waitingListIdParamsSchema,
          body: moveWaitingListEntryRequestSchema,
          response: {
            200: instructorWaitingListResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) =>
        moveByInstructor(deps, getSignedInInstructor(request), request.params.id, request.body.direction),
    );
  });
}
