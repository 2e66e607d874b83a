import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LPlateLogo } from '../components/ui/l-plate-logo';
import {
  FORGOT_PASSWORD_PATH,
  ResetPasswordForm,
} from '../features/platform/instructor-auth/components/reset-password-form';
import { usePageTitle } from '../hooks/use-page-title';

/** /instructor-dashboard/reset-password?token=: the page an e-mailed reset link opens (private, noindex). */
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <Container className="py-8 sm:py-12">
      <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">Choose a new password</h1>
        </div>
        {token === '' ? (
          <div className="grid gap-2" role="alert">
            <p className="flex items-start gap-2 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              This link is not complete. Open it again from the e-mail, or ask for a new one.
            </p>
            <Link
              to={FORGOT_PASSWORD_PATH}
              className="font-semibold text-blue-700 underline underline-offset-4"
            >
              Ask for a new link
            </Link>
          </div>
        ) : (
          <ResetPasswordForm token={token} />
        )}
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
