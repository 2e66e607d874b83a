import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LPlateLogo } from '../components/ui/l-plate-logo';
import { ForgotPasswordForm } from '../features/platform/instructor-auth/components/forgot-password-form';
import { usePageTitle } from '../hooks/use-page-title';

/** /instructor-dashboard/forgot-password: a reset link by e-mail (private: under the dashboard's noindex path). */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Your Password?');
  return (
    <Container className="py-8 sm:py-12">
      <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">Forgot your password?</h1>
        </div>
        <ForgotPasswordForm />
        <div className="border-t border-slate-200 pt-2">
          <Link
            to="/instructor-dashboard"
            className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to sign in
          </Link>
        </div>
      </Card>
    </Container>
  );
}
