import { PagePlaceholder } from '../components/page-placeholder';

export function TermsAndConditionsPage() {
  return (
    <PagePlaceholder
      title="Terms and Conditions"
      description="It will set out the school's terms for bookings, payments, rescheduling and lessons."
    />
  );
}
