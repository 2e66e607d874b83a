import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SchoolStatement, schoolStatementSchema } from '../../../../../core/money/statement-schemas';
import { apiGet } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';
import { type StatementAsked, statementSearch } from './get-instructor-statement';

/** GET /api/money/statements/school (owner): each instructor's totals for the period, and the school's. */
export function getSchoolStatement(asked: StatementAsked, signal?: AbortSignal): Promise<SchoolStatement> {
  return apiGet(`/api/money/statements/school?${statementSearch(asked)}`, schoolStatementSchema, { signal });
}

export function schoolStatementQueryOptions(asked: StatementAsked) {
  return queryOptions({
    queryKey: moneyQueryKeys.schoolStatement(asked.kind, asked.day),
    queryFn: ({ signal }) => getSchoolStatement(asked, signal),
    staleTime: 0,
  });
}

export function useSchoolStatement(asked: StatementAsked, enabled: boolean) {
  return useQuery({ ...schoolStatementQueryOptions(asked), enabled });
}
