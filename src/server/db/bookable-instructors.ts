import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { instructorCompliance } from './schema';

/*
 * Whether an instructor may be booked on a London date (docs/decisions/0057), as one SQL condition
 * for every repository that lists or takes times: their badge (or trainee licence) and insurance
 * covering tuition are valid through `today`, or they have no record yet and are within its grace.
 * No row: not bookable. It is the SQL twin of `assessCompliance` (core/platform/auth/instructor-compliance.ts);
 * bookable-instructors.test.ts holds the two together.
 */

const record = alias(instructorCompliance, 'bookable_compliance');

export function instructorBookableOn(instructorId: AnyColumn | SQL, today: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${instructorCompliance} AS ${record} WHERE ${record.instructorId} = ${instructorId} AND (
    (${record.adiNumber} IS NOT NULL AND ${record.badgeExpiresOn} >= ${today}::date
      AND ${record.insuranceExpiresOn} >= ${today}::date AND ${record.insuranceCoversTuition})
    OR (${record.adiNumber} IS NULL AND ${record.recordDueOn} >= ${today}::date)))`;
}
