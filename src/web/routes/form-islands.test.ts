import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { IslandName } from '../components/island';
import { seedSignedOutSession } from '../features/platform/instructor-auth/signed-out-page';
import {
  DocumentNavigationProvider,
  siteLocationOf,
} from '../features/school/site/components/document-navigation';
import { openDashboard } from './instructor-sign-in-islands';
import { JoinInstructorNetworkPage } from './join-instructor-network-page';
import { NetworkPartnerRequestPage } from './network-partner-request-page';
import { PAGE_ISLANDS } from './page-islands';
import { SignInDocument } from './sign-in-document';

/*
 * The forms that are islands (page-islands.ts): the browser hydrates each from its own render
 * function, as its own root, over the HTML the server rendered for the whole page. The two must be
 * the same HTML, or React would throw the server's away and render the form again.
 */

const PAGE_URL = 'https://school.example';

function inPage(path: string, page: ReactNode): string {
  const queryClient = new QueryClient();
  seedSignedOutSession(queryClient);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(DocumentNavigationProvider, {
        initialLocation: siteLocationOf(new URL(path, PAGE_URL)),
        // biome-ignore lint/correctness/noChildrenProp: its props type requires children; a .test.ts file has no JSX.
        children: page,
      }),
    ),
  );
}

/** What start-islands.tsx hydrates for `name`: its render function's tree, in the island's root. */
async function renderIsland(name: IslandName, path: string): Promise<string> {
  const render = await PAGE_ISLANDS[name].load();
  return renderToStaticMarkup(
    createElement(DocumentNavigationProvider, {
      initialLocation: siteLocationOf(new URL(path, PAGE_URL)),
      // biome-ignore lint/correctness/noChildrenProp: as above.
      children: render(undefined),
    }),
  );
}

describe('the forms as islands', () => {
  it.each([
    ['instructor-application', '/join-instructor-network', JoinInstructorNetworkPage, 'Submit Application'],
    ['network-partner-request', '/network-partner-request', NetworkPartnerRequestPage, 'Send Request'],
  ] as const)(
    '%s: the island renders what the page renders inside its mark',
    async (name, path, Page, submit) => {
      const page = inPage(path, createElement(Page));
      const island = await renderIsland(name, path);
      expect(island).toContain(`${submit}</button>`);
      expect(page).toContain(`<div data-island="${name}" class="contents">${island}</div>`);
    },
  );

  it("instructor-sign-in: the sign-in page's form, the card around it left to the server", async () => {
    const page = inPage(
      '/instructor-dashboard',
      createElement(SignInDocument, {
        location: siteLocationOf(new URL('/instructor-dashboard', PAGE_URL)),
      }),
    );
    const island = await renderIsland('instructor-sign-in', '/instructor-dashboard');
    expect(page).toContain(`<div data-island="instructor-sign-in" class="contents">${island}</div>`);
    // The form, its way to a forgotten password (a plain link), and Sign In off until hydrated.
    expect(island).toMatch(/^<form class="grid gap-5" noValidate="" method="post">/);
    expect(island).toContain('<a href="/instructor-dashboard/forgot-password"');
    expect(island).toMatch(
      /<button type="submit"[^>]* disabled="">(?:(?!<button).)*Sign In<\/button><\/form>$/,
    );
    // Who to ask stays outside: static HTML, never hydrated.
    expect(island).not.toContain('Need access?');
    expect(page).toContain('Need access?');
  });
});

describe('openDashboard', () => {
  it('loads the dashboard at the same address from the server, its query kept and its #hash dropped', () => {
    const assign = vi.fn();
    openDashboard({ pathname: '/instructor-dashboard', search: '?tab=leads', assign });
    expect(assign).toHaveBeenCalledWith('/instructor-dashboard?tab=leads');
  });
});
