import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { bookingIdParamsSchema } from '../../../../core/bookings/booking/bookings-admin-schemas';
import { lessonIdParamsSchema } from '../../../../core/diary/lessons/lessons-schemas';
import {
  markPaidRequestSchema,
  paymentIdParamsSchema,
  purchasePaymentStateSchema,
  undoPaymentResponseSchema,
} from '../../../../core/money/ledger/mark-paid-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  getPaymentStateForInstructor,
  markPaidByInstructor,
  undoPaymentByInstructor,
} from './mark-paid-service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * Mark Paid on a lesson (Today) or a booking (just approved), and the undo of a payment
 * (docs/decisions/0035-paid-undone-and-notes-edited.md). Instructor-only.
 */
export function registerMarkPaidRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    for (const kind of ['lesson', 'booking'] as const) {
      const params = kind === 'lesson' ? lessonIdParamsSchema : bookingIdParamsSchema;
      scope.get(
        `/api/${kind}s/:id/payment`,
        {
          schema: {
            tags: ['dashboard'],
            summary: `The money of a ${kind}'s purchase: what is due, its payments, and which can be undone`,
            params,
            response: { 200: purchasePaymentStateSchema, ...errors },
          },
        },
        (request) =>
          getPaymentStateForInstructor(deps, getSignedInInstructor(request), {
            kind,
            id: request.params.id,
          }),
      );
      scope.post(
        `/api/${kind}s/:id/mark-paid`,
        {
          schema: {
            tags: ['dashboard'],
            summary: `Mark Paid: records what is still unpaid of the ${kind}'s purchase (409 NOTHING_DUE when nothing is)`,
            params,
            body: markPaidRequestSchema,
            response: {
              201: purchasePaymentStateSchema,
              400: apiErrorSchema,
              409: apiErrorSchema,
              ...errors,
            },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await markPaidByInstructor(
                deps,
                getSignedInInstructor(request),
                { kind, id: request.params.id },
                request.body.method,
              ),
            ),
      );
    }

    scope.post(
      '/api/payments/:id/undo',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Undoes a payment recorded by hand: appends a reversing line (409 when already undone or not undoable)',
          params: paymentIdParamsSchema,
          response: { 201: undoPaymentResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await undoPaymentByInstructor(deps, getSignedInInstructor(request), request.params.id)),
    );
  });
}
