import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  pickupRequestSchema,
  pickupSchema,
  pupilRecordRequestSchema,
  pupilRecordSchema,
} from '../../../../core/learners/pupil-record/pupil-record-schemas';
import { studentIdParamsSchema } from '../../../../core/learners/students-schemas';
import { progressTokenParamsSchema } from '../../../../core/progress/progress-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { getPupilRecord, saveLearnerPickup, savePupilRecord } from './pupil-records-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The pupil record: the learner changes their pickup address through their own link; the whole
 * record (date of birth, provisional licence number) is the instructor's, behind their session.
 */
export async function registerPupilRecordRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };

  app.put(
    '/api/progress/:token/pickup',
    {
      schema: {
        tags: ['progress'],
        summary: "The learner's pickup address and postcode, from their own link (blank clears)",
        params: progressTokenParamsSchema,
        body: pickupRequestSchema,
        response: { 200: pickupSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return saveLearnerPickup(deps, request.params.token, request.body);
    },
  );

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/students/:id/record',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "The learner's pupil record: pickup, date of birth, provisional licence and theory certificate",
          params: studentIdParamsSchema,
          response: { 200: pupilRecordSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => getPupilRecord(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.put(
      '/api/students/:id/record',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Saves the pupil record (UK postcode and DVLA licence formats; blank clears a field)',
          params: studentIdParamsSchema,
          body: pupilRecordRequestSchema,
          response: { 200: pupilRecordSchema, ...errors },
        },
      },
      (request) => savePupilRecord(deps, getSignedInInstructor(request), request.params.id, request.body),
    );
  });
}
