import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../core/api/api-error-schemas';
import { restoreBackupResponseSchema, schoolBackupSchema } from '../../../core/dashboard/backup-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { registerInstructorRoutes } from '../auth/instructor-guard';
import type { AvailabilityService } from '../availability/availability-service';
import { restoreSchoolBackup } from './backup-restore-service';
import { createSchoolBackup } from './backup-service';

/** A school's backup is a few MB; this leaves room for years of e-mails in the outbox. */
export const RESTORE_BODY_LIMIT_BYTES = 50 * 1024 * 1024;

/** The data backup download of the students tab, and restoring one. Instructor-only. */
export function registerBackupRoutes(
  app: AppInstance,
  deps: AppDependencies,
  availability: AvailabilityService,
): Promise<void> {
  return registerInstructorRoutes(app, deps, async (scope) => {
    scope.get(
      '/api/backup/export',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Downloads all school data as JSON (no password hashes, sessions or access tokens)',
          response: { 200: schoolBackupSchema, 401: apiErrorSchema },
        },
      },
      async (_request, reply) => {
        const { filename, backup } = await createSchoolBackup(deps);
        return reply
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(backup);
      },
    );

    // The file is read as text here (and parsed by the service), so a file cut short gets the
    // backup's own message, and only this route takes a body this large.
    await scope.register(async (plugin: FastifyInstance) => {
      const restore = plugin.withTypeProvider<ZodTypeProvider>();
      restore.removeAllContentTypeParsers();
      restore.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: RESTORE_BODY_LIMIT_BYTES },
        (_request, body, done) => done(null, body),
      );
      restore.post(
        '/api/backup/restore',
        {
          bodyLimit: RESTORE_BODY_LIMIT_BYTES,
          schema: {
            tags: ['dashboard'],
            summary:
              'Replaces ALL school data with a backup file (the JSON the export downloads, up to 50 MB); every session ends',
            description:
              'One transaction: a damaged file, or one from a newer version of the app, is refused with a 400 and nothing changes. Password hashes and link tokens are not in a backup: the instructor signs in again with INSTRUCTOR_PASSWORD, and links sent before (checkout, alternative times, waiting-list offers, progress links) stop working.',
            body: z.string().meta({ description: "The backup file's content (a JSON document)" }),
            response: {
              200: restoreBackupResponseSchema,
              400: apiErrorSchema,
              401: apiErrorSchema,
              409: apiErrorSchema,
            },
          },
        },
        async (request) => {
          const result = await restoreSchoolBackup(deps, { text: request.body });
          availability.invalidate();
          return result;
        },
      );
    });
  });
}
