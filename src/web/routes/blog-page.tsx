import { PagePlaceholder } from '../components/page-placeholder';

export function BlogPage() {
  return (
    <PagePlaceholder
      title="Driving Tips"
      description="It will have articles to help you learn to drive, get ready for your test and save money on lessons."
    />
  );
}
