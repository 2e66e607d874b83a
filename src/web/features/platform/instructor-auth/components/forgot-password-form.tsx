import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, MailCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  PASSWORD_RESET_LINK_MINUTES,
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '../../../../../core/platform/auth/account-schemas';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { usePasswordResetAvailability } from '../api/password-reset-availability';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * "Forgot your password?": the instructor's e-mail address, and a link is sent to it. The page says
 * plainly when this site cannot send e-mails, rather than pretend a link is on its way.
 */
export function ForgotPasswordForm() {
  const availability = usePasswordResetAvailability();
  const requestReset = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

  if (availability.isPending) {
    return (
      <div className="grid gap-3">
        <p className="sr-only" role="status">
          Checking whether this site can send e-mails
        </p>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-40" />
      </div>
    );
  }
  if (availability.isError) {
    return (
      <LoadErrorCard
        title="We couldn't load this page"
        message="The server didn't answer. Check your connection and try again."
        onRetry={() => void availability.refetch()}
        isRetrying={availability.isFetching}
      />
    );
  }
  if (!availability.data.emailConfigured) {
    return (
      <div
        className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        role="alert"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-semibold">Password reset by e-mail is not set up on this site.</p>
          <p>
            This site cannot send e-mails yet, so no reset link can reach you. Ask whoever runs the site to
            set up e-mail or to set your password for you.
          </p>
        </div>
      </div>
    );
  }
  if (requestReset.isSuccess) {
    return (
      <div
        className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
        role="status"
      >
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-semibold">Check your e-mail</p>
          <p>{requestReset.data.message}</p>
          <p>Nothing after a few minutes? Look in your spam folder, then ask again.</p>
        </div>
      </div>
    );
  }

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        requestReset.mutate(values, {
          onError: () => form.setFocus('email'),
        }),
      )}
    >
      <p className="text-slate-700">
        Enter the e-mail address you sign in with. We will send a link to choose a new password; it works
        once, for {PASSWORD_RESET_LINK_MINUTES} minutes.
      </p>
      <TextField
        id="forgot-email"
        label="Email"
        error={emailError}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...form.register('email')}
      />
      {requestReset.isError ? (
        <p className="flex items-start gap-2 font-medium text-red-700" role="alert">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {isApiRequestError(requestReset.error, 429) || isApiRequestError(requestReset.error, 503)
            ? getApiErrorMessage(
                requestReset.error,
                'Too many requests. Please wait a few minutes and try again.',
              )
            : 'The link was not sent. Check your connection and try again.'}
        </p>
      ) : null}
      <Button type="submit" disabled={requestReset.isPending}>
        {requestReset.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {requestReset.isPending ? 'Sending…' : 'Send the link'}
      </Button>
    </form>
  );
}
