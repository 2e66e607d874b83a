import { PagePlaceholder } from '../components/page-placeholder';

export function SecureProgressPage() {
  return (
    <PagePlaceholder
      title="Your Progress"
      description="Through the secure link from your instructor, it will show your lesson notes, your latest assessment and your booking history."
    />
  );
}
