import { type ReactNode, Suspense } from 'react';
import { HydrateLater } from '../../../../components/hydrate-later';
import { Island } from '../../../../components/island';
import { PageLoading } from '../../../../components/page-loading';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { SiteAnalytics } from '../../analytics/components/site-analytics';
import { StickyBookingBar } from '../../marketing/components/sticky-booking-bar';
import { ScrollToHash } from './scroll-to-hash';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface SiteLayoutProps {
  /** The page. */
  children: ReactNode;
  /** What only the router has (RouterSiteLayout): the navigation progress bar, scroll restoration. */
  routerParts?: ReactNode;
}

/**
 * Every page's frame: skip link, header, main (the page), footer, sticky bar, analytics. Inside
 * the router (RouterSiteLayout), or on its own for the home page and the content pages
 * (HomeDocument, ContentDocument).
 */
export function SiteLayout({ children, routerParts }: SiteLayoutProps) {
  const { data: site } = useSiteInfo();
  const phone = site?.phone ?? null;
  const analytics = site?.analytics ?? null;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-24 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white shadow-lg focus:translate-y-0"
      >
        Skip to main content
      </a>
      {routerParts}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      {/* Last when hydrating in steps (the home page: hydrate-later.tsx). */}
      <HydrateLater step={6}>
        <SiteFooter />
      </HydrateLater>
      {/* The live parts of a page that hydrates only them (start-islands.tsx), with their props. */}
      <Island name="sticky-booking-bar" props={{ phone }}>
        <StickyBookingBar phone={phone} />
      </Island>
      <Island name="site-analytics" props={{ analytics }}>
        <SiteAnalytics analytics={analytics} />
      </Island>
      <Island name="scroll-to-hash">
        <ScrollToHash />
      </Island>
    </div>
  );
}
