import { DASHBOARD_QUERY_ROOT } from '../../platform/instructor-auth/api/verify-instructor';

/*
 * The Money tab's query keys, under the dashboard's root (signing out drops them). A recorded cost
 * invalidates `all`: the summary's costs and every list of costs.
 */
export const moneyQueryKeys = {
  all: [DASHBOARD_QUERY_ROOT, 'money'] as const,
  summary: [DASHBOARD_QUERY_ROOT, 'money', 'summary'] as const,
  expenses: (from: string, to: string) => [DASHBOARD_QUERY_ROOT, 'money', 'expenses', from, to] as const,
};
