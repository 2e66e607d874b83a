import { PagePlaceholder } from '../components/page-placeholder';

export function OldBlogPage() {
  return (
    <PagePlaceholder
      title="Driving Tips Archive"
      description="It will list our earlier articles, with a filter by topic."
    />
  );
}
