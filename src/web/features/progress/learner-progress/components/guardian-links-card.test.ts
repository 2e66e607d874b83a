import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GuardianLink, GuardianLinkList } from '../../../../../core/learners/guardian-link-schemas';
import { guardianLinksQueryKey } from '../api/get-guardian-links';
import { GUARDIAN_LINKS_HEADING, GuardianLinksCard } from './guardian-links-card';

const TOKEN = 'learner-token-'.padEnd(43, 'x');

function link(id: number, label: string, lastUsedAt: string | null): GuardianLink {
  return {
    id,
    label,
    url: `https://school.example/guardian?token=${String(id).padEnd(43, 'g')}`,
    createdAt: '2027-03-01T10:00:00.000Z',
    expiresAt: '2027-03-31T10:00:00.000Z',
    lastUsedAt,
  };
}

function renderCard(list: GuardianLinkList | null): string {
  const client = new QueryClient();
  if (list) client.setQueryData(guardianLinksQueryKey(TOKEN), list);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(GuardianLinksCard, { token: TOKEN })),
  );
}

describe("the learner's guardian links card", () => {
  it('says what the link shows and does not, and offers the form when there is none yet', () => {
    const html = renderCard({ links: [], maxLinks: 5 });
    expect(html).toContain(GUARDIAN_LINKS_HEADING);
    expect(html).toContain('Your messages with your instructor');
    expect(html).toContain('Move, cancel or book a lesson');
    expect(html).toContain('You haven&#x27;t shared a link yet.');
    expect(html).toContain('Who is it for?');
    expect(html).toContain('Make a link');
  });

  it('lists each link with when it was last opened (London time), its address and a way to turn it off', () => {
    const html = renderCard({
      links: [link(2, 'Dad', null), link(1, 'Mum', '2027-03-02T18:30:00.000Z')],
      maxLinks: 5,
    });
    expect(html).toContain('Not opened yet');
    expect(html).toContain('Last opened Tue 2 Mar, 6:30 PM');
    expect(html).toContain('Works until Wednesday 31 March 2027');
    expect(html).toContain('value="https://school.example/guardian?token=1');
    expect(html).toContain('the link for Mum');
    expect(html).toContain('Make a link');
  });

  it('replaces the form with the limit once five links are live', () => {
    const html = renderCard({
      links: [1, 2, 3, 4, 5].map((id) => link(id, `Guardian ${id}`, null)),
      maxLinks: 5,
    });
    expect(html).toContain('You have 5 links, the most you can have at once. Turn one off to make another.');
    expect(html).not.toContain('Who is it for?');
  });

  it('shows its loading state before the links arrive (as the server renders it)', () => {
    const html = renderCard(null);
    expect(html).toContain('Loading your links');
    expect(html).not.toContain('Make a link');
  });
});
