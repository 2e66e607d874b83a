import { type StatementAsked, statementSearch } from './get-instructor-statement';

/*
 * GET /api/money/statements/instructors/{id}/statement.csv: the statement as a spreadsheet file,
 * downloaded from a plain link (the session cookie goes with it; the server names the file).
 */
export function getStatementCsvPath(instructorId: number, asked: StatementAsked): string {
  return `/api/money/statements/instructors/${instructorId}/statement.csv?${statementSearch(asked)}`;
}
