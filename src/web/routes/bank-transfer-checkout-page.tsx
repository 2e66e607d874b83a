import { PagePlaceholder } from '../components/page-placeholder';

export function BankTransferCheckoutPage() {
  return (
    <PagePlaceholder
      title="Pay by Bank Transfer"
      description="It will show the school's bank details and your booking reference, each with a copy button, and explain what happens after you pay."
    />
  );
}
