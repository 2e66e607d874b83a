import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  NETWORK_OWNER_ONLY_MESSAGE,
  recordIdParamsSchema,
} from '../../../../core/partner-network/contact-fields';
import {
  answerNetworkOfferResponseSchema,
  myNetworkOffersResponseSchema,
  networkOfferTokenParamsSchema,
  offerLinkResponseSchema,
  offerNetworkRequestSchema,
  offerSentResponseSchema,
  requestAllocationSchema,
} from '../../../../core/partner-network/request-offer-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  answerMyOffer,
  answerOfferLink,
  broadcastRequest,
  getRequestAllocation,
  listMyOffers,
  lookUpOfferLink,
  offerRequestToInstructor,
} from './network-request-offers-service';

const offerIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid offer') });
const ANSWERS = ['accept', 'decline'] as const;

/** The e-mailed link's page: no sign-in, the token is the credential (at the sensitive routes' rate). */
export function registerNetworkOfferLinkRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/network-offer-links/:token',
    {
      schema: {
        tags: ['network'],
        summary:
          'An offered network-partner request, by its e-mailed link: the essentials and whether it can still be answered; 404 for an unknown link',
        params: networkOfferTokenParamsSchema,
        response: { 200: offerLinkResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return lookUpOfferLink(deps, request.params.token);
    },
  );

  for (const answer of ANSWERS) {
    app.post(
      `/api/network-offer-links/:token/${answer}`,
      {
        schema: {
          tags: ['network'],
          summary:
            answer === 'accept'
              ? 'Accepts the offer from its e-mailed link: the first instructor to accept takes the learner; 409 when another did, or the offer was answered, expired or withdrawn'
              : 'Declines the offer from its e-mailed link; 409 when it was already answered, expired or withdrawn',
          params: networkOfferTokenParamsSchema,
          response: {
            200: answerNetworkOfferResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
        config: sensitive,
      },
      async (request, reply) => {
        markPrivate(reply);
        return answerOfferLink(deps, request.params.token, answer);
      },
    );
  }
}

/**
 * The owner offers a request (one instructor, or everyone who matches) and reads its offers and
 * history; every instructor reads and answers the offers addressed to them.
 */
export function registerNetworkOfferRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    const ownerErrors = {
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    };

    scope.get(
      '/api/network-partner-requests/:id/allocation',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary: "A request's offers, its history, and whether it can be offered to one or to everyone now",
          params: recordIdParamsSchema,
          response: { 200: requestAllocationSchema, ...ownerErrors },
        },
      },
      (request) => getRequestAllocation(deps, request.params.id),
    );

    scope.post(
      '/api/network-partner-requests/:id/offers',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary:
            'Offers the request to one instructor who could take it, for 48 hours (Today and an e-mailed link); 409 while an offer is open or once it is placed',
          params: recordIdParamsSchema,
          body: offerNetworkRequestSchema,
          response: { 201: offerSentResponseSchema, ...ownerErrors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await offerRequestToInstructor(
              deps,
              getSignedInInstructor(request),
              request.params.id,
              request.body.instructorId,
            ),
          ),
    );

    scope.post(
      '/api/network-partner-requests/:id/broadcast',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary:
            'After a decline or 48 hours without an answer, offers the request to everyone who could take it; the first to accept takes it',
          params: recordIdParamsSchema,
          response: { 201: offerSentResponseSchema, ...ownerErrors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await broadcastRequest(deps, getSignedInInstructor(request), request.params.id)),
    );

    scope.get(
      '/api/network-offers',
      {
        schema: {
          tags: ['network'],
          summary:
            'The signed-in instructor’s open offers of network-partner requests, the soonest reply-by first',
          response: { 200: myNetworkOffersResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listMyOffers(deps, getSignedInInstructor(request)),
    );

    for (const answer of ANSWERS) {
      scope.post(
        `/api/network-offers/:id/${answer}`,
        {
          schema: {
            tags: ['network'],
            summary:
              answer === 'accept'
                ? 'Accepts an offer addressed to the signed-in instructor: the first to accept takes the learner; 409 when another instructor did'
                : 'Declines an offer addressed to the signed-in instructor',
            params: offerIdParamsSchema,
            response: {
              200: answerNetworkOfferResponseSchema,
              400: apiErrorSchema,
              401: apiErrorSchema,
              404: apiErrorSchema,
              409: apiErrorSchema,
            },
          },
        },
        (request) => answerMyOffer(deps, getSignedInInstructor(request), request.params.id, answer),
      );
    }
  });
}
