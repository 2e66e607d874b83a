import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createBookingRequestSchema,
  createdBookingSchema,
} from '../../../../core/bookings/booking/booking-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { createBooking } from './bookings-service';

export function registerBookingRoutes(app: AppInstance, deps: AppDependencies): void {
  app.post(
    '/api/bookings',
    {
      schema: {
        tags: ['booking'],
        summary: 'Creates a booking request and holds its slots',
        body: createBookingRequestSchema,
        response: { 201: createdBookingSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await createBooking(deps, request.body)),
  );
}
