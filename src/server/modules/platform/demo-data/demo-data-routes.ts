import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  demoDataRemovalSchema,
  demoDataStatusSchema,
} from '../../../../core/school/settings/demo-data-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../auth/instructor-guard';
import { getDemoDataStatus, removeDemoData } from './demo-data-service';

/**
 * The demo data in Settings: what is left of it, and the owner's action that removes it. Behind
 * the instructor's session; removing is the school owner's alone (403 for another instructor).
 */
export async function registerDemoDataRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/settings/demo-data',
      {
        schema: {
          tags: ['settings'],
          summary:
            'The demo learners and demo times the school still holds, and when the demo data was removed',
          response: { 200: demoDataStatusSchema, 401: apiErrorSchema },
        },
      },
      () => getDemoDataStatus(deps),
    );

    scope.delete(
      '/api/settings/demo-data',
      {
        schema: {
          tags: ['settings'],
          summary:
            'Removes every demo learner with their bookings, lessons, notes and money, and the demo times, in one transaction; no later start seeds them again',
          response: { 200: demoDataRemovalSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      (request) => removeDemoData(deps, getSignedInInstructor(request)),
    );
  });
}
