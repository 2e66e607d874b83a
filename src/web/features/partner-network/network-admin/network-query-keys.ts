import { DASHBOARD_QUERY_ROOT } from '../../../lib/dashboard-query-keys';

/*
 * The network tab's query keys. They start with the dashboard root, so signing out drops them;
 * a status change invalidates every list and the one record it touched.
 */
export const networkQueryKeys = {
  requests: [DASHBOARD_QUERY_ROOT, 'network-requests'] as const,
  requestList: (status: string | undefined) =>
    [DASHBOARD_QUERY_ROOT, 'network-requests', 'list', status ?? 'all'] as const,
  request: (id: number) => [DASHBOARD_QUERY_ROOT, 'network-requests', 'one', id] as const,
  requestMatches: (id: number) => [DASHBOARD_QUERY_ROOT, 'network-requests', 'matches', id] as const,
  requestAllocation: (id: number) => [DASHBOARD_QUERY_ROOT, 'network-requests', 'allocation', id] as const,
  applications: [DASHBOARD_QUERY_ROOT, 'instructor-applications'] as const,
  applicationList: (status: string | undefined) =>
    [DASHBOARD_QUERY_ROOT, 'instructor-applications', 'list', status ?? 'all'] as const,
  application: (id: number) => [DASHBOARD_QUERY_ROOT, 'instructor-applications', 'one', id] as const,
};
