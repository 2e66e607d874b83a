import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { publicInstructorsResponseSchema } from '../../../../core/bookings/booking/instructor-choice';
import {
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
} from '../../../../core/bookings/booking/time-slot-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';

/** The learners' booking pages read the bookable slots and who offers them here, from the cache. */
export function registerAvailabilityRoutes(app: AppInstance, deps: AppDependencies): void {
  app.head(
    '/api/available-times',
    { schema: { tags: ['booking'], summary: 'Cheap prefetch probe' } },
    (_request, reply) => reply.header('cache-control', 'no-store').status(200).send(),
  );
  app.head('/api/time-slots', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').status(200).send(),
  );
  app.get(
    '/api/time-slots',
    {
      schema: {
        tags: ['booking'],
        summary:
          "Bookable slots from now to 3 months ahead (Europe/London dates and times), each with its instructor; optionally one instructor's, or those of instructors matching a preference",
        querystring: timeSlotsQuerySchema,
        response: { 200: timeSlotsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await deps.availability.getBookableSlots(request.query);
      // The cache holds the JSON already serialised: reuse it instead of validating every slot again.
      return reply
        .header('cache-control', 'no-store')
        .serializer(() => snapshot.json)
        .send(snapshot.slots);
    },
  );
  app.get(
    '/api/instructors',
    {
      schema: {
        tags: ['booking'],
        summary:
          "The school's active instructors learners can choose, with their next free time (no e-mail addresses)",
        response: { 200: publicInstructorsResponseSchema },
      },
    },
    async (_request, reply) => {
      const snapshot = await deps.availability.getInstructors();
      return reply
        .header('cache-control', 'no-store')
        .serializer(() => snapshot.json)
        .send(snapshot.instructors);
    },
  );
}
