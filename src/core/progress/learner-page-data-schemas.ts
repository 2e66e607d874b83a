import { z } from 'zod';
import { LEARNER_HOME_PATH } from './learner-page-paths';
import { progressResponseSchema, progressTokenParamsSchema } from './progress-schemas';

/*
 * The learner's progress page behind their token (/secure-progress?token=..., /progress/:token),
 * rendered by the server with their progress so it paints at once on a phone
 * (docs/decisions/0017-react-at-runtime.md). Private: never kept, never cached, never indexed.
 */

/** The title the page gives itself once the progress is shown (`usePageTitle`). */
export const LEARNER_PROGRESS_PAGE_TITLE = 'My Progress';

/**
 * What the server rendered the learner's page with, embedded in it beside the public page data
 * (its own element, `LEARNER_PAGE_DATA_ELEMENT_ID`, so no other page loads these schemas).
 */
export const learnerPageDataSchema = z.object({
  token: progressTokenParamsSchema.shape.token,
  /** When the progress was read (ms since the epoch): the page's "now" for its first render. */
  readAt: z.number().int().nonnegative(),
  progress: progressResponseSchema,
});

export type LearnerPageData = z.infer<typeof learnerPageDataSchema>;

/** `/secure-progress?token=...` */
export function buildLearnerHomePath(token: string): string {
  return `${LEARNER_HOME_PATH}?${new URLSearchParams({ token }).toString()}`;
}

/** The token of an old skills-map address (/student-dashboard/:token), which now redirects home. */
export function findOldLearnerDashboardToken(path: string): string | null {
  const match = /^\/student-dashboard\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  return match?.[1] ?? null;
}

/** Links carry tokens made by `generateToken` (base64url); nothing else is looked up for a page. */
const TOKEN_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * The learner's token when `path` and `query` are their progress page and the token has the form
 * of one (anything else is left to the browser, which asks the API and shows its answer), else null.
 */
export function findLearnerProgressToken(path: string, query: string): string | null {
  let token: string | null = null;
  if (path === LEARNER_HOME_PATH) {
    token = new URLSearchParams(query).get('token');
  } else if (path.startsWith('/progress/')) {
    const segment = path.slice('/progress/'.length);
    if (segment !== '' && !segment.includes('/')) {
      try {
        token = decodeURIComponent(segment);
      } catch {
        return null;
      }
    }
  }
  if (token === null || !TOKEN_CHARACTERS.test(token)) return null;
  return progressTokenParamsSchema.shape.token.safeParse(token).success ? token : null;
}
