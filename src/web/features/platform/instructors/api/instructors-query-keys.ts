import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops what was read. */
export const instructorAccountsQueryKey = [DASHBOARD_QUERY_ROOT, 'instructor-accounts'] as const;

/** An instructor's fee terms (the School fee editor). */
export const feeTermsQueryKey = (instructorId: number) =>
  [DASHBOARD_QUERY_ROOT, 'instructor-accounts', instructorId, 'fee-terms'] as const;
/** Every compliance answer (the owner's list and each instructor's own) under one prefix. */
export const instructorComplianceQueryKey = [DASHBOARD_QUERY_ROOT, 'instructor-compliance'] as const;
/** Stripe Connect: the instructor's own connection and the owner's list of everyone's. */
export const stripeConnectQueryKey = [DASHBOARD_QUERY_ROOT, 'stripe-connect'] as const;
