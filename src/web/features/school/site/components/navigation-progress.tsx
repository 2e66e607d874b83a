import { useNavigation } from 'react-router';

/**
 * While the next page's code loads (each page is its own chunk, loaded before the router shows
 * it), a thin bar at the top of the window and a status for screen readers say that something is
 * happening: the current page stays until the next one is ready.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-blue-100">
      <div className="h-full w-1/3 bg-blue-700 motion-safe:animate-pulse" />
      <p className="sr-only" role="status">
        Loading the page
      </p>
    </div>
  );
}
