import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  instructorStripeConnectionsSchema,
  ownStripeConnectionSchema,
  stripeOnboardingLinkSchema,
} from '../../../../core/money/payments/stripe-connect';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  createOwnOnboardingLink,
  getOwnStripeConnection,
  listInstructorStripeConnections,
} from './stripe-connect-service';

export const STRIPE_CONNECTIONS_OWNER_ONLY_MESSAGE =
  "Only the school's owner can see every instructor's card payment connection.";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Stripe Connect (docs/decisions/0063): each instructor connects and reads only their own (the
 * routes name no instructor); the owner reads everyone's.
 */
export function registerStripeConnectRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/stripe-connect/me',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "The signed-in instructor's Stripe Connect account: not connected, setup unfinished or ready (read from Stripe)",
          response: { 200: ownStripeConnectionSchema, ...errors },
        },
      },
      (request) => getOwnStripeConnection(deps, getSignedInInstructor(request)),
    );

    scope.post(
      '/api/stripe-connect/me/onboarding-links',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "Connect Stripe: makes the instructor's Express account (once) and answers a new link to Stripe's onboarding",
          response: {
            201: stripeOnboardingLinkSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
            503: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const link = await createOwnOnboardingLink(deps, getSignedInInstructor(request));
        return reply.status(201).send(link);
      },
    );

    scope.get(
      '/api/stripe-connect/instructors',
      {
        config: { ownerOnly: STRIPE_CONNECTIONS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary: "Every instructor's Stripe Connect status as last known (owner)",
          response: { 200: instructorStripeConnectionsSchema, ...errors },
        },
      },
      () => listInstructorStripeConnections(deps),
    );
  });
}
