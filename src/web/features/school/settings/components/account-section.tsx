import { SectionCard } from '../../../../components/ui/section-card';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

/** "Your account": the instructor's password and where they are signed in (issue 23). */
export function AccountSection() {
  const session = useInstructorSession();
  const email = session.data?.instructor.email;
  return (
    <SectionCard
      id="account"
      title="Your account"
      description={email ? `You sign in as ${email}.` : 'Your password and where you are signed in.'}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <ChangePasswordForm email={email} />
        <SessionsList />
      </div>
    </SectionCard>
  );
}
