import { inject } from 'vitest';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../src/core/time/london-time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server started by global-setup.ts listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** A data directory to start a spec's own server from (`startTestServer`'s `dataTemplate`). */
    serverDataTemplate: string;
  }
}

/**
 * The data directory of a server the global setup started and stopped once: a spec's own server
 * starts from a copy of it (`startTestServer({ dataTemplate: serverDataTemplate() })`), on a
 * database already migrated and seeded as a new one would be.
 */
export function serverDataTemplate(): string {
  const template = inject('serverDataTemplate');
  if (!template) {
    throw new Error(
      'No serverDataTemplate was provided: run the e2e suite with --config vitest.e2e.config.ts',
    );
  }
  return template;
}

/** The base URL of the one server the whole e2e run shares. */
export function getBaseUrl(): string {
  const baseUrl = inject('baseUrl');
  if (!baseUrl) {
    throw new Error('No baseUrl was provided: run the e2e suite with --config vitest.e2e.config.ts');
  }
  return baseUrl;
}

/** An absolute URL on the test server for a path such as '/book-lesson'. */
export function urlFor(path: string): string {
  return new URL(path, getBaseUrl()).toString();
}

/** Today's date in London (YYYY-MM-DD), as the server reads "today". */
export function londonToday(): string {
  return toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
}
