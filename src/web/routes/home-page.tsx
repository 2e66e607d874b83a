import { PagePlaceholder } from '../components/page-placeholder';
import { Card } from '../components/ui/card';

export function HomePage() {
  return (
    <PagePlaceholder
      title="Automatic Driving Lessons in Birmingham"
      description="Soon this page will introduce the school and our instructors, show every lesson package with its price, and help you book in a few taps."
    >
      <section id="pricing" aria-labelledby="pricing-heading">
        <Card className="p-6 sm:p-10">
          <h2 id="pricing-heading" className="text-2xl">
            Pricing
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Our lesson packages and their prices will be listed here soon, so you can compare them and pick
            the one that suits you.
          </p>
        </Card>
      </section>
    </PagePlaceholder>
  );
}
