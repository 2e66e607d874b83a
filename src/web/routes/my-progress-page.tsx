import { PagePlaceholder } from '../components/page-placeholder';

export function MyProgressPage() {
  return (
    <PagePlaceholder
      title="My Progress"
      description="It will explain how to see your progress through the secure link your instructor sends you, and let you ask for that link to be e-mailed to you again."
    />
  );
}
