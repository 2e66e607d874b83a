import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildTestSiteInfo } from '../../../tests/support/site-info-fixture';
import { REFILLED_CANCELLATION_TERMS_SENTENCE } from '../../core/bookings/waiting-list/waiting-list-offer-schemas';
import type { SiteInfo } from '../../core/school/site/site-info-schemas';
import { DocumentNavigationProvider } from '../features/school/site/components/document-navigation';
import { siteInfoQueryOptions } from '../hooks/use-site-info';
import { TermsAndConditionsPage } from './terms-and-conditions-page';

const siteInfo: SiteInfo = buildTestSiteInfo();

/** As the server renders it (without the router): the site info in the cache from the first render. */
function renderTerms(site: SiteInfo): string {
  const client = new QueryClient();
  client.setQueryData(siteInfoQueryOptions.queryKey, site);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(DocumentNavigationProvider, {
        initialLocation: { pathname: '/terms-and-conditions', search: '', hash: '', key: 'default' },
        // biome-ignore lint/correctness/noChildrenProp: no JSX in a .ts test, and the props' type requires children
        children: createElement(TermsAndConditionsPage),
      }),
    ),
  );
}

/** The cancellation section's HTML, up to the next section. */
function cancellationSection(html: string): string {
  const start = html.indexOf('id="terms-changes"');
  const end = html.indexOf('id="terms-learners"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end);
}

describe('the terms page', () => {
  it('promises the refilled late cancellation back while the school has it on', () => {
    const section = cancellationSection(renderTerms(siteInfo));
    expect(section).toContain(`<li>${REFILLED_CANCELLATION_TERMS_SENTENCE}</li>`);
  });

  it('says nothing of it while the school has it off', () => {
    const html = renderTerms({ ...siteInfo, refundRefilledCancellations: false });
    expect(html).not.toContain(REFILLED_CANCELLATION_TERMS_SENTENCE);
    // The rest of the cancellation terms are still there.
    expect(cancellationSection(html)).toContain('50% of the lesson fee is forfeited');
  });

  it("states the school's own figures and booking hold", () => {
    const html = renderTerms({
      ...siteInfo,
      cancellationTerms: {
        freeChangeHours: 72,
        lateChangeHours: 12,
        lateChangeForfeitPercent: 25,
        movesAllowed: 1,
      },
      bookingHoldHours: 24,
    });
    const section = cancellationSection(html);
    expect(section).toContain(
      '<li>72 hours or more before the lesson: you can move or cancel it free of charge.</li>',
    );
    expect(section).toContain('<li>Between 12 and 72 hours before: 25% of the lesson fee is forfeited.</li>');
    expect(section).toContain('Less than 12 hours before: changes are at the instructor&#x27;s discretion');
    expect(section).toContain('<li>A booking can be rescheduled once.</li>');
    expect(section).not.toContain('48 hours');
    expect(html).toContain('holds its times for 24 hours; then they are released for other learners.');
  });
});
