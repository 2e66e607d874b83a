import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorStatement,
  instructorStatementSchema,
  type StatementPeriodKind,
} from '../../../../../core/money/statement-schemas';
import { apiGet } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

export interface StatementAsked {
  kind: StatementPeriodKind;
  /** Any London day in the period. */
  day: string;
}

export function statementSearch({ kind, day }: StatementAsked): string {
  return new URLSearchParams({ kind, day }).toString();
}

/** GET /api/money/statements/instructors/{id}: an instructor's statement, line by line. */
export function getInstructorStatement(
  instructorId: number,
  asked: StatementAsked,
  signal?: AbortSignal,
): Promise<InstructorStatement> {
  return apiGet(
    `/api/money/statements/instructors/${instructorId}?${statementSearch(asked)}`,
    instructorStatementSchema,
    {
      signal,
    },
  );
}

export function instructorStatementQueryOptions(instructorId: number, asked: StatementAsked) {
  return queryOptions({
    queryKey: moneyQueryKeys.instructorStatement(instructorId, asked.kind, asked.day),
    queryFn: ({ signal }) => getInstructorStatement(instructorId, asked, signal),
    // Lessons are completed and fees changed elsewhere: read afresh when the tab opens.
    staleTime: 0,
  });
}

export function useInstructorStatement(instructorId: number | null, asked: StatementAsked) {
  return useQuery({
    ...instructorStatementQueryOptions(instructorId ?? 0, asked),
    enabled: instructorId !== null,
  });
}
