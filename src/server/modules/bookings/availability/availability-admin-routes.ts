import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createdTimeSlotSchema,
  createSlotPatternRequestSchema,
  createTimeSlotRequestSchema,
  deleteTimeSlotResponseSchema,
  instructorSlotsResponseSchema,
  slotPatternResultSchema,
  timeSlotIdParamsSchema,
} from '../../../../core/bookings/availability/availability-admin-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { addSlotPattern, addTimeSlot, listUpcomingSlots, removeTimeSlot } from './availability-service';

/**
 * The availability tab: add a slot or a weekly pattern, list and delete the instructor's slots.
 * Instructor-only; every change invalidates the learners' slot cache.
 */
export function registerAvailabilityAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.post(
      '/api/time-slots',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Adds a slot of the signed-in instructor (Europe/London date and time)',
          body: createTimeSlotRequestSchema,
          response: {
            201: createdTimeSlotSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addTimeSlot(deps, getSignedInInstructor(request).id, request.body)),
    );

    scope.post(
      '/api/time-slots/pattern',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Adds a weekly pattern of slots over a date range; overlapping ones are skipped',
          body: createSlotPatternRequestSchema,
          response: { 201: slotPatternResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addSlotPattern(deps, getSignedInInstructor(request).id, request.body)),
    );

    scope.get(
      '/api/time-slots/upcoming',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The signed-in instructor's slots from now to 3 months ahead: free, held or withdrawn",
          response: { 200: instructorSlotsResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listUpcomingSlots(deps, getSignedInInstructor(request).id),
    );

    scope.delete(
      '/api/time-slots/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Deletes a free slot (withdraws it if bookings held it before); a held slot is refused',
          params: timeSlotIdParamsSchema,
          response: {
            200: deleteTimeSlotResponseSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => removeTimeSlot(deps, getSignedInInstructor(request).id, request.params.id),
    );
  });
}
