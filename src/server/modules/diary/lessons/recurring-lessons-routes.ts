import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createRecurringLessonsRequestSchema,
  recurringLessonsPreviewRequestSchema,
  recurringLessonsPreviewSchema,
  recurringLessonsResponseSchema,
} from '../../../../core/diary/lessons/recurring-lessons-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { createRecurringLessons, previewRecurringLessons } from './recurring-lessons-service';

/** Recurring lessons: a weekly series, previewed then booked in one step. Instructor-only. */
export function registerRecurringLessonsRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.post(
      '/api/lessons/recurring/preview',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "Each week of a weekly series, free or clashing and why, and the hours it needs against the learner's hours left; writes nothing",
          body: recurringLessonsPreviewRequestSchema,
          response: { 200: recurringLessonsPreviewSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => previewRecurringLessons(deps, getSignedInInstructor(request), request.body),
    );

    scope.post(
      '/api/lessons/recurring',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Books every free week of a weekly series not in skipDates, in one transaction; 409 when a week not skipped clashes now (fields skipDates.<date> say why) or the hours run out; nothing booked then',
          body: createRecurringLessonsRequestSchema,
          response: {
            201: recurringLessonsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createRecurringLessons(deps, getSignedInInstructor(request), request.body)),
    );
  });
}
