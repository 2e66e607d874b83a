import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, KeyRound, LoaderCircle, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  MIN_PASSWORD_LENGTH,
  type ResetPasswordForm as ResetPasswordValues,
  resetPasswordFormSchema,
} from '../../../../../core/platform/auth/account-schemas';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { PasswordField } from '../../../../components/ui/password-field';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';

export const FORGOT_PASSWORD_PATH = '/instructor-dashboard/forgot-password';

/** The page a reset link opens: the new password twice; then every session ends and the instructor signs in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (resetPassword.isSuccess) {
    return (
      <div className="grid gap-4">
        <div
          className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
          role="status"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{resetPassword.data.message}</p>
        </div>
        <Link to="/instructor-dashboard" className={buttonClassName({ className: 'justify-self-start' })}>
          <LogIn aria-hidden="true" className="size-5" />
          Sign in
        </Link>
      </div>
    );
  }

  // A used, expired, unknown or cut-short link: the form cannot help, a new link can.
  const refusedFields = isApiRequestError(resetPassword.error, 400)
    ? resetPassword.error.apiError?.fields
    : undefined;
  const deadLink =
    isApiRequestError(resetPassword.error, 410) ||
    (isApiRequestError(resetPassword.error, 400) && (!refusedFields || refusedFields.token !== undefined));

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        resetPassword.mutate(
          { token, newPassword: values.newPassword },
          {
            onError: (error) => {
              const message = isApiRequestError(error, 400) ? error.apiError?.fields?.newPassword : undefined;
              if (message) form.setError('newPassword', { message });
            },
          },
        ),
      )}
    >
      {/* Lets password managers save the new password (the e-mail is not known here). */}
      <input type="text" autoComplete="username" className="hidden" readOnly value="" />
      <PasswordField
        id="reset-new-password"
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few words you will remember make a strong one.`}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        id="reset-confirm-password"
        label="New password again"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {resetPassword.isError && !form.formState.errors.newPassword ? (
        <div className="grid gap-2" role="alert">
          <p className="flex items-start gap-2 font-medium text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {refusedFields?.token ??
              (deadLink || isApiRequestError(resetPassword.error, 429)
                ? getApiErrorMessage(resetPassword.error, 'This link does not work.')
                : 'Your password was not changed. Check your connection and try again.')}
          </p>
          {deadLink ? (
            <Link
              to={FORGOT_PASSWORD_PATH}
              className="font-semibold text-blue-700 underline underline-offset-4"
            >
              Ask for a new link
            </Link>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <KeyRound aria-hidden="true" className="size-5" />
        )}
        {resetPassword.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
