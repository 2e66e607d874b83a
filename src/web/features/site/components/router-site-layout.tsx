import { useMemo } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteNavigationProvider } from '../site-navigation';
import { NavigationProgress } from './navigation-progress';
import { SiteLayout } from './site-layout';

/**
 * The layout route of every page in the router: the site layout, with the router's links and
 * location for its components, the page in its main, and what only a router has (the progress
 * bar while the next page's code loads, scroll restoration).
 */
export function RouterSiteLayout() {
  const { pathname, search, hash, key } = useLocation();
  const navigation = useMemo(
    () => ({ location: { pathname, search, hash, key }, Link }),
    [pathname, search, hash, key],
  );
  return (
    <SiteNavigationProvider value={navigation}>
      <SiteLayout
        routerParts={
          <>
            <NavigationProgress />
            <ScrollRestoration />
          </>
        }
      >
        <Outlet />
      </SiteLayout>
    </SiteNavigationProvider>
  );
}
