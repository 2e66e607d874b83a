import { PagePlaceholder } from '../components/page-placeholder';

export function PaymentSuccessPage() {
  return (
    <PagePlaceholder
      title="Payment Confirmation"
      description="After you pay, it will confirm your booking and explain what happens next."
    />
  );
}
