import { PagePlaceholder } from '../components/page-placeholder';

export function JoinInstructorNetworkPage() {
  return (
    <PagePlaceholder
      title="Join Our Instructor Network"
      description="Qualified instructors will be able to apply here to join our network. You'll need a full instructor badge, business insurance and to pass a background check."
      action="home"
    />
  );
}
