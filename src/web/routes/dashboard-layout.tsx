import { Outlet, ScrollRestoration } from 'react-router';
import { SiteNavigationProvider } from '../components/site-navigation';
import { NavigationProgress } from '../features/school/site/components/navigation-progress';
import { routerNavigation } from '../features/school/site/components/router-site-layout';
import { DashboardFrame } from './dashboard-frame';

/** The dashboard's frame in the router: the router's links, its progress bar and scroll restoration. */
export function DashboardLayout() {
  return (
    <SiteNavigationProvider value={routerNavigation}>
      <DashboardFrame
        routerParts={
          <>
            <NavigationProgress />
            <ScrollRestoration />
          </>
        }
      >
        <Outlet />
      </DashboardFrame>
    </SiteNavigationProvider>
  );
}
