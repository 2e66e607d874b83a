import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { outboxListQuerySchema, outboxPageSchema } from '../../../../core/messaging/outbox/outbox-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { listOutbox } from './outbox-list-service';

/** The dashboard's Outbox: the school owner's record of every message (docs/decisions/0031). */
export function registerOutboxRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/outbox',
      {
        schema: {
          tags: ['outbox'],
          summary:
            "Every e-mail, text and push the school queued, newest first, with its status (sent, not set up, failed with the reason); the school owner's only (403 for another instructor)",
          querystring: outboxListQuerySchema,
          response: {
            200: outboxPageSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => listOutbox(deps, getSignedInInstructor(request), request.query),
    );
  });
}
