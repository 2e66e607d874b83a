import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { publicInstructorsResponseSchema } from '../../../../core/bookings/booking/instructor-choice';
import {
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
} from '../../../../core/bookings/booking/time-slot-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { matchesIfNoneMatch } from '../../../lib/conditional-get';
import { chooseBodyEncoding } from './availability-encodings';
import { startAvailabilityEvents } from './availability-service';

/** The learners' booking pages read the bookable slots and who offers them here, from the cache. */
export async function registerAvailabilityRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  // Every process keeps the slot list in memory: a change committed by any of them drops each copy.
  const stopAvailabilityEvents = await startAvailabilityEvents(deps);
  app.addHook('onClose', async () => stopAvailabilityEvents());
  app.head(
    '/api/available-times',
    { schema: { tags: ['booking'], summary: 'Cheap prefetch probe' } },
    (_request, reply) => reply.header('cache-control', 'no-store').status(200).send(),
  );
  app.head('/api/time-slots', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').status(200).send(),
  );
  // The bytes each slot-list answer goes out as, chosen by its handler and sent by its onSend hook
  // (a handler's typed `send` takes the schema's type, not bytes).
  const answerBytes = new WeakMap<object, Buffer>();
  app.get(
    '/api/time-slots',
    {
      schema: {
        tags: ['booking'],
        summary:
          "Bookable slots from now to 3 months ahead (Europe/London dates and times), each with its instructor; optionally one instructor's, or those of instructors matching a preference",
        querystring: timeSlotsQuerySchema,
        response: {
          200: timeSlotsResponseSchema,
          304: z.null().describe('Unchanged since the ETag sent in If-None-Match: no body'),
          400: apiErrorSchema,
        },
      },
      // Compressed once per snapshot below, not for every request by the app's compression.
      compress: false,
      // A 304 has no body: nothing is serialised for it (not even `null`, whose length a client would wait for).
      onSend: async (_request, reply, payload) =>
        reply.statusCode === 304 ? '' : (answerBytes.get(reply) ?? payload),
    },
    async (request, reply) => {
      const { slots, body } = await deps.availability.getBookableSlots(request.query);
      // The browser keeps the list and asks again with its ETag (`no-cache`: always revalidated).
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', body.etag());
      if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag()))
        return reply.status(304).send(null);
      const encoding = chooseBodyEncoding(request.headers['accept-encoding'], body.json.length);
      answerBytes.set(reply, body.bytes(encoding));
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The snapshot holds the JSON already made: no validating and serialising every slot again.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => body.json)
        .send(slots);
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
