import { PagePlaceholder } from '../components/page-placeholder';

export function CheckoutPage() {
  return (
    <PagePlaceholder
      title="Checkout"
      description="It will show your booking summary and let you pay securely by card."
    />
  );
}
