import { apiErrorSchema } from '../../../core/api/api-error-schemas';
import { demoDataRemovalSchema, demoDataStatusSchema } from '../../../core/settings/demo-data-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { registerInstructorRoutes } from '../auth/instructor-guard';
import type { AvailabilityService } from '../availability/availability-service';
import { getDemoDataStatus, removeDemoData } from './demo-data-service';

/**
 * The demo data in Settings: what is left of it, and the owner's action that removes it. Behind
 * the instructor's session (a school of one instructor is its owner).
 */
export async function registerDemoDataRoutes(
  app: AppInstance,
  deps: AppDependencies,
  availability: AvailabilityService,
): Promise<void> {
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
          response: { 200: demoDataRemovalSchema, 401: apiErrorSchema },
        },
      },
      () => removeDemoData(deps, availability),
    );
  });
}
