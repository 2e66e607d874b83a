import { Island } from '../components/island';
import { Container } from '../components/ui/container';
import { ApplicationRequirementsCard } from '../features/partner-network/instructor-applications/components/application-requirements-card';
import { InstructorApplicationForm } from '../features/partner-network/instructor-applications/components/instructor-application-form';
import { usePageTitle } from '../hooks/use-page-title';

/**
 * /join-instructor-network: qualified instructors apply to join the school's network. Its live part
 * is an island (start-islands.tsx): the form.
 */
export function JoinInstructorNetworkPage() {
  usePageTitle('Join Our Instructor Network');
  return (
    <Container className="py-8 sm:py-12">
      <div className="grid gap-8">
        <div className="grid max-w-3xl gap-2">
          <h1 className="text-3xl sm:text-4xl">Join Our Instructor Network</h1>
          <p className="text-lg text-slate-700">
            Are you a qualified driving instructor in Birmingham or the West Midlands? Join our network and
            we'll pass you learners who need a manual car or an earlier lesson than our own diary allows.
          </p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <ApplicationRequirementsCard />
          <Island name="instructor-application">
            <InstructorApplicationForm />
          </Island>
        </div>
      </div>
    </Container>
  );
}
