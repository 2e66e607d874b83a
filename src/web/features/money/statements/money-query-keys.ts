import { DASHBOARD_QUERY_ROOT, dashboardQueryKeys } from '../../../lib/dashboard-query-keys';

/*
 * The Money tab's query keys, under the dashboard's root (signing out drops them). A recorded cost
 * invalidates `all`: the summary's costs and every list of costs.
 */
export const moneyQueryKeys = {
  all: dashboardQueryKeys.money,
  summary: [DASHBOARD_QUERY_ROOT, 'money', 'summary'] as const,
  expenses: (from: string, to: string) => [DASHBOARD_QUERY_ROOT, 'money', 'expenses', from, to] as const,
  schoolStatement: (kind: string, day: string) =>
    [DASHBOARD_QUERY_ROOT, 'money', 'statements', 'school', kind, day] as const,
  instructorStatement: (instructorId: number, kind: string, day: string) =>
    [DASHBOARD_QUERY_ROOT, 'money', 'statements', instructorId, kind, day] as const,
  settlingUp: [DASHBOARD_QUERY_ROOT, 'money', 'settling-up'] as const,
  turnoverBasis: [DASHBOARD_QUERY_ROOT, 'money', 'turnover-basis'] as const,
};
