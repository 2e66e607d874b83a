import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  instructorStatementSchema,
  schoolStatementSchema,
  statementQuerySchema,
} from '../../../../core/money/statement-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  exportInstructorStatementCsv,
  getInstructorStatement,
  getSchoolStatement,
} from './instructor-statements-service';

export const SCHOOL_STATEMENT_OWNER_ONLY_MESSAGE =
  "Only the school's owner can see every instructor's statement.";

const instructorIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid instructor') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Instructors' statements (docs/decisions/0059): the owner's of the school and of anyone, an instructor's own. */
export function registerInstructorStatementsRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/money/statements/school',
      {
        config: { ownerOnly: SCHOOL_STATEMENT_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['dashboard'],
          summary:
            "The school's statement for a week, month, tax year or MTD quarter (owner): each instructor's lesson money, fees to the school, costs and net, and the totals",
          querystring: statementQuerySchema,
          response: { 200: schoolStatementSchema, ...errors },
        },
      },
      (request) => getSchoolStatement(deps, getSignedInInstructor(request), request.query),
    );

    scope.get(
      '/api/money/statements/instructors/:id',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "An instructor's statement for a period, line by line (their own, or anyone's for the owner; 404 for another instructor)",
          params: instructorIdParamsSchema,
          querystring: statementQuerySchema,
          response: { 200: instructorStatementSchema, ...errors },
        },
      },
      (request) =>
        getInstructorStatement(deps, getSignedInInstructor(request), request.params.id, request.query),
    );

    scope.get(
      '/api/money/statements/instructors/:id/statement.csv',
      {
        schema: {
          tags: ['dashboard'],
          summary: "An instructor's statement as CSV for a spreadsheet (UK dates, pounds, a BOM)",
          params: instructorIdParamsSchema,
          querystring: statementQuerySchema,
        },
      },
      async (request, reply) => {
        const { csv, period } = await exportInstructorStatementCsv(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.query,
        );
        // Learners' names and money: downloaded, never kept by a cache.
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="statement-${request.params.id}-${period.from}-to-${period.to}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  });
}
