import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  acceptAlternativeRequestSchema,
  acceptAlternativeResponseSchema,
  alternativeOfferSchema,
  alternativeOfferTokenParamsSchema,
  bookingIdParamsSchema,
  declineAlternativeResponseSchema,
  markBookingPaidRequestSchema,
  markBookingPaidResponseSchema,
  pendingBookingRequestsSchema,
  suggestAlternativesRequestSchema,
  suggestAlternativesResponseSchema,
  updateBookingStatusRequestSchema,
  updateBookingStatusResponseSchema,
} from '../../../../core/bookings/booking/bookings-admin-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  acceptAlternative,
  answerBooking,
  declineAlternative,
  getAlternativeOffer,
  listPendingBookings,
  markPaidByInstructor,
  suggestAlternatives,
} from './bookings-admin-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export async function registerBookingAdminRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/bookings/pending',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Pending booking requests',
          response: { 200: pendingBookingRequestsSchema, ...errors },
        },
      },
      (request) => listPendingBookings(deps, getSignedInInstructor(request)),
    );

    scope.patch(
      '/api/bookings/:id/status',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Approve or reject a pending request',
          params: bookingIdParamsSchema,
          body: updateBookingStatusRequestSchema,
          response: { 200: updateBookingStatusResponseSchema, ...errors },
        },
      },
      (request) =>
        answerBooking(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.body.status,
          request.body.reason || null,
        ),
    );

    scope.post(
      '/api/bookings/suggest-alternatives',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Offer up to 3 other times; the learner answers by a one-time link',
          body: suggestAlternativesRequestSchema,
          response: { 200: suggestAlternativesResponseSchema, ...errors },
        },
      },
      (request) => suggestAlternatives(deps, getSignedInInstructor(request), request.body),
    );

    scope.put(
      '/api/bookings/:id/payment-status',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Mark a booking paid (bank transfer or portal); one way',
          params: bookingIdParamsSchema,
          body: markBookingPaidRequestSchema,
          response: { 200: markBookingPaidResponseSchema, ...errors },
        },
      },
      (request) => markPaidByInstructor(deps, request.params.id, getSignedInInstructor(request)),
    );
  });

  // The learner's side of an offer: public, but only with the one-time link's token.
  const offerLimit = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };
  app.get(
    '/api/booking-alternatives/:token',
    {
      schema: {
        tags: ['booking'],
        summary: 'The times an instructor offered instead of a request',
        params: alternativeOfferTokenParamsSchema,
        response: { 200: alternativeOfferSchema, 404: apiErrorSchema },
      },
      config: offerLimit,
    },
    (request) => getAlternativeOffer(deps, request.params.token),
  );
  app.post(
    '/api/booking-alternatives/:token/accept',
    {
      schema: {
        tags: ['booking'],
        summary: 'Accept one offered time: the booking moves to it if it is still free',
        params: alternativeOfferTokenParamsSchema,
        body: acceptAlternativeRequestSchema,
        response: { 200: acceptAlternativeResponseSchema, ...errors },
      },
      config: offerLimit,
    },
    (request) => acceptAlternative(deps, request.params.token, request.body.index),
  );
  app.post(
    '/api/booking-alternatives/:token/decline',
    {
      schema: {
        tags: ['booking'],
        summary: 'Decline the offered times',
        params: alternativeOfferTokenParamsSchema,
        response: { 200: declineAlternativeResponseSchema, ...errors },
      },
      config: offerLimit,
    },
    (request) => declineAlternative(deps, request.params.token),
  );
}
