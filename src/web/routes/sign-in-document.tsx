import type { SiteLocation } from '../components/site-navigation';
import { Container } from '../components/ui/container';
import { InstructorLoginForm } from '../features/platform/instructor-auth/components/instructor-login-form';
import { DocumentNavigationProvider } from '../features/school/site/components/document-navigation';
import { DashboardFrame } from './dashboard-frame';

/**
 * The dashboard's sign-in page as the server renders it for a browser that sent no session
 * (core/platform/auth/sign-in-page.ts): the dashboard's frame and the form, as
 * InstructorDashboardPage renders them signed out, without the router. The browser hydrates only
 * the form (an island: start-islands.tsx), and signing in opens the dashboard as a new page
 * (docs/decisions/0044-page-javascript-budgets.md).
 */
export function SignInDocument({ location }: { location: SiteLocation }) {
  return (
    <DocumentNavigationProvider initialLocation={location}>
      <DashboardFrame>
        <Container className="py-5 sm:py-8">
          <InstructorLoginForm />
        </Container>
      </DashboardFrame>
    </DocumentNavigationProvider>
  );
}
