import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  NETWORK_OWNER_ONLY_MESSAGE,
  recordIdParamsSchema,
} from '../../../../core/partner-network/contact-fields';
import {
  createNetworkPartnerRequestSchema,
  networkPartnerRequestListSchema,
  networkPartnerRequestReceiptSchema,
  networkPartnerRequestSchema,
  networkRequestListQuerySchema,
  updateNetworkRequestStatusSchema,
} from '../../../../core/partner-network/network-request-schemas';
import { requestMatchesResponseSchema } from '../../../../core/partner-network/request-match-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  createNetworkRequest,
  getNetworkRequest,
  getRequestMatches,
  listNetworkRequests,
  updateNetworkRequestStatus,
} from './network-requests-service';

/** The public form: anyone may ask, at the sensitive routes' rate. */
export function registerNetworkRequestRoutes(app: AppInstance, deps: AppDependencies): void {
  app.post(
    '/api/network-partner-requests',
    {
      schema: {
        tags: ['network'],
        summary:
          'A visitor asks for manual-car lessons or earlier availability; stored with the date the school answers by',
        body: createNetworkPartnerRequestSchema,
        response: { 201: networkPartnerRequestReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await createNetworkRequest(deps, request.body)),
  );
}

/** The dashboard's list of requests, one request, and its status. The school's owner's (docs/decisions/0051), 403 to others. */
export function registerNetworkRequestAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/network-partner-requests',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary: 'Network-partner requests, newest first, optionally of one status, with the count of each',
          querystring: networkRequestListQuerySchema,
          response: {
            200: networkPartnerRequestListSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => listNetworkRequests(deps, request.query.status),
    );

    scope.get(
      '/api/network-partner-requests/:id',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary: 'One network-partner request',
          params: recordIdParamsSchema,
          response: {
            200: networkPartnerRequestSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => getNetworkRequest(deps, request.params.id),
    );

    scope.get(
      '/api/network-partner-requests/:id/matches',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary:
            'Who could take a request, best first, each with the reasons (gearbox, preference, area, earliest free time on the learner’s dates, learners), and who cannot and why',
          params: recordIdParamsSchema,
          response: {
            200: requestMatchesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => getRequestMatches(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.patch(
      '/api/network-partner-requests/:id/status',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary: 'Moves a request to pending, contacted, allocated or closed',
          params: recordIdParamsSchema,
          body: updateNetworkRequestStatusSchema,
          response: {
            200: networkPartnerRequestSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) =>
        updateNetworkRequestStatus(deps, getSignedInInstructor(request), request.params.id, request.body),
    );
  });
}
