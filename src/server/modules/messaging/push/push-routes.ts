import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  instructorPushSubscriptionRequestSchema,
  learnerPushSubscriptionRequestSchema,
  pushEndpointRequestSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionStatusSchema,
} from '../../../../core/messaging/push/push-schemas';
import { progressTokenParamsSchema } from '../../../../core/progress/progress-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  getPushPublicKey,
  lookUpInstructorSubscription,
  lookUpLearnerSubscription,
  removeInstructorSubscription,
  removeLearnerSubscription,
  saveInstructorSubscription,
  saveLearnerSubscription,
} from './push-subscriptions-service';

const stopped = z.null().describe('Stopped: this device hears nothing more (or was not subscribed here)');
const instructorErrors = { 400: apiErrorSchema, 401: apiErrorSchema };
const learnerErrors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Web push (issue 24): the public key, and each device's opt-in for the instructor and for learners. */
export async function registerPushRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: "The school's VAPID public key (base64url): browsers subscribe to push with it",
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    () => getPushPublicKey(deps),
  );

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.put(
      '/api/push/instructor-subscription',
      {
        schema: {
          tags: ['push'],
          summary: "Saves this device's push subscription and the topics the instructor hears on it",
          body: instructorPushSubscriptionRequestSchema,
          response: { 200: pushSubscriptionStatusSchema, ...instructorErrors },
        },
      },
      (request) =>
        saveInstructorSubscription(
          deps,
          getSignedInInstructor(request).id,
          request.body,
          request.headers['user-agent'],
        ),
    );

    scope.post(
      '/api/push/instructor-subscription/lookup',
      {
        schema: {
          tags: ['push'],
          summary: "This device's topics, by its endpoint (null: not subscribed)",
          body: pushEndpointRequestSchema,
          response: { 200: pushSubscriptionStatusSchema, ...instructorErrors },
        },
      },
      (request) =>
        lookUpInstructorSubscription(deps, getSignedInInstructor(request).id, request.body.endpoint),
    );

    scope.delete(
      '/api/push/instructor-subscription',
      {
        schema: {
          tags: ['push'],
          summary: 'Stops push on this device (by its endpoint)',
          body: pushEndpointRequestSchema,
          response: { 204: stopped, ...instructorErrors },
        },
      },
      async (request, reply) => {
        await removeInstructorSubscription(deps, getSignedInInstructor(request).id, request.body.endpoint);
        return reply.status(204).send(null);
      },
    );
  });

  app.put(
    '/api/progress/:token/push-subscription',
    {
      schema: {
        tags: ['progress', 'push'],
        summary:
          "Saves a learner's device for push and the topics they hear on it (the token is the permission)",
        params: progressTokenParamsSchema,
        body: learnerPushSubscriptionRequestSchema,
        response: { 200: pushSubscriptionStatusSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return saveLearnerSubscription(deps, request.params.token, request.body, request.headers['user-agent']);
    },
  );

  app.post(
    '/api/progress/:token/push-subscription/lookup',
    {
      schema: {
        tags: ['progress', 'push'],
        summary:
          "This learner device's topics, by its endpoint (null: not subscribed, or not this learner's)",
        params: progressTokenParamsSchema,
        body: pushEndpointRequestSchema,
        response: { 200: pushSubscriptionStatusSchema, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return lookUpLearnerSubscription(deps, request.params.token, request.body.endpoint);
    },
  );

  app.delete(
    '/api/progress/:token/push-subscription',
    {
      schema: {
        tags: ['progress', 'push'],
        summary: "Stops push on a learner's device (by its endpoint; another's device is left alone)",
        params: progressTokenParamsSchema,
        body: pushEndpointRequestSchema,
        response: { 204: stopped, ...learnerErrors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      await removeLearnerSubscription(deps, request.params.token, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
