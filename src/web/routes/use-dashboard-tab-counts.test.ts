import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type DashboardTabPanels,
  DashboardTabsView,
} from '../features/platform/dashboard/components/dashboard-tabs-view';
import { unreadMessageCountQueryOptions } from '../lib/api/get-unread-message-count';
import { useDashboardTabCounts } from './use-dashboard-tab-counts';

/** No section's screen: only the tab list is looked at. */
const Empty = () => null;
const EMPTY_PANELS: DashboardTabPanels = {
  today: Empty,
  bookings: Empty,
  students: Empty,
  'manual-booking': Empty,
  notes: Empty,
  availability: Empty,
  reminders: Empty,
  network: Empty,
  leads: Empty,
  'waiting-list': Empty,
  money: Empty,
  settings: Empty,
  outbox: Empty,
  instructors: Empty,
};

/** The tabs with the counts the dashboard's composition gives them (routes/signed-in-dashboard-page.tsx). */
function TabsWithCounts() {
  return createElement(DashboardTabsView, { panels: EMPTY_PANELS, counts: useDashboardTabCounts() });
}

describe('the dashboard tabs', () => {
  it('name the students tab with its unread messages in words', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(unreadMessageCountQueryOptions.queryKey, {
      count: 1,
      byStudent: [{ studentId: 4, count: 1 }],
    });
    const html = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          MemoryRouter,
          { initialEntries: ['/instructor-dashboard?tab=leads'] },
          createElement(TabsWithCounts),
        ),
      ),
    );
    expect(html).toContain('aria-label="Student Management, 1 unread message"');
    // No count of waiting bookings yet: that tab is named by its title.
    expect(html).not.toMatch(/aria-label="Pending Bookings/);
  });
});
