import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createLeadSchema,
  LEADS_OWNER_ONLY_MESSAGE,
  leadIdParamsSchema,
  leadListSchema,
  leadReceiptSchema,
  leadSchema,
  updateLeadSchema,
} from '../../../../core/school/marketing/lead-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { createLead, listLeads, updateLead } from './leads-service';

/** The pop-ups' forms: anyone may send one, at the sensitive routes' rate. */
export function registerLeadRoutes(app: AppInstance, deps: AppDependencies): void {
  app.post(
    '/api/leads',
    {
      schema: {
        tags: ['leads'],
        summary:
          'A visitor leaves their details in the special-offer or money-saving-tips pop-up; stored for the instructor, e-mailed to the school and to the visitor',
        body: createLeadSchema,
        response: { 201: leadReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await createLead(deps, request.body)),
  );
}

/** The dashboard's list of leads and marking one contacted: the owner's (docs/decisions/0051), 403 to others. */
export function registerLeadAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/leads',
      {
        config: { ownerOnly: LEADS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['leads'],
          summary: 'Leads from the pop-ups, newest first, with how many are waiting to be contacted',
          response: { 200: leadListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      () => listLeads(deps),
    );

    scope.patch(
      '/api/leads/:id',
      {
        config: { ownerOnly: LEADS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['leads'],
          summary: 'Marks a lead contacted (now), or not contacted',
          params: leadIdParamsSchema,
          body: updateLeadSchema,
          response: {
            200: leadSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => updateLead(deps, request.params.id, request.body),
    );
  });
}
