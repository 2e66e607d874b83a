import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createProgressNoteRequestSchema,
  deleteProgressNoteResponseSchema,
  progressNoteHistorySchema,
  progressNoteIdParamsSchema,
  schoolProgressNoteSchema,
  schoolProgressNotesResponseSchema,
  updateProgressNoteRequestSchema,
} from '../../../../core/progress/progress-notes-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  createProgressNote,
  editProgressNote,
  getProgressNoteHistory,
  listSchoolProgressNotes,
  removeProgressNote,
} from './progress-notes-service';

/** The notes tab: every note of the school, add and delete. Instructor-only. */
export function registerProgressNotesRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/progress-notes/all',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Every progress note of the school, newest first, with the learner and the lesson',
          response: { 200: schoolProgressNotesResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listSchoolProgressNotes(deps, getSignedInInstructor(request)),
    );

    scope.post(
      '/api/progress-notes',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Saves a progress note, with the levels of the skills practised',
          description:
            'About a lesson of the learner that has started (400 on lessonId for a lesson to come, a cancelled one or another learner’s), or about none. The note never changes its lesson: completing a lesson, with its actual duration, is `POST /api/lessons/{id}/complete` (docs/decisions/0018-ledger.md). A new note keeps the learner’s live progress links working for another 30 days.',
          body: createProgressNoteRequestSchema,
          response: { 201: schoolProgressNoteSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createProgressNote(deps, getSignedInInstructor(request), request.body)),
    );

    scope.put(
      '/api/progress-notes/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Edits a note’s words and assessment; what it said before is kept in its history',
          params: progressNoteIdParamsSchema,
          body: updateProgressNoteRequestSchema,
          response: {
            200: schoolProgressNoteSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => editProgressNote(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.get(
      '/api/progress-notes/:id/history',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'A note’s earlier versions, newest first, with who replaced each and when',
          params: progressNoteIdParamsSchema,
          response: { 200: progressNoteHistorySchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => getProgressNoteHistory(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.delete(
      '/api/progress-notes/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Deletes a progress note',
          params: progressNoteIdParamsSchema,
          response: { 200: deleteProgressNoteResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => removeProgressNote(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}
