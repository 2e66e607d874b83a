/*
 * A hint, readable by the page, that this browser holds an instructor session. The session cookie
 * itself is HttpOnly, so the public pages cannot see it; asking the server on every page view
 * would put a request in every visitor's way. The hint is set and cleared with the session cookie
 * and lives as long; it grants nothing (the server checks the real session), it only tells the
 * site header that asking is worth it.
 */

export const INSTRUCTOR_SESSION_HINT_COOKIE = 'instructor_signed_in';
export const INSTRUCTOR_SESSION_HINT_VALUE = '1';

/** Whether a `Cookie` header or `document.cookie` string carries the hint. */
export function hasInstructorSessionHint(cookies: string): boolean {
  return cookies
    .split(';')
    .some((cookie) => cookie.trim() === `${INSTRUCTOR_SESSION_HINT_COOKIE}=${INSTRUCTOR_SESSION_HINT_VALUE}`);
}
