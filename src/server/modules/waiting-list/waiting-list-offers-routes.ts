import { apiErrorSchema } from '../../../core/api/api-error-schemas';
import {
  claimWaitingListOfferResponseSchema,
  freedTimeCandidatesResponseSchema,
  freedTimeIdParamsSchema,
  freedTimesResponseSchema,
  leaveFromOfferResponseSchema,
  offerFreedTimeRequestSchema,
  offerFreedTimeResponseSchema,
  waitingListOfferResponseSchema,
  waitingListOfferTokenParamsSchema,
  waitingListSettingsSchema,
} from '../../../core/waiting-list/waiting-list-offer-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../auth/instructor-guard';
import { markPrivate } from '../progress/progress-routes';
import {
  claimOffer,
  getFreedTimeCandidates,
  getOfferForLearner,
  getWaitingListSettings,
  leaveFromOffer,
  listFreedTimes,
  offerFreedTimeByHand,
  updateWaitingListSettings,
  type WaitingListOffersContext,
} from './waiting-list-offers-service';

const offerErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema };

/** The learner's offer of a freed time, behind the link it was sent with. */
export function registerWaitingListOfferRoutes(
  app: AppInstance,
  deps: AppDependencies,
  context: WaitingListOffersContext,
): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/waiting-list-offers/:token',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'An offered freed time: where it stands, and how the learner can book it',
        params: waitingListOfferTokenParamsSchema,
        response: { 200: waitingListOfferResponseSchema, ...offerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return getOfferForLearner(deps, request.params.token);
    },
  );

  app.post(
    '/api/waiting-list-offers/:token/claim',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'Books the offered lesson from the learner’s hours; the first claim of a freed time wins',
        params: waitingListOfferTokenParamsSchema,
        response: { 200: claimWaitingListOfferResponseSchema, ...offerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return claimOffer(deps, context, request.params.token);
    },
  );

  app.post(
    '/api/waiting-list-offers/:token/leave',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'Leaves the waiting list from an offer',
        params: waitingListOfferTokenParamsSchema,
        response: { 200: leaveFromOfferResponseSchema, ...offerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return leaveFromOffer(deps, request.params.token);
    },
  );
}

/** The instructor's freed times, offering by hand, and the waiting list's settings. */
export function registerWaitingListOfferAdminRoutes(
  app: AppInstance,
  deps: AppDependencies,
  context: WaitingListOffersContext,
): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/waiting-list/freed-times',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Freed times still to come or freed in the last week, with their offers',
          response: { 200: freedTimesResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listFreedTimes(deps, getSignedInInstructor(request).id),
    );

    scope.get(
      '/api/waiting-list/freed-times/:id/candidates',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The waiting learners for a freed time, in offer order, with whether it suits them',
          params: freedTimeIdParamsSchema,
          response: {
            200: freedTimeCandidatesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => getFreedTimeCandidates(deps, getSignedInInstructor(request).id, request.params.id),
    );

    scope.post(
      '/api/waiting-list/freed-times/:id/offers',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Offers a freed time to the learners chosen by hand',
          params: freedTimeIdParamsSchema,
          body: offerFreedTimeRequestSchema,
          response: { 200: offerFreedTimeResponseSchema, 401: apiErrorSchema, ...offerErrors },
        },
      },
      (request) =>
        offerFreedTimeByHand(
          deps,
          context,
          getSignedInInstructor(request).id,
          request.params.id,
          request.body.entryIds,
        ),
    );

    scope.get(
      '/api/waiting-list/settings',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'How freed times are offered, for how long, and whether a refilled cancellation is free',
          response: { 200: waitingListSettingsSchema, 401: apiErrorSchema },
        },
      },
      () => getWaitingListSettings(deps),
    );

    scope.put(
      '/api/waiting-list/settings',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Saves the waiting list’s settings',
          body: waitingListSettingsSchema,
          response: { 200: waitingListSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => updateWaitingListSettings(deps, request.body),
    );
  });
}
