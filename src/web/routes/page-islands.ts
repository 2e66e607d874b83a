import type { ReactNode } from 'react';
import type { IslandName } from '../components/island';
import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Renders an island from the props the server embedded (unknown until its schema has parsed them);
 * null when they do not parse: the island then stays the server's HTML, never hydrated.
 */
export type RenderIsland = (props: unknown) => ReactNode;

export interface PageIsland {
  load: () => Promise<RenderIsland>;
  /** Hydrated when it nears the screen rather than at once (below the first screen, its code is not needed before). */
  whenVisible?: true;
}

const loadSiteIslands = () => import('../features/school/site/site-islands');

/**
 * The libraries a form's island needs (zod's full build with its settings, react-hook-form,
 * TanStack Query), evaluated one task each before the form's own code, as main.tsx does for the
 * app: one task holding them all would block a tap for its whole length on a slow phone.
 */
async function loadFormLibraries(): Promise<void> {
  await import('../lib/zod-config');
  await yieldToBrowser();
  await import('react-hook-form').then(({ useForm }) => useForm);
  await yieldToBrowser();
  await import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider);
  await yieldToBrowser();
}

/** What the learner's page needs before its code: zod's full build, then TanStack Query, a task each. */
async function loadDataLibraries(): Promise<void> {
  await import('../lib/zod-config');
  await yieldToBrowser();
  await import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider);
  await yieldToBrowser();
}

const loadMarketingIslands = () => import('../features/school/marketing/marketing-islands');

/**
 * Every island of the home page, the content pages, the learner's own page and the dashboard's
 * sign-in page (components/island.tsx), with the code that renders it in the browser. The site
 * layout's share one chunk, as do the marketing parts'.
 */
export const PAGE_ISLANDS: Readonly<Record<IslandName, PageIsland>> = {
  'mobile-menu': { load: async () => (await loadSiteIslands()).renderMobileMenuIsland },
  'instructor-links': { load: async () => (await loadSiteIslands()).renderInstructorLinksIsland },
  'cookie-settings': { load: async () => (await loadSiteIslands()).renderCookieSettingsIsland },
  'sticky-booking-bar': { load: async () => (await loadSiteIslands()).renderStickyBookingBarIsland },
  'site-analytics': { load: async () => (await loadSiteIslands()).renderSiteAnalyticsIsland },
  'scroll-to-hash': { load: async () => (await loadSiteIslands()).renderScrollToHashIsland },
  'help-button': { load: async () => (await loadMarketingIslands()).renderHelpButtonIsland },
  'home-offer-popup': { load: async () => (await loadMarketingIslands()).renderHomeOfferPopupIsland },
  'lead-magnet-popup': { load: async () => (await loadMarketingIslands()).renderLeadMagnetPopupIsland },
  'live-activity': {
    load: async () =>
      (await import('../features/school/marketing/live-activity-island')).renderLiveActivityIsland,
    whenVisible: true,
  },
  'progress-link-request': {
    load: async () => (await import('./my-progress-islands')).renderProgressLinkRequestIsland,
  },
  'remembered-progress': {
    load: async () => (await import('./my-progress-islands')).renderRememberedProgressIsland,
  },
  // The forms: each its own chunk, with the schemas it checks and react-hook-form.
  'instructor-application': {
    load: async () => {
      await loadFormLibraries();
      return (await import('./join-instructor-network-islands')).renderInstructorApplicationIsland;
    },
  },
  'network-partner-request': {
    load: async () => {
      await loadFormLibraries();
      return (await import('./network-partner-request-islands')).renderNetworkPartnerRequestIsland;
    },
  },
  'book-lesson': {
    load: async () => {
      await loadFormLibraries();
      return (await import('./book-lesson-islands')).renderBookLessonIsland;
    },
  },
  'learner-page': {
    load: async () => {
      await loadDataLibraries();
      return (await import('./learner-page-islands')).renderLearnerPageIsland;
    },
  },
  'instructor-sign-in': {
    load: async () => {
      await loadFormLibraries();
      return (await import('./instructor-sign-in-islands')).renderInstructorSignInIsland;
    },
  },
};

/** Whether `name` (an element's `data-island`) is an island of these pages. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(PAGE_ISLANDS, name);
}
