import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** The calendar's query keys; under the dashboard root, so signing out drops them. */
export const calendarQueryKeys = {
  googleStatus: [DASHBOARD_QUERY_ROOT, 'calendar', 'google-status'] as const,
  feed: [DASHBOARD_QUERY_ROOT, 'calendar', 'feed'] as const,
  weeks: [DASHBOARD_QUERY_ROOT, 'calendar', 'week'] as const,
  week: (week: string | null) => [DASHBOARD_QUERY_ROOT, 'calendar', 'week', week ?? 'this'] as const,
};
