import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildTestSiteInfo } from '../../../../../../tests/support/site-info-fixture';
import type { ProgressResponse } from '../../../../../core/progress/progress-schemas';
import type { SiteInfo } from '../../../../../core/school/site/site-info-schemas';
import { SiteNavigationProvider } from '../../../../components/site-navigation';
import { routerNavigation } from '../../../../features/school/site/components/router-site-layout';
import { siteInfoQueryOptions } from '../../../../hooks/use-site-info';
import { PaymentsDueList } from './payments-due-list';

const siteInfo: SiteInfo = buildTestSiteInfo();

const unpaid: ProgressResponse['bookings'][number] = {
  id: 12,
  packageType: 'standard',
  packageName: 'Standard Package',
  status: 'approved',
  paymentStatus: 'unpaid',
  paymentMethod: 'bank_transfer',
  totalAmount: 36000,
  requestedAt: '2026-11-20T10:00:00.000Z',
  timeSlots: [],
  rejectionReason: null,
};

function renderList(site: SiteInfo): string {
  const client = new QueryClient();
  client.setQueryData(siteInfoQueryOptions.queryKey, site);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        MemoryRouter,
        null,
        createElement(
          SiteNavigationProvider,
          { value: routerNavigation },
          createElement(PaymentsDueList, { bookings: [unpaid], token: 't' }),
        ),
      ),
    ),
  );
}

describe('the bookings to pay', () => {
  it("name each booking by the school's reference format", () => {
    const html = renderList({ ...siteInfo, bankReferenceFormat: 'ADS-{id}' });
    expect(html).toContain('ADS-12');
    expect(html).not.toContain('BOOKING-12');
  });

  it("use 'BOOKING-{id}', the format before a school sets its own", () => {
    expect(renderList(siteInfo)).toContain('BOOKING-12');
  });
});
