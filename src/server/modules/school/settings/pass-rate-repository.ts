import { inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { practicalTests } from '../../../db/schema';

/** Every practical test with a result (passed or failed): what the school's pass rate is read from. */
export function listPracticalTestResults(db: DatabaseExecutor) {
  return db
    .select({
      studentId: practicalTests.studentId,
      startsAt: practicalTests.startsAt,
      status: practicalTests.status,
    })
    .from(practicalTests)
    .where(inArray(practicalTests.status, ['passed', 'failed']));
}
