import { PagePlaceholder } from '../components/page-placeholder';

export function PaymentHelpPage() {
  return (
    <PagePlaceholder
      title="Payment Help"
      description="It will show your name, e-mail, phone, package and amount with copy buttons, to help you fill in the payment portal."
    />
  );
}
