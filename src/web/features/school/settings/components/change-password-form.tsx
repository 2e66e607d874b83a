import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
  MIN_PASSWORD_LENGTH,
} from '../../../../../core/platform/auth/account-schemas';
import { Button } from '../../../../components/ui/button';
import {
  GENERIC_FAILURE_TITLE,
  LONG_TOAST_MS,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { PasswordField } from '../../../../components/ui/password-field';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const FIELD_NAMES = ['currentPassword', 'newPassword'] as const;

function describeSignedOut(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return count === 1 ? '1 other device has been signed out.' : `${count} other devices have been signed out.`;
}

/** Change password: the current one, the new one twice. Other devices are signed out; this one stays. */
export function ChangePasswordForm({ email }: { email: string | undefined }) {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: ChangePasswordValues) {
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (result) => {
          form.reset();
          toast({
            title: 'Password Changed',
            description: `Use your new password from now on. ${describeSignedOut(result.otherSessionsSignedOut)}`,
            duration: LONG_TOAST_MS,
          });
        },
        onError: (error) => {
          const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
          const named = FIELD_NAMES.filter((name) => fields?.[name]);
          for (const name of named) form.setError(name, { message: fields?.[name] });
          if (named.length > 0) {
            form.setFocus(named[0] ?? 'currentPassword');
            return;
          }
          showFailureToast(
            GENERIC_FAILURE_TITLE,
            isApiRequestError(error, 429)
              ? getApiErrorMessage(error, 'Too many attempts. Please wait a few minutes and try again.')
              : 'Your password was not changed. Check your connection and try again.',
          );
        },
      },
    );
  }

  return (
    <form
      className="grid gap-4"
      aria-labelledby="change-password-title"
      noValidate
      onSubmit={form.handleSubmit(handleValid)}
    >
      <h4 id="change-password-title" className="text-lg font-semibold">
        Change password
      </h4>
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" autoComplete="username" className="hidden" value={email ?? ''} readOnly />
      <PasswordField
        id="account-current-password"
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        id="account-new-password"
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few words you will remember make a strong one.`}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id="account-confirm-password"
        label="New password again"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-sm text-slate-700">
        Changing your password signs out every other device; this one stays signed in.
      </p>
      <Button type="submit" className="justify-self-start" disabled={changePassword.isPending}>
        {changePassword.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <KeyRound aria-hidden="true" className="size-5" />
        )}
        {changePassword.isPending ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}
