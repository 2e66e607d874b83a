import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { SiteAnalytics } from '../../analytics/components/site-analytics';
import { StickyBookingBar } from '../../marketing/components/sticky-booking-bar';
import { NavigationProgress } from './navigation-progress';
import { ScrollToHash } from './scroll-to-hash';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The layout route of every page: skip link, header, main (pages render here), footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-24 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white shadow-lg focus:translate-y-0"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <StickyBookingBar />
      <SiteAnalytics />
      <ScrollRestoration />
      <ScrollToHash />
    </div>
  );
}
