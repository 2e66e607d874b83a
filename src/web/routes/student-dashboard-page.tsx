import { PagePlaceholder } from '../components/page-placeholder';

export function StudentDashboardPage() {
  return (
    <PagePlaceholder
      title="Your Learning Journey"
      description="It will show your overall progress, the skills you're focusing on now, your skills map and your lesson history."
    />
  );
}
