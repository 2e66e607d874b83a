import { getApiErrorMessage, isApiRequestError } from '../../lib/api-client';
import { toast } from './toast-store';

/** The title of a failure toast where the spec gives only the message. */
export const GENERIC_FAILURE_TITLE = 'Something went wrong';

/** Notices the instructor should have time to read (an e-mail that did not go) stay up longer. */
export const LONG_TOAST_MS = 12_000;

/** A failed action: the spec's title and message (design.md: say what happened, plainly). */
export function showFailureToast(title: string, description: string): void {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The server's own words when it refused for a reason the instructor can act on (a 409 clash,
 * a 400 about the input, a 404 for something already gone), else the spec's fallback.
 */
export function explainFailure(error: unknown, fallback: string): string {
  if (isApiRequestError(error, 409) || isApiRequestError(error, 400) || isApiRequestError(error, 404)) {
    return getApiErrorMessage(error, fallback);
  }
  return fallback;
}
