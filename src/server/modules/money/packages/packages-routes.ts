import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  adminPackagesResponseSchema,
  createPackageRequestSchema,
  packageTypeParamsSchema,
  updatePackageRequestSchema,
} from '../../../../core/bookings/booking/package-admin-schemas';
import {
  packagesQuerySchema,
  packagesResponseSchema,
} from '../../../../core/bookings/booking/package-schemas';
import { SETTINGS_OWNER_ONLY_MESSAGE } from '../../../../core/platform/auth/instructor-accounts-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  createPackageFromSettings,
  listPackagesForSettings,
  updatePackageFromSettings,
} from './packages-service';

export function registerPackagesRoutes(app: AppInstance, deps: AppDependencies): void {
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
    (request) => deps.packages.getPackages({ refresh: request.query.refresh === 'true' }),
  );
}

/** The packages settings (instructor only): every package, a new one, a change of one. */
export function registerPackageSettingsRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/settings/packages',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Every package, retired ones too, in display order, with how many bookings chose each',
          response: { 200: adminPackagesResponseSchema, 401: apiErrorSchema },
        },
      },
      () => listPackagesForSettings(deps.database.db),
    );

    scope.post(
      '/api/settings/packages',
      {
        config: { ownerOnly: SETTINGS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['dashboard'],
          summary: 'Adds a package (active, last in the list; its type is made from its name)',
          body: createPackageRequestSchema,
          response: {
            201: adminPackagesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const instructor = getSignedInInstructor(request);
        const { list } = await createPackageFromSettings(
          deps,
          { instructorId: instructor.id, email: instructor.email },
          request.body,
        );
        return reply.status(201).send(list);
      },
    );

    scope.patch(
      '/api/settings/packages/:packageType',
      {
        config: { ownerOnly: SETTINGS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['dashboard'],
          summary:
            'Changes a package: any field, retiring or restoring it, or its place; bookings and purchases keep the price and hours they were sold with',
          params: packageTypeParamsSchema,
          body: updatePackageRequestSchema,
          response: {
            200: adminPackagesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => {
        const instructor = getSignedInInstructor(request);
        return updatePackageFromSettings(
          deps,
          { instructorId: instructor.id, email: instructor.email },
          request.params.packageType,
          request.body,
        );
      },
    );
  });
}
