import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { WithSiteData } from '../site/components/with-site-data';
import { LiveActivityCard } from './components/live-activity-card';

const liveActivityProps = z.object({ className: z.optional(z.string()) });

/**
 * The Live Activity card as an island (routes/page-islands.ts), hydrated when it nears the screen:
 * its figures come from the API, with the app's query client, which loads then.
 */
export function renderLiveActivityIsland(props: unknown): ReactNode {
  const parsed = liveActivityProps.safeParse(props ?? {});
  if (!parsed.success) return null;
  return (
    <WithSiteData>
      <LiveActivityCard className={parsed.data.className} />
    </WithSiteData>
  );
}
