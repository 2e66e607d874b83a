import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { applicationStepRequestSchema } from '../../../../core/partner-network/application-vetting';
import {
  NETWORK_OWNER_ONLY_MESSAGE,
  recordIdParamsSchema,
} from '../../../../core/partner-network/contact-fields';
import {
  applicationListQuerySchema,
  applicationStepResponseSchema,
  createInstructorApplicationSchema,
  instructorApplicationListSchema,
  instructorApplicationReceiptSchema,
  instructorApplicationSchema,
} from '../../../../core/partner-network/instructor-application-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  createApplication,
  getApplication,
  listApplications,
  takeApplicationStep,
} from './instructor-applications-service';

/** The public application form: anyone may apply, at the sensitive routes' rate. */
export function registerInstructorApplicationRoutes(app: AppInstance, deps: AppDependencies): void {
  app.post(
    '/api/instructor-applications',
    {
      schema: {
        tags: ['network'],
        summary: 'A qualified instructor applies to join the network',
        body: createInstructorApplicationSchema,
        response: { 201: instructorApplicationReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await createApplication(deps, request.body)),
  );
}

/** The dashboard's list of applications, one application, and its review. The school's owner's (docs/decisions/0051), 403 to others. */
export function registerInstructorApplicationAdminRoutes(
  app: AppInstance,
  deps: AppDependencies,
): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/instructor-applications',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary: 'Instructor applications, newest first, optionally of one status, with the count of each',
          querystring: applicationListQuerySchema,
          response: {
            200: instructorApplicationListSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => listApplications(deps, request.query.status),
    );

    scope.get(
      '/api/instructor-applications/:id',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary: 'One instructor application',
          params: recordIdParamsSchema,
          response: {
            200: instructorApplicationSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => getApplication(deps, request.params.id),
    );

    scope.post(
      '/api/instructor-applications/:id/steps',
      {
        config: { ownerOnly: NETWORK_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['network'],
          summary:
            'Takes the next vetting step (documents checked, DVSA register checked, approved: the invitation is sent) or rejects with a reason e-mailed to the applicant',
          params: recordIdParamsSchema,
          body: applicationStepRequestSchema,
          response: {
            200: applicationStepResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => takeApplicationStep(deps, request.params.id, request.body, getSignedInInstructor(request)),
    );
  });
}
