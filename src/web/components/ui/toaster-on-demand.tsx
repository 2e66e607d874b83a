import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toast viewport (Radix Toast, toaster.tsx), loaded with its code when the first toast is
 * raised and kept from then on: no page shows a toast before the visitor does something, and
 * Radix Toast is about 12 KiB gzipped of the home page's first load otherwise. Renders nothing
 * before that, on the server and in the first render in the browser alike.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Adjusting state while rendering (React's documented pattern for state derived from a change).
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
