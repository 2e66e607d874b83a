import { z } from 'zod';

/**
 * Every id column is a PostgreSQL `integer` (serial): 1 to 2,147,483,647. A larger number passes
 * JavaScript's checks but not the database's, so every id a request carries is bounded here,
 * by the one schema below, before it reaches a query.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

export const INVALID_ID_MESSAGE = 'That is not a valid id';

/** An id in a JSON body. `message` is the field's own wording on a form ('Please select a student'). */
export function databaseIdField(message: string = INVALID_ID_MESSAGE) {
  return z.number(message).int(message).min(1, message).max(MAX_DATABASE_ID, message);
}

/**
 * An id in a path or a query string: decimal digits only (no '1e3', '0x10', ' 1', '1.0' or ''),
 * then the same range as a body id.
 */
export function databaseIdParam(message: string = INVALID_ID_MESSAGE) {
  return z
    .string(message)
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(databaseIdField(message));
}
