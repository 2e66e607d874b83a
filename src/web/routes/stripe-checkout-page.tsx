import { PagePlaceholder } from '../components/page-placeholder';

export function StripeCheckoutPage() {
  return (
    <PagePlaceholder
      title="Card Payment"
      description="It will show your booking details and chosen lesson times, and let you pay securely by card."
    />
  );
}
