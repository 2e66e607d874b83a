import { z } from 'zod';

/*
 * drizzle-orm wraps driver errors: the SQLSTATE and constraint name sit on `error.cause`
 * (and directly on the error for the raw drivers). Both engines report the same codes.
 */
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
export const NOT_NULL_VIOLATION = '23502';

/**
 * Data exceptions: a value the column's type cannot hold (U+0000 in text, 2147483648 in an
 * integer column, a date that does not exist). The request schemas should refuse these first.
 */
export const INVALID_VALUE_CODES: readonly string[] = [
  '22021', // character_not_in_repertoire ("invalid byte sequence for encoding UTF8: 0x00")
  '22P02', // invalid_text_representation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
];

const postgresErrorSchema = z.object({ code: z.string().length(5), constraint: z.string().optional() });

export interface DatabaseConstraintError {
  code: string;
  constraint: string | undefined;
}

/** The SQLSTATE and constraint of a database error, wherever the driver put them; null otherwise. */
export function readDatabaseError(error: unknown): DatabaseConstraintError | null {
  for (const candidate of [error, error instanceof Error ? error.cause : undefined]) {
    const parsed = postgresErrorSchema.safeParse(candidate);
    if (parsed.success) return { code: parsed.data.code, constraint: parsed.data.constraint };
  }
  return null;
}

export function isConstraintViolation(error: unknown, code: string, constraint?: string): boolean {
  const details = readDatabaseError(error);
  return (
    details !== null &&
    details.code === code &&
    (constraint === undefined || details.constraint === constraint)
  );
}

/**
 * The time is already another's: a lesson over another booking's hold, or a hold under another
 * lesson (the triggers of migration 0017, docs/decisions/0027).
 */
export const TIME_TAKEN_CONSTRAINT = 'instructor_time_taken';

export function isTimeTakenViolation(error: unknown): boolean {
  return isConstraintViolation(error, EXCLUSION_VIOLATION, TIME_TAKEN_CONSTRAINT);
}

/*
 * The database could not be reached or dropped the connection mid-request: a PostgreSQL restart, a
 * failover, a terminated backend, or too many connections. The request can be retried shortly.
 * SQLSTATE class 08 is "connection exception"; 57P01-57P03 are the server shutting down or not yet
 * accepting; 53300 is "too many connections". The rest are what node-postgres and Node report.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
const errorFieldsSchema = z.object({ code: z.string().optional(), message: z.string().optional() });

/** True when `error` (or what it wraps) says the database connection failed, not the query. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps the driver's error in `cause`; follow a few levels, never a cycle.
  for (let depth = 0; depth < 4 && current; depth++) {
    const fields = errorFieldsSchema.safeParse(current);
    if (fields.success) {
      const { code, message } = fields.data;
      if (
        code &&
        (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))
      ) {
        return true;
      }
      if (message && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
