import type { QueryClient } from '@tanstack/react-query';
import { instructorSessionQueryKey } from '../../../lib/instructor-session-key';

/**
 * The dashboard's sign-in form as the server renders it, for a browser that sent no session
 * (core/platform/auth/sign-in-page.ts): rendered, on the server and then in the browser to hydrate
 * it, from "no session". After hydration the session is checked as on every visit.
 */
export function seedSignedOutSession(queryClient: QueryClient): void {
  queryClient.setQueryData(instructorSessionQueryKey, null);
}
