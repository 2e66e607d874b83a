import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';

/** The learners' booking pages read the bookable slots here, from the cache. */
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
        summary: 'Bookable slots from now to 3 months ahead (Europe/London dates and times)',
        response: { 200: timeSlotsResponseSchema },
      },
    },
    async (_request, reply) => {
      const snapshot = await deps.availability.getBookableSlots();
      // The cache holds the JSON already serialised: reuse it instead of validating every slot again.
      return reply
        .header('cache-control', 'no-store')
        .serializer(() => snapshot.json)
        .send(snapshot.slots);
    },
  );
}
