import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';
import { DocumentNavigationProvider, siteLocationOf } from './document-navigation';
import { SiteHeader } from './site-header';

function renderHeader(queryClient: QueryClient): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(DocumentNavigationProvider, {
        initialLocation: siteLocationOf(new URL('https://school.example/book-lesson')),
        // biome-ignore lint/correctness/noChildrenProp: its props type requires children; a .test.ts file has no JSX.
        children: createElement(SiteHeader),
      }),
    ),
  );
}

/** The two groups of instructor links in the header's nav, each with its attributes and content. */
function instructorGroups(html: string) {
  const groups = [...html.matchAll(/<div class="col-start-1 row-start-1([^"]*)"([^>]*)>(.*?)<\/div>/g)];
  return groups.map(([, classes = '', attributes = '', content = '']) => ({
    shown: !classes.includes('invisible') && !attributes.includes('inert'),
    content,
  }));
}

describe('the site header', () => {
  it('renders signed out on the server, with the signed-in links laid out but invisible and inert', () => {
    const html = renderHeader(new QueryClient());
    const [login, signedIn] = instructorGroups(html);
    expect(login).toEqual({ shown: true, content: expect.stringContaining('>Instructor Login</a>') });
    expect(signedIn?.shown).toBe(false);
    expect(signedIn?.content).toContain('>Dashboard</a>');
    expect(signedIn?.content).toContain('Sign out</button>');
    // The hidden group is hidden from everyone, not just from sight.
    expect(html).toMatch(/class="col-start-1 row-start-1 flex justify-end gap-1 invisible" inert=""/);
  });

  it('shows Dashboard and Sign out instead of Instructor Login once the session is known', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(instructorSessionQueryKey, {
      instructor: { id: 1, email: 'instructor@example.com', fullName: null },
      expiresAt: '2026-12-01T10:00:00.000Z',
    });
    const [login, signedIn] = instructorGroups(renderHeader(queryClient));
    expect(login?.shown).toBe(false);
    expect(signedIn).toEqual({ shown: true, content: expect.stringContaining('>Dashboard</a>') });
    expect(signedIn?.content).toContain('href="/instructor-dashboard"');
  });
});
