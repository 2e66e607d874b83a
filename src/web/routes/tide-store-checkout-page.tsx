import { PagePlaceholder } from '../components/page-placeholder';

export function TideStoreCheckoutPage() {
  return (
    <PagePlaceholder
      title="Pay Through Our Payment Portal"
      description="It will tell you which package to choose and open the school's secure payment portal, with your details ready to copy."
    />
  );
}
