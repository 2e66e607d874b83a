import type { QueryClient } from '@tanstack/react-query';
import { getInstructorToken } from '../../../lib/api-client';
import { instructorSessionQueryKey } from '../../../lib/instructor-session-key';

/**
 * The dashboard's sign-in form as the server renders it, for a browser that sent no session
 * (core/platform/auth/sign-in-page.ts): rendered, on the server and then in the browser to hydrate
 * it, from "no session". After hydration the session is checked as on every visit.
 */
export function seedSignedOutSession(queryClient: QueryClient): void {
  queryClient.setQueryData(instructorSessionQueryKey, null);
}

/**
 * Whether this browser keeps a session token the server could not see in the page's request (an
 * older version of the page stored it; the API still takes it). Such a browser is not shown the
 * server's sign-in form: the app renders the dashboard for it instead.
 */
export function holdsStoredInstructorToken(): boolean {
  return getInstructorToken() !== null;
}
