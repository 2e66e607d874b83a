import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import {
  CookieSettingsButton,
  FOOTER_COOKIE_SETTINGS_CLASS_NAME,
} from '../analytics/components/cookie-settings-button';
import { SiteAnalytics } from '../analytics/components/site-analytics';
import { StickyBookingBar } from '../marketing/components/sticky-booking-bar';
import { HeaderInstructorLinks } from './components/instructor-nav-links';
import { MobileMenu } from './components/mobile-menu';
import { ScrollToHash } from './components/scroll-to-hash';
import { WithInstructorSession } from './components/with-instructor-session';

/*
 * The site layout's live parts, as islands (routes/page-islands.ts): each renders what the layout
 * renders in that place (site-header.tsx, site-footer.tsx, site-layout.tsx), from the props the
 * server embedded, parsed here with zod's small build (the island chunks carry none of zod's full
 * one: docs/decisions/0044-page-javascript-budgets.md).
 */

const stickyBookingBarProps = z.object({ phone: z.nullable(z.string()) });

const siteAnalyticsProps = z.object({
  analytics: z.nullable(
    z.object({ provider: z.enum(['plausible']), domain: z.string(), scriptUrl: z.string() }),
  ),
});

export function renderMobileMenuIsland(): ReactNode {
  return (
    <WithInstructorSession>
      {(signedIn) => <MobileMenu instructorSignedIn={signedIn} />}
    </WithInstructorSession>
  );
}

export function renderInstructorLinksIsland(): ReactNode {
  return (
    <WithInstructorSession>
      {(signedIn) => <HeaderInstructorLinks signedIn={signedIn} />}
    </WithInstructorSession>
  );
}

export function renderCookieSettingsIsland(): ReactNode {
  return <CookieSettingsButton className={FOOTER_COOKIE_SETTINGS_CLASS_NAME} />;
}

export function renderStickyBookingBarIsland(props: unknown): ReactNode {
  const parsed = stickyBookingBarProps.safeParse(props);
  return parsed.success ? <StickyBookingBar phone={parsed.data.phone} /> : null;
}

export function renderSiteAnalyticsIsland(props: unknown): ReactNode {
  const parsed = siteAnalyticsProps.safeParse(props);
  return parsed.success ? <SiteAnalytics analytics={parsed.data.analytics} /> : null;
}

export function renderScrollToHashIsland(): ReactNode {
  return <ScrollToHash />;
}
