import { PagePlaceholder } from '../components/page-placeholder';

export function NetworkPartnerRequestPage() {
  return (
    <PagePlaceholder
      title="Request Alternative Times"
      description="If you need a manual car, a female instructor or earlier availability, you'll be able to ask here and we'll look for a suitable instructor in our network."
    />
  );
}
