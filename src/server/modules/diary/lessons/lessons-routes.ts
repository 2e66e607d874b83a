import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  cancelLessonByInstructorRequestSchema,
  completeLessonRequestSchema,
  createManualLessonRequestSchema,
  lessonIdParamsSchema,
  lessonSchema,
  manualLessonResponseSchema,
  moveLessonByInstructorRequestSchema,
  noShowRequestSchema,
  upcomingLessonsResponseSchema,
  updateLessonDurationRequestSchema,
  updateLessonNotesRequestSchema,
} from '../../../../core/diary/lessons/lessons-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  cancelLessonByInstructor,
  completeLessonByInstructor,
  createManualLesson,
  listUpcomingLessons,
  markLessonNoShow,
  moveLessonByInstructor,
  updateLessonDuration,
  updateLessonNotes,
} from './lessons-service';

const actionErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Lessons: inline duration, the instructor's coming lessons, and manual booking. Instructor-only. */
export function registerLessonsRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
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
      (request) =>
        updateLessonDuration(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.body.actualDuration,
        ),
    );

    scope.post(
      '/api/lessons/:id/complete',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Records a lesson as done with the minutes really driven (only once it has started)',
          params: lessonIdParamsSchema,
          body: completeLessonRequestSchema,
          response: { 200: lessonSchema, ...actionErrors },
        },
      },
      (request) =>
        completeLessonByInstructor(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.body.actualMinutes,
        ),
    );

    scope.post(
      '/api/lessons/:id/no-show',
      {
        schema: {
          tags: ['dashboard'],
          summary: "Records that the learner did not come, using the lesson's hours or not",
          params: lessonIdParamsSchema,
          body: noShowRequestSchema,
          response: { 200: lessonSchema, ...actionErrors },
        },
      },
      (request) =>
        markLessonNoShow(deps, getSignedInInstructor(request), request.params.id, request.body.charged),
    );

    scope.post(
      '/api/lessons/:id/cancel',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Cancels a lesson still to come; its hours come back by the terms and the learner is told',
          params: lessonIdParamsSchema,
          body: cancelLessonByInstructorRequestSchema,
          response: { 200: lessonSchema, ...actionErrors },
        },
      },
      (request) =>
        cancelLessonByInstructor(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.post(
      '/api/lessons/:id/move',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Moves a lesson still to come to another free time; the learner is told',
          params: lessonIdParamsSchema,
          body: moveLessonByInstructorRequestSchema,
          response: { 200: lessonSchema, ...actionErrors },
        },
      },
      (request) =>
        moveLessonByInstructor(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.patch(
      '/api/lessons/:id/notes',
      {
        schema: {
          tags: ['dashboard'],
          summary: "Edits a lesson's pickup notes (empty clears them)",
          params: lessonIdParamsSchema,
          body: updateLessonNotesRequestSchema,
          response: { 200: lessonSchema, ...actionErrors },
        },
      },
      (request) =>
        updateLessonNotes(deps, getSignedInInstructor(request), request.params.id, request.body.notes),
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
        reply.status(201).send(await createManualLesson(deps, getSignedInInstructor(request), request.body)),
    );
  });
}
