import { PagePlaceholder } from '../components/page-placeholder';

export function InstructorDashboardPage() {
  return (
    <PagePlaceholder
      title="Instructor Dashboard"
      description="Instructors will be able to sign in here to manage bookings, students, lesson notes, availability and reminders."
      action="home"
    />
  );
}
