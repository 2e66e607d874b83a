import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  accessLinkSchema,
  createManualStudentRequestSchema,
  sendAccessEmailResponseSchema,
  studentDeletionSchema,
  studentIdParamsSchema,
  studentSchema,
} from '../../../../core/learners/students-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  archiveStudent,
  createManualStudent,
  deleteStudentAndData,
  generateAccessLink,
  previewStudentDeletion,
  sendAccessEmail,
} from './learners-service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/** The students tab's learner records: add, progress links, archive and delete. Instructor-only. */
export function registerLearnersRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.post(
      '/api/students/manual',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Adds a learner by hand (source manual)',
          body: createManualStudentRequestSchema,
          response: { 201: studentSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createManualStudent(deps, getSignedInInstructor(request), request.body)),
    );

    scope.post(
      '/api/students/:id/generate-token',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'A new 30-day progress link; earlier links of the learner stop working',
          params: studentIdParamsSchema,
          response: { 200: accessLinkSchema, ...errors },
        },
      },
      (request) => generateAccessLink(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/students/:id/send-access-email',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'E-mails the progress link; status says whether it really left (sent, not_configured, failed)',
          params: studentIdParamsSchema,
          response: { 200: sendAccessEmailResponseSchema, ...errors },
        },
      },
      (request) => sendAccessEmail(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.get(
      '/api/students/:id/deletion-preview',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'What deleting the learner would remove (for the confirmation)',
          params: studentIdParamsSchema,
          response: { 200: studentDeletionSchema, ...errors },
        },
      },
      (request) => previewStudentDeletion(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.delete(
      '/api/students/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Deletes the learner and all their bookings, lessons, notes, links and messages; one with money history is erased instead (personal data gone, amounts kept anonymised)',
          params: studentIdParamsSchema,
          response: { 200: studentDeletionSchema, ...errors },
        },
      },
      (request) => deleteStudentAndData(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/students/:id/archive',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Archives the learner: off every list; their lessons, money history and details stay',
          params: studentIdParamsSchema,
          response: { 200: studentSchema, ...errors },
        },
      },
      (request) => archiveStudent(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}
