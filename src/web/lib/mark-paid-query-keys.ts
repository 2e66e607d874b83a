import { DASHBOARD_QUERY_ROOT } from './dashboard-query-keys';

/** Where Mark Paid sits: a lesson (Today) or a booking (just approved). */
export interface MarkPaidTarget {
  kind: 'lesson' | 'booking';
  id: number;
}

export const markPaidQueryKeys = {
  all: [DASHBOARD_QUERY_ROOT, 'payment-state'] as const,
  of: (target: MarkPaidTarget) => [DASHBOARD_QUERY_ROOT, 'payment-state', target.kind, target.id] as const,
};

export const paymentStatePath = (target: MarkPaidTarget) => `/api/${target.kind}s/${target.id}/payment`;
