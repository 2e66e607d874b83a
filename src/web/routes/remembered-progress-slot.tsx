import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { forgetProgressToken, getRememberedProgressToken } from '../lib/remembered-progress-link';
import { RememberedProgressSkeleton } from './remembered-progress-skeleton';

// Only for a browser that opened a learner's link, and only once mounted: loaded then, with the
// app's query client (on /my-progress only the page's islands hydrate: start-islands.tsx).
const RememberedProgress = lazy(async () => {
  const [{ RememberedProgress: Section }, { WithSiteData }] = await Promise.all([
    import('./remembered-progress-section'),
    import('../features/school/site/components/with-site-data'),
  ]);
  return {
    default: (props: ComponentProps<typeof Section>) => (
      <WithSiteData>
        <Section {...props} />
      </WithSiteData>
    ),
  };
});

/**
 * /my-progress: the card of the learner whose link this browser opened, if any. Nothing on the
 * server and in the first render (the server cannot know what this browser remembers).
 */
export function RememberedProgressSlot() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(getRememberedProgressToken());
  }, []);

  async function handleSwitchAccount() {
    forgetProgressToken();
    setToken(null);
    // The snapshots' module (with its schemas) only when there is something to forget.
    const { forgetLearnerSnapshots } = await import('../lib/offline-snapshot-storage');
    forgetLearnerSnapshots();
  }

  if (!token) return null;
  return (
    <Suspense fallback={<RememberedProgressSkeleton />}>
      <RememberedProgress token={token} onSwitchAccount={() => void handleSwitchAccount()} />
    </Suspense>
  );
}
