import { PagePlaceholder } from '../components/page-placeholder';

export function WoocommerceCheckoutPage() {
  return (
    <PagePlaceholder
      title="Secure Checkout"
      description="It will show your order summary and take you to the school's secure online checkout to pay."
    />
  );
}
