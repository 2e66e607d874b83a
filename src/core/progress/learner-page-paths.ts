/*
 * The addresses of the learner's own page, without zod: the browser's entry (main.tsx) reads them
 * before loading anything else, to hydrate the page the server rendered as islands
 * (docs/decisions/0044-page-javascript-budgets.md).
 */

/**
 * The learner's one home behind their token: upcoming lessons, hours and payments, progress and the
 * skills map, notes and chat. The older addresses (/progress/:token, /student-dashboard/:token)
 * land here too.
 */
export const LEARNER_HOME_PATH = '/secure-progress';

const OLD_PROGRESS_PATH = /^\/progress\/([^/]+)$/;

/** Whether `pathname` is the learner's own page (`/secure-progress`, `/progress/{token}`). */
export function isLearnerPagePath(pathname: string): boolean {
  return pathname === LEARNER_HOME_PATH || OLD_PROGRESS_PATH.test(pathname);
}

/**
 * The token the learner's page at this address reads (unchecked: the server and the API check it),
 * as the router read it: `?token=` on `/secure-progress`, the decoded segment of `/progress/{token}`.
 * '' when there is none.
 */
export function learnerPageTokenOf(location: { pathname: string; search: string }): string {
  const segment = OLD_PROGRESS_PATH.exec(location.pathname)?.[1];
  if (segment !== undefined) {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return new URLSearchParams(location.search).get('token') ?? '';
}
