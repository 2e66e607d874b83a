// First: configures zod's full build (the progress schemas use it) before any schema is built.
import '../lib/zod-config';
import type { ReactNode } from 'react';
import {
  readLearnerPageData,
  seedLearnerPageData,
} from '../features/progress/learner-progress/learner-page-data';
import { seedSiteDataOnce, WithSiteData } from '../features/school/site/components/with-site-data';
import { queryClient } from '../lib/query-client';
import { LearnerHome } from './secure-progress-page';

/*
 * The learner's own page as the server rendered it, hydrated as one island (page-islands.ts):
 * its sections all read the one progress query, which a move, a cancellation, a taken offer or a
 * new pickup address refreshes, so they live in one root. No props: the token is read from the
 * address, the progress from the data the server embedded beside the page (seeded into the app's
 * cache with the school's, as the server rendered from them, so the page hydrates unchanged).
 */

export function renderLearnerPageIsland(): ReactNode {
  const learnerPage = readLearnerPageData(document);
  // Without its data the page cannot hydrate as the server rendered it: left as it is.
  if (!learnerPage) return null;
  // The school's details first: seeding them is skipped once the cache holds anything.
  seedSiteDataOnce();
  seedLearnerPageData(queryClient, learnerPage);
  return (
    <WithSiteData>
      <LearnerHome />
    </WithSiteData>
  );
}
