import { PagePlaceholder } from '../components/page-placeholder';

export function AreasCoveredPage() {
  return (
    <PagePlaceholder
      title="Areas Covered"
      description="It will list the areas and postcodes we cover across Birmingham, Sutton Coldfield, Walsall and Sandwell, and the test centres nearby."
    />
  );
}
