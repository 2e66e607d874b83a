import { CircleCheck, Hourglass } from 'lucide-react';
import { StatusBadge } from './status-badge';

/** 'Paid' or 'Unpaid', in words, with a colour and icon that only repeat them. */
export function PaymentStatusBadge({ paymentStatus }: { paymentStatus: 'paid' | 'unpaid' }) {
  return paymentStatus === 'paid' ? (
    <StatusBadge tone="success" icon={CircleCheck}>
      Paid
    </StatusBadge>
  ) : (
    <StatusBadge tone="warning" icon={Hourglass}>
      Unpaid
    </StatusBadge>
  );
}
