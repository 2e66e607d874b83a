import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { studentIdParamsSchema } from '../../../../core/learners/students-schemas';
import {
  bookPracticalTestRequestSchema,
  createMockTestRequestSchema,
  mockTestIdParamsSchema,
  practicalTestIdParamsSchema,
  practicalTestResultRequestSchema,
  testRecordSchema,
  theoryTestRequestSchema,
} from '../../../../core/progress/test-record-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  bookPracticalTest,
  cancelBookedPracticalTest,
  createMockTest,
  recordPracticalTestResult,
  removeMockTest,
  removeTheoryTest,
  saveTheoryTest,
} from './test-records-service';

const tags = ['dashboard'];

/**
 * The learner's mock tests, theory test and practical test, as the instructor records them.
 * Instructor-only; every change answers the learner's whole test record.
 */
export function registerTestRecordRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.post(
      '/api/students/:id/mock-tests',
      {
        schema: {
          tags,
          summary: 'Records a mock test marked like the DVSA sheet; the totals and result are computed',
          params: studentIdParamsSchema,
          body: createMockTestRequestSchema,
          response: { 201: testRecordSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createMockTest(deps, getSignedInInstructor(request), request.params.id, request.body)),
    );

    scope.delete(
      '/api/mock-tests/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a mock test',
          params: mockTestIdParamsSchema,
          response: { 200: testRecordSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => removeMockTest(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.put(
      '/api/students/:id/theory-test',
      {
        schema: {
          tags,
          summary: 'Records (or corrects) the theory test the learner passed',
          params: studentIdParamsSchema,
          body: theoryTestRequestSchema,
          response: { 200: testRecordSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => saveTheoryTest(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.delete(
      '/api/students/:id/theory-test',
      {
        schema: {
          tags,
          summary: 'Removes the recorded theory test',
          params: studentIdParamsSchema,
          response: { 200: testRecordSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => removeTheoryTest(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/students/:id/practical-tests',
      {
        schema: {
          tags,
          summary: 'Books the practical test (Europe/London date and time); one booked test at a time',
          params: studentIdParamsSchema,
          body: bookPracticalTestRequestSchema,
          response: {
            201: testRecordSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await bookPracticalTest(deps, getSignedInInstructor(request), request.params.id, request.body),
          ),
    );

    scope.put(
      '/api/practical-tests/:id/result',
      {
        schema: {
          tags,
          summary: 'Records the result of a practical test that has started, with the examiner’s faults',
          params: practicalTestIdParamsSchema,
          body: practicalTestResultRequestSchema,
          response: {
            200: testRecordSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) =>
        recordPracticalTestResult(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.post(
      '/api/practical-tests/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancels a booked practical test',
          params: practicalTestIdParamsSchema,
          response: { 200: testRecordSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => cancelBookedPracticalTest(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}
