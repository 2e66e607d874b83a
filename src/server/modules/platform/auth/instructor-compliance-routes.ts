import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  complianceRecordSchema,
  instructorComplianceListSchema,
  instructorComplianceSchema,
} from '../../../../core/platform/auth/instructor-compliance';
import type { AppDependencies, AppInstance } from '../../../app-types';
import {
  getInstructorCompliance,
  listInstructorCompliance,
  saveInstructorCompliance,
} from './instructor-compliance-service';
import { getSignedInInstructor, registerInstructorRoutes } from './instructor-guard';

const instructorIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid instructor') });
const COMPLIANCE_OWNER_ONLY_MESSAGE =
  "Only the school's owner can see and change instructors' compliance records.";

/** Instructors' compliance records (issue 38, docs/decisions/0057): the owner keeps them, each instructor reads theirs. */
export async function registerInstructorComplianceRoutes(
  app: AppInstance,
  deps: AppDependencies,
): Promise<void> {
  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/instructors/compliance',
      {
        config: { ownerOnly: COMPLIANCE_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary:
            "Every active instructor's compliance record and whether they may be booked today, with why not (the owner only)",
          response: { 200: instructorComplianceListSchema, 403: apiErrorSchema },
        },
      },
      () => listInstructorCompliance(deps),
    );

    scope.get(
      '/api/instructors/:id/compliance',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "An instructor's compliance record and standing: their own, or anyone's for the owner (404 for another instructor)",
          params: instructorIdParamsSchema,
          response: { 200: instructorComplianceSchema, 404: apiErrorSchema },
        },
      },
      (request) => getInstructorCompliance(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.put(
      '/api/instructors/:id/compliance',
      {
        config: { ownerOnly: COMPLIANCE_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['instructors'],
          summary:
            "Records or renews an instructor's badge, insurance and DBS check (the owner only, for anyone, themself included); bookable again at once when valid",
          params: instructorIdParamsSchema,
          body: complianceRecordSchema,
          response: {
            200: instructorComplianceSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) =>
        saveInstructorCompliance(deps, getSignedInInstructor(request), request.params.id, request.body),
    );
  });
}
