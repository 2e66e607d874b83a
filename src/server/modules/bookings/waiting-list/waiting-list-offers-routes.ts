import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  claimWaitingListOfferRequestSchema,
  claimWaitingListOfferResponseSchema,
  freedTimeCandidatesResponseSchema,
  freedTimeIdParamsSchema,
  freedTimesResponseSchema,
  learnerOfferParamsSchema,
  learnerOpenOffersResponseSchema,
  leaveFromOfferResponseSchema,
  offerFreedTimeRequestSchema,
  offerFreedTimeResponseSchema,
  WAITING_LIST_SETTINGS_OWNER_ONLY_MESSAGE,
  waitingListOfferResponseSchema,
  waitingListOfferTokenParamsSchema,
  waitingListSettingsSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { waitingListTokenParamsSchema } from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  claimOffer,
  claimOfferFromLearnerPage,
  getFreedTimeCandidates,
  getOfferForLearner,
  getWaitingListSettings,
  leaveFromOffer,
  listFreedTimes,
  listOpenOffersOfLearner,
  offerFreedTimeByHand,
  updateWaitingListSettings,
} from './waiting-list-offers-service';

const offerErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema };

/** The learner's offer of a freed time, behind the link it was sent with. */
export function registerWaitingListOfferRoutes(app: AppInstance, deps: AppDependencies): void {
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
        summary:
          'Moves the learner’s next lesson to the offered time, or books it from their hours; the first claim of a freed time wins',
        params: waitingListOfferTokenParamsSchema,
        body: claimWaitingListOfferRequestSchema,
        response: { 200: claimWaitingListOfferResponseSchema, ...offerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return claimOffer(deps, request.params.token, request.body);
    },
  );

  app.get(
    '/api/progress/:token/waiting-list-offers',
    {
      schema: {
        tags: ['progress'],
        summary: 'The learner’s waiting-list offers they can take now, each with its end',
        params: waitingListTokenParamsSchema,
        response: { 200: learnerOpenOffersResponseSchema, 401: apiErrorSchema, ...offerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return listOpenOffersOfLearner(deps, request.params.token);
    },
  );

  app.post(
    '/api/progress/:token/waiting-list-offers/:id/claim',
    {
      schema: {
        tags: ['progress'],
        summary: 'Takes one of the learner’s offers from their own page (as the offer’s link does)',
        params: learnerOfferParamsSchema,
        body: claimWaitingListOfferRequestSchema,
        response: { 200: claimWaitingListOfferResponseSchema, 401: apiErrorSchema, ...offerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return claimOfferFromLearnerPage(deps, request.params.token, request.params.id, request.body);
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
export function registerWaitingListOfferAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
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
      (request) => listFreedTimes(deps, getSignedInInstructor(request)),
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
      (request) => getFreedTimeCandidates(deps, getSignedInInstructor(request), request.params.id),
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
        offerFreedTimeByHand(deps, getSignedInInstructor(request), request.params.id, request.body.entryIds),
    );

    scope.get(
      '/api/waiting-list/settings',
      {
        config: { ownerOnly: WAITING_LIST_SETTINGS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['dashboard'],
          summary: 'How freed times are offered, for how long, and whether a refilled cancellation is free',
          response: { 200: waitingListSettingsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      () => getWaitingListSettings(deps),
    );

    scope.put(
      '/api/waiting-list/settings',
      {
        config: { ownerOnly: WAITING_LIST_SETTINGS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['dashboard'],
          summary: 'Saves the waiting list’s settings',
          body: waitingListSettingsSchema,
          response: {
            200: waitingListSettingsSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => updateWaitingListSettings(deps, request.body),
    );
  });
}
