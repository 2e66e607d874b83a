import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildTestSiteInfo } from '../../../../../../tests/support/site-info-fixture';
import type { SiteInfo } from '../../../../../core/school/site/site-info-schemas';
import { SiteNavigationProvider } from '../../../../components/site-navigation';
import { routerNavigation } from '../../../../features/school/site/components/router-site-layout';
import { siteInfoQueryOptions } from '../../../../hooks/use-site-info';
import { ExpiredLinkCard } from './access-problem-cards';

const siteInfo: SiteInfo = buildTestSiteInfo();

function renderExpiredLinkCard(): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteInfoQueryOptions.queryKey, siteInfo);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        null,
        createElement(SiteNavigationProvider, { value: routerNavigation }, createElement(ExpiredLinkCard)),
      ),
    ),
  );
}

describe('the expired-link card', () => {
  it('offers to e-mail a working link, then WhatsApp, then the way home', () => {
    const html = renderExpiredLinkCard();
    expect(html).toContain('Access Link Expired');
    expect(html).toContain('Get your link by e-mail');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toContain('E-mail My Progress Link');
    expect(html).toMatch(/href="https:\/\/wa\.me\/447700900123\?text=/);
    expect(html).toContain('Return to Home');
    // The e-mail form comes first: it needs nobody else.
    expect(html.indexOf('E-mail My Progress Link')).toBeLessThan(html.indexOf('wa.me'));
  });

  it('announces the news only, not the form', () => {
    const html = renderExpiredLinkCard();
    const alert = html.match(/<div role="alert"[^>]*>(.*?)<\/div>/)?.[1] ?? '';
    expect(alert).toContain('This progress link has expired or is invalid.');
    expect(alert).not.toContain('<input');
  });
});
