/*
 * The dashboard's address. Signed out it shows the sign-in form, which the server renders for a
 * browser that sent no session (docs/decisions/0039-dashboard-loading-and-sign-in-rendering.md), so a phone paints
 * the form at once instead of waiting for the app's code. A browser with a session gets the
 * page the app renders, as before.
 */

export const INSTRUCTOR_DASHBOARD_PATH = '/instructor-dashboard';

/** The sign-in page's title (before ` | <school name>`), on the server and in the browser alike. */
export const INSTRUCTOR_LOGIN_PAGE_TITLE = 'Instructor Login';

/** Whether `path` (without its query) is the dashboard's, whose signed-out state the server renders. */
export function isInstructorSignInPath(path: string): boolean {
  return path === INSTRUCTOR_DASHBOARD_PATH;
}
