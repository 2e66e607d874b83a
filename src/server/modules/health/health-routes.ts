import { z } from 'zod';
import type { AppDependencies, AppInstance } from '../../app-types';
import { pingDatabase } from '../../db/database-client';
import { serviceUnavailable } from '../../lib/app-error';

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
        response: { 200: healthResponseSchema },
      },
      config: { rateLimit: false },
    },
    async () => {
      try {
        await pingDatabase(deps.database.db);
      } catch {
        throw serviceUnavailable('DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
      return {
        status: 'ok' as const,
        database: deps.database.engine,
        emailDelivery: deps.mail.deliveryConfigured ? ('smtp' as const) : ('not_configured' as const),
      };
    },
  );
}
