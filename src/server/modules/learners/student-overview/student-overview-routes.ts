import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  emailActionResponseSchema,
  studentBookingsResponseSchema,
  studentIdParamsSchema,
  studentLessonsResponseSchema,
  studentProgressResponseSchema,
  studentsListResponseSchema,
} from '../../../../core/learners/students-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  getKeptStudentsList,
  getStudentBookings,
  getStudentLessons,
  getStudentProgress,
  sendPaymentReminder,
} from './student-overview-service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/** The students tab's list and per-learner detail (lessons, progress, bookings, what they owe). Instructor-only. */
export function registerStudentOverviewRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/students',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Every learner with bookings, counts, live progress link, recent notes and next lessons',
          response: { 200: studentsListResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await getKeptStudentsList(deps, getSignedInInstructor(request));
        // JSON made once for every request the answer serves (its types are the schema's); a
        // serializer of our own means Fastify names no content type itself.
        return reply
          .type('application/json; charset=utf-8')
          .serializer(() => answer.json)
          .send(answer.value);
      },
    );

    scope.post(
      '/api/students/:id/send-payment-reminder',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'E-mails the learner their unpaid bookings with the bank-transfer details',
          params: studentIdParamsSchema,
          response: { 200: emailActionResponseSchema, ...errors, 409: apiErrorSchema },
        },
      },
      (request) => sendPaymentReminder(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.get(
      '/api/students/:id/lessons',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The learner's lessons, newest first",
          params: studentIdParamsSchema,
          response: { 200: studentLessonsResponseSchema, ...errors },
        },
      },
      (request) => getStudentLessons(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.get(
      '/api/students/:id/progress',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The learner and their progress notes, newest first',
          params: studentIdParamsSchema,
          response: { 200: studentProgressResponseSchema, ...errors },
        },
      },
      (request) => getStudentProgress(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.get(
      '/api/students/:id/bookings',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The learner's bookings, newest first, with their slots",
          params: studentIdParamsSchema,
          response: { 200: studentBookingsResponseSchema, ...errors },
        },
      },
      (request) => getStudentBookings(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}
