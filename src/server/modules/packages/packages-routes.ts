import { packagesQuerySchema, packagesResponseSchema } from '../../../core/booking/package-schemas';
import type { AppInstance } from '../../app-types';
import type { PackagesService } from './packages-service';

export function registerPackagesRoutes(app: AppInstance, packagesService: PackagesService): void {
  // Registered before GET so Fastify does not generate a HEAD that runs the whole handler.
  app.head(
    '/api/packages',
    { schema: { tags: ['booking'], summary: 'Cheap prefetch probe' } },
    (_request, reply) => reply.header('cache-control', 'no-store').status(200).send(),
  );
  app.get(
    '/api/packages',
    {
      schema: {
        tags: ['booking'],
        summary: 'Lesson packages keyed by package type (prices in pence)',
        querystring: packagesQuerySchema,
        response: { 200: packagesResponseSchema },
      },
    },
    (request) => packagesService.getPackages({ refresh: request.query.refresh === 'true' }),
  );
}
