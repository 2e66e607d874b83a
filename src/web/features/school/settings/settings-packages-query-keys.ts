import { DASHBOARD_QUERY_ROOT } from '../../../lib/dashboard-query-keys';

/** Everything under Settings (its sections and the history): a change refreshes the history too. */
export const settingsQueryRoot = [DASHBOARD_QUERY_ROOT, 'settings'] as const;

export const settingsPackagesQueryKey = [...settingsQueryRoot, 'packages'] as const;
