import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createExpenseRequestSchema,
  expenseSchema,
  expensesResponseSchema,
  moneyRangeQuerySchema,
  moneySummarySchema,
} from '../../../../core/money/money-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { exportMoneyCsv, getExpenses, getMoneySummary, recordExpense } from './money-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Takings and costs: the school's for the owner, an instructor's own for them (docs/decisions/0051). */
export function registerMoneyRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/money/summary',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Takings (by method and package), costs and the difference: this week, month and UK tax year',
          response: { 200: moneySummarySchema, 401: apiErrorSchema },
        },
      },
      (request) => getMoneySummary(deps, getSignedInInstructor(request)),
    );

    scope.get(
      '/api/money/expenses',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The costs recorded between two London dates (both included)',
          querystring: moneyRangeQuerySchema,
          response: { 200: expensesResponseSchema, ...errors },
        },
      },
      (request) => getExpenses(deps, getSignedInInstructor(request), request.query),
    );

    scope.get(
      '/api/money/export.csv',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Payments, costs and lessons between two London dates, as CSV (RFC 4180) for a spreadsheet',
          querystring: moneyRangeQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = await exportMoneyCsv(deps, getSignedInInstructor(request), request.query);
        const { from, to } = request.query;
        // Learners' names and money: downloaded, never kept by a cache.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="money-${from}-to-${to}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    scope.post(
      '/api/money/expenses',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Record a cost (fuel, car, insurance, franchise or school fee, training, other)',
          body: createExpenseRequestSchema,
          response: { 201: expenseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const expense = await recordExpense(deps, getSignedInInstructor(request).id, request.body);
        return reply.status(201).send(expense);
      },
    );
  });
}
