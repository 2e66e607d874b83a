import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { DashboardTopBar } from '../features/platform/dashboard/components/dashboard-top-bar';
import { NavigationProgress } from '../features/school/site/components/navigation-progress';
import { routerNavigation } from '../features/school/site/components/router-site-layout';
import { ScrollToHash } from '../features/school/site/components/scroll-to-hash';
import { SiteNavigationProvider } from '../components/site-navigation';

/**
 * The frame of the instructor's dashboard and week (issue 34): its own top bar (school, website,
 * one Sign Out) instead of the public header, no footer, no booking bar, no visitor analytics.
 */
export function DashboardLayout() {
  return (
    <SiteNavigationProvider value={routerNavigation}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="fixed top-2 left-2 z-50 -translate-y-24 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white shadow-lg focus:translate-y-0"
        >
          Skip to main content
        </a>
        <NavigationProgress />
        <ScrollRestoration />
        <DashboardTopBar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <ScrollToHash />
      </div>
    </SiteNavigationProvider>
  );
}
