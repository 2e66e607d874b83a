import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { studentIdParamsSchema } from '../../../../core/learners/students-schemas';
import {
  recordPaymentRequestSchema,
  recordPurchaseRequestSchema,
  studentBalanceSchema,
  studentLedgerSchema,
} from '../../../../core/money/ledger/ledger-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  getStudentBalanceForInstructor,
  getStudentLedgerForInstructor,
  recordPaymentByInstructor,
  recordSaleByInstructor,
} from './ledger-service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/** A learner's hours and money (docs/decisions/0018-ledger.md). Instructor-only. */
export function registerLedgerRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/students/:id/balance',
      {
        schema: {
          tags: ['dashboard'],
          summary: "A learner's hours bought, booked, used and left, and pounds owed and paid",
          params: studentIdParamsSchema,
          response: { 200: studentBalanceSchema, ...errors },
        },
      },
      (request) => getStudentBalanceForInstructor(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.get(
      '/api/students/:id/ledger',
      {
        schema: {
          tags: ['dashboard'],
          summary: "A learner's balance with every purchase and payment behind it",
          params: studentIdParamsSchema,
          response: { 200: studentLedgerSchema, ...errors },
        },
      },
      (request) => getStudentLedgerForInstructor(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/students/:id/payments',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Records a payment (or a refund: a negative amount with its reason); answers the ledger',
          params: studentIdParamsSchema,
          body: recordPaymentRequestSchema,
          response: { 201: studentLedgerSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await recordPaymentByInstructor(
              deps,
              getSignedInInstructor(request),
              request.params.id,
              request.body,
            ),
          ),
    );

    scope.post(
      '/api/students/:id/purchases',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Records hours sold to a learner, at the package price or a typed price; answers the ledger',
          params: studentIdParamsSchema,
          body: recordPurchaseRequestSchema,
          response: { 201: studentLedgerSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await recordSaleByInstructor(
              deps,
              getSignedInInstructor(request),
              request.params.id,
              request.body,
            ),
          ),
    );
  });
}
