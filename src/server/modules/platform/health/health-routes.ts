import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { pingDatabase } from '../../../db/database-client';
import { RetryLaterError } from '../../../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../../lib/error-handler';

const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  emailDelivery: z.enum(['smtp', 'not_configured']),
});

export function registerHealthRoutes(app: AppInstance, deps: AppDependencies): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Checks the server and its database',
        response: { 200: healthResponseSchema, 503: apiErrorSchema },
      },
      config: { rateLimit: false },
    },
    async () => {
      try {
        await pingDatabase(deps.database.db);
      } catch {
        throw new RetryLaterError(
          503,
          'DATABASE_UNAVAILABLE',
          'database unavailable',
          DATABASE_RETRY_AFTER_SECONDS,
        );
      }
      return {
        status: 'ok' as const,
        database: deps.database.engine,
        emailDelivery: deps.mail.deliveryConfigured ? ('smtp' as const) : ('not_configured' as const),
      };
    },
  );
}
