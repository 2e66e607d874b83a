import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestSiteInfo } from '../../../tests/support/site-info-fixture';
import type { PackagesResponse } from '../../core/bookings/booking/package-schemas';
import type { SiteInfo } from '../../core/school/site/site-info-schemas';
import {
  DocumentNavigationProvider,
  siteLocationOf,
} from '../features/school/site/components/document-navigation';
import { seedQueryCache } from '../features/school/site/prerender-data';
import { queryClient as appQueryClient } from '../lib/query-client';
import { BookLessonPage } from './book-lesson-page';
import { PAGE_ISLANDS } from './page-islands';

/*
 * /book-lesson's steps as an island (page-islands.ts): the browser hydrates them from the island's
 * render function, as their own root, over the HTML the server rendered for the whole page. The two
 * must be the same HTML, or React would throw the server's away and render the steps again.
 */

const siteInfo: SiteInfo = buildTestSiteInfo();

const packages: PackagesResponse = {
  single_1hour: {
    packageType: 'single_1hour',
    name: '1 Hour Lesson',
    description: 'A one-hour lesson.',
    price: 4000,
    lessons: 1,
    hours: 1,
    features: ['DVSA-approved instructor'],
    isPopular: false,
    isSingleLesson: true,
  },
  starter: {
    packageType: 'starter',
    name: 'Starter Package (5 Hours)',
    description: 'Five hours for new drivers.',
    price: 18000,
    lessons: 5,
    hours: 5,
    features: ['Progress notes after every lesson'],
    isPopular: true,
    isSingleLesson: false,
  },
};

function inDocument(path: string, children: ReactNode): ReactNode {
  return createElement(DocumentNavigationProvider, {
    initialLocation: siteLocationOf(new URL(path, 'https://school.example')),
    children,
  });
}

/** The whole page, as the server renders it: the cache seeded from the page's data first. */
function renderPage(path: string): string {
  const client = new QueryClient();
  seedQueryCache(client, { siteInfo, packages });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, inDocument(path, createElement(BookLessonPage))),
  );
}

/** What start-islands.tsx hydrates: the island's render function, its cache seeded as WithSiteData does. */
async function renderIsland(path: string): Promise<string> {
  seedQueryCache(appQueryClient, { siteInfo, packages });
  const render = await PAGE_ISLANDS['book-lesson'].load();
  return renderToStaticMarkup(inDocument(path, render(undefined)));
}

afterEach(() => {
  appQueryClient.clear();
});

describe('/book-lesson as an island', () => {
  it.each(['/book-lesson', '/book-lesson?package=starter'])(
    '%s: the island renders what the page renders inside its mark',
    async (path) => {
      const page = renderPage(path);
      const island = await renderIsland(path);
      expect(island).toContain('Book and Continue to Payment');
      expect(page).toContain(`<div data-island="book-lesson" class="contents">${island}</div>`);
    },
  );

  it("starts from the address's package, as the server read it", async () => {
    const island = await renderIsland('/book-lesson?package=starter');
    const selected = island
      .split('<article')
      .slice(1)
      .filter((card) => card.includes('Selected</button>'));
    expect(selected).toHaveLength(1);
    expect(selected[0]).toContain('Starter Package (5 Hours)');
  });

  it('leaves the heading and the cards around the steps to the server', () => {
    const page = renderPage('/book-lesson');
    const mark = page.indexOf('data-island="book-lesson"');
    expect(page.indexOf('>Book a Lesson</h1>')).toBeLessThan(mark);
    expect(page.indexOf('Can&#x27;t find a time that suits you?')).toBeGreaterThan(mark);
    expect(page).toContain('<a href="/network-partner-request"');
  });
});
