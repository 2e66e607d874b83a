import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake Google (OAuth and Calendar API) the e2e server talks to, e.g. http://127.0.0.1:41235. */
    fakeGoogleUrl: string;
  }
}

/** An absolute URL on the fake Google server (its /__control API arranges and inspects the calendar). */
export function fakeGoogleUrlFor(path: string): string {
  const base = inject('fakeGoogleUrl');
  if (!base)
    throw new Error('No fakeGoogleUrl was provided: run the e2e suite with --config vitest.e2e.config.ts');
  return new URL(path, base).toString();
}
