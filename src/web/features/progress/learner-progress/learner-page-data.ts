import type { QueryClient } from '@tanstack/react-query';
import {
  type LearnerPageData,
  learnerPageDataSchema,
} from '../../../../core/progress/learner-page-data-schemas';
import { LEARNER_PAGE_DATA_ELEMENT_ID } from '../../../../core/school/site/prerender-data-schemas';
import { readEmbeddedJson } from '../../../lib/embedded-json';
import { progressQueryKey } from './api/get-progress';

/**
 * Puts the progress the server rendered the learner's page with into the query cache, on the
 * server before rendering and in the browser before hydrating. `updatedAt` is when the server
 * read it: the page's first render uses it as "now" on both sides, and the query is fresh.
 */
export function seedLearnerPageData(queryClient: QueryClient, data: LearnerPageData): void {
  queryClient.setQueryData(progressQueryKey(data.token), data.progress, { updatedAt: data.readAt });
}

/** The learner page data embedded in a server-rendered progress page, or null. */
export function readLearnerPageData(doc: Document): LearnerPageData | null {
  return readEmbeddedJson(doc, LEARNER_PAGE_DATA_ELEMENT_ID, learnerPageDataSchema);
}
