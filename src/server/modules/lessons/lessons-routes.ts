import { apiErrorSchema } from '../../../core/api/api-error-schemas';
import {
  createManualLessonRequestSchema,
  lessonIdParamsSchema,
  lessonSchema,
  manualLessonResponseSchema,
  upcomingLessonsResponseSchema,
  updateLessonDurationRequestSchema,
} from '../../../core/dashboard/lessons-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../auth/instructor-guard';
import type { AvailabilityService } from '../availability/availability-service';
import { createManualLesson, listUpcomingLessons, updateLessonDuration } from './lessons-service';

/** Lessons: inline duration, the instructor's coming lessons, and manual booking. Instructor-only. */
export function registerLessonsRoutes(
  app: AppInstance,
  deps: AppDependencies,
  availability: AvailabilityService,
): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.patch(
      '/api/lessons/:id/duration',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Records how long a lesson really lasted (15 to 480 minutes, steps of 15)',
          params: lessonIdParamsSchema,
          body: updateLessonDurationRequestSchema,
          response: { 200: lessonSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => updateLessonDuration(deps, request.params.id, request.body.actualDuration),
    );

    scope.get(
      '/api/lessons/upcoming',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The signed-in instructor's lessons still to come (not cancelled), soonest first",
          response: { 200: upcomingLessonsResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listUpcomingLessons(deps, getSignedInInstructor(request).id),
    );

    scope.post(
      '/api/lessons/manual',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Books a lesson for a learner directly: an approved booking and its lesson',
          body: createManualLessonRequestSchema,
          response: {
            201: manualLessonResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createManualLesson(deps, availability, getSignedInInstructor(request).id, request.body),
          ),
    );
  });
}
