import { apiErrorSchema } from '../../../core/api/api-error-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { registerInstructorRoutes } from '../auth/instructor-guard';
import { createSchoolBackup, schoolBackupSchema } from './backup-service';

/** The data backup download of the students tab. Instructor-only. */
export function registerBackupRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
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
  });
}
