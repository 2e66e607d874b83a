import { useCallback } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import {
  type SiteLocation,
  type SiteNavigate,
  type SiteNavigation,
  SiteNavigationProvider,
} from '../../../../components/site-navigation';
import { NavigationProgress } from './navigation-progress';
import { SiteLayout } from './site-layout';

/**
 * The layout route of every page in the router: the site layout, with the router's links and
 * location for its components, the page in its main, and what only a router has (the progress
 * bar while the next page's code loads, scroll restoration).
 */
function useRouterSiteLocation(): SiteLocation {
  const { pathname, search, hash, key } = useLocation();
  return { pathname, search, hash, key };
}

function useRouterSiteNavigate(): SiteNavigate {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: { state?: unknown }) => {
      void navigate(to, options);
    },
    [navigate],
  );
}

/** The router's links, location and navigation for the site's components (the dashboard's layout uses it too). */
export const routerNavigation: SiteNavigation = {
  useLocation: useRouterSiteLocation,
  Link,
  useNavigate: useRouterSiteNavigate,
};

export function RouterSiteLayout() {
  return (
    <SiteNavigationProvider value={routerNavigation}>
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
