import { z } from 'zod';
import { packagesResponseSchema } from '../../bookings/booking/package-schemas';
import type { LearnerPageData } from '../../progress/learner-page-data-schemas';
import { siteInfoSchema } from './site-info-schemas';

/**
 * What the server renders a public page with, embedded in that page as JSON so the browser
 * starts from the same data and hydrates without a mismatch (or a second request). Anything else
 * a page loads is rendered in its loading state and fetched after hydration.
 */
export const prerenderDataSchema = z.object({
  siteInfo: siteInfoSchema,
  packages: packagesResponseSchema,
});

export type PrerenderData = z.infer<typeof prerenderDataSchema>;

/** The id of the `<script type="application/json">` element holding the data. */
export const PRERENDER_DATA_ELEMENT_ID = 'prerender-data';

/**
 * The id of the element holding the learner's own data on their progress page
 * (`learnerPageDataSchema`); here, without its schemas, so a page can look for it cheaply.
 */
export const LEARNER_PAGE_DATA_ELEMENT_ID = 'learner-page-data';

/**
 * The server-rendering bundle's entry (src/web/entry-server.tsx, built into dist/ssr): the HTML
 * that goes inside `<div id="root">` for `url` (path and query), rendered with `data`, and on the
 * learner's progress page with their progress (`learnerPage`).
 */
export type RenderPage = (url: string, data: PrerenderData, learnerPage?: LearnerPageData) => Promise<string>;
