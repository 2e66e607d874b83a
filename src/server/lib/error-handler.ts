import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from './app-error';
import {
  CHECK_VIOLATION,
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  INVALID_VALUE_CODES,
  isDatabaseUnavailableError,
  isTimeTakenViolation,
  readDatabaseError,
  UNIQUE_VIOLATION,
} from './database-errors';

export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our database for a moment. Nothing was lost: please try again in a few seconds.';
/** A time another lesson or booking took first, on a path that did not say it in its own words. */
export const TIME_TAKEN_MESSAGE = 'Sorry, that time has just been taken. Please choose another time.';
/** Seconds a client is asked to wait after losing the database: a restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** `/body/email` or `/alternativeTimes/0/date` → `email`, `alternativeTimes.0.date`. */
function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\/(body|querystring|params|headers)/, '').replace(/^\//, '');
  return path.split('/').join('.') || fallback;
}

/**
 * The one error handler: every failure answers `{ code, message, fields? }`.
 * Bad input is a 400 with field messages; a stack trace never leaves the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: VALIDATION_MESSAGE, fields });
    }
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
    }
    // PostgreSQL restarted, failed over or ended this connection: this request fails, the process
    // and the pool carry on (the pool opens a new connection for the next request).
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ code: readDatabaseError(error)?.code }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // A constraint the service did not anticipate: still the client's conflict, never a 500.
    const databaseError = readDatabaseError(error);
    if (isTimeTakenViolation(error)) {
      request.log.warn({ constraint: databaseError?.constraint }, 'unhandled conflict');
      return reply.status(409).send({ code: 'TIME_TAKEN', message: TIME_TAKEN_MESSAGE });
    }
    if (databaseError && [UNIQUE_VIOLATION, EXCLUSION_VIOLATION].includes(databaseError.code)) {
      request.log.warn({ constraint: databaseError.constraint }, 'unhandled conflict');
      return reply
        .status(409)
        .send({ code: 'CONFLICT', message: 'That conflicts with something that already exists.' });
    }
    if (databaseError && [CHECK_VIOLATION, FOREIGN_KEY_VIOLATION].includes(databaseError.code)) {
      request.log.warn({ constraint: databaseError.constraint }, 'unhandled constraint violation');
      return reply.status(400).send({ code: 'INVALID_REQUEST', message: 'That request is not valid.' });
    }
    // Still the client's bad input, but it means a request schema missed it: warn, to fix the schema.
    if (databaseError && INVALID_VALUE_CODES.includes(databaseError.code)) {
      request.log.warn(
        { sqlState: databaseError.code },
        'the database refused a value the schemas let through',
      );
      return reply.status(400).send({ code: 'INVALID_REQUEST', message: 'That request is not valid.' });
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 429) {
      return reply
        .status(429)
        .send({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute and try again.' });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(statusCode).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
  });
}
