import {
  hasInstructorSessionHint,
  INSTRUCTOR_SESSION_HINT_COOKIE,
} from '../../core/platform/auth/session-hint';

/** Whether this browser says it holds an instructor session (core/auth/session-hint.ts). */
export function readInstructorSessionHint(): boolean {
  return typeof document !== 'undefined' && hasInstructorSessionHint(document.cookie);
}

/** Drops a hint the server no longer backs (the session expired or was revoked elsewhere). */
export function forgetInstructorSessionHint(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server set for the page to read; the Cookie Store API is not in every browser the site supports.
  document.cookie = `${INSTRUCTOR_SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
