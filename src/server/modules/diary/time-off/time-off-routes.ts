import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createTimeOffRequestSchema,
  createTimeOffResponseSchema,
  deleteTimeOffResponseSchema,
  timeOffIdParamsSchema,
  timeOffListResponseSchema,
} from '../../../../core/diary/time-off/time-off-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { createTimeOff, listTimeOff, removeTimeOff } from './time-off-service';

/** Time off (instructor only): block whole days; every change invalidates the learners' slot cache. */
export function registerTimeOffRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.post(
      '/api/time-off',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Blocks whole London days (holiday, sick day, car in the garage): free times inside are withdrawn; lessons and held requests inside are listed to sort out',
          body: createTimeOffRequestSchema,
          response: {
            201: createTimeOffResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createTimeOff(deps, getSignedInInstructor(request).id, request.body)),
    );

    scope.get(
      '/api/time-off',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The current and coming time off, each with the lessons and held requests still inside it',
          response: { 200: timeOffListResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listTimeOff(deps, getSignedInInstructor(request).id),
    );

    scope.delete(
      '/api/time-off/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Removes coming time off, or ends current time off before today; withdrawn times are not put back',
          params: timeOffIdParamsSchema,
          response: {
            200: deleteTimeOffResponseSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => removeTimeOff(deps, getSignedInInstructor(request).id, request.params.id),
    );
  });
}
