import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, LoaderCircle, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  INVALID_LOGIN_MESSAGE,
  type InstructorLoginRequest,
  instructorLoginRequestSchema,
} from '../../../../../core/platform/auth/auth-schemas';
import { SiteLink } from '../../../../components/site-navigation';
import { Button } from '../../../../components/ui/button';
import { showFailureToast } from '../../../../components/ui/failure-toasts';
import { FieldError, fieldAriaProps, inputClassName, TextField } from '../../../../components/ui/form-field';
import { useHydrated } from '../../../../hooks/use-hydrated';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useInstructorLogin } from '../api/instructor-login';

export const LOGIN_FAILED_TITLE = 'Login Failed';

export interface InstructorSignInFormProps {
  /**
   * Called once the server has set the session. In the app the dashboard follows from the session
   * query (useInstructorLogin fills it); the sign-in page the server rendered has no app to follow
   * it and opens the dashboard as a new page instead.
   */
  onSignedIn?: () => void;
}

/**
 * The sign-in form itself (spec section 2): e-mail, password with show/hide, the way to a forgotten
 * password. The sign-in page's live part (an island in InstructorLoginForm's card).
 */
export function InstructorSignInForm({ onSignedIn }: InstructorSignInFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const login = useInstructorLogin();
  // The server renders this form (the dashboard's sign-in page): Sign In works once hydrated.
  const hydrated = useHydrated();
  const form = useForm<InstructorLoginRequest>({
    resolver: zodResolver(instructorLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // Signed in: the dashboard replaces the form (at once in the app, as the next page otherwise).
  const signingIn = login.isPending || login.isSuccess;

  function handleValid(values: InstructorLoginRequest) {
    login.mutate(values, {
      onSuccess: () => onSignedIn?.(),
      onError: (error) => {
        // Too many attempts: the server says how long to wait. Anything else reads the same (spec section 8).
        const message = isApiRequestError(error, 429)
          ? getApiErrorMessage(error, 'Too many attempts. Please wait a few minutes and try again.')
          : INVALID_LOGIN_MESSAGE;
        showFailureToast(LOGIN_FAILED_TITLE, message);
        form.setFocus('password');
      },
    });
  }

  return (
    // method="post": should it ever be sent before the script takes over (Sign In waits for it),
    // the password must not land in the address; the server answers with the form again.
    <form method="post" className="grid gap-5" noValidate onSubmit={form.handleSubmit(handleValid)}>
      <TextField
        id="login-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...register('email')}
      />
      <div className="grid gap-1.5">
        <label htmlFor="login-password" className="font-medium text-slate-900">
          Password
        </label>
        <div className="flex gap-2">
          <input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={inputClassName}
            {...register('password')}
            {...fieldAriaProps('login-password', { error: errors.password?.message })}
          />
          <Button
            variant="secondary"
            size="compact"
            className="w-11 shrink-0"
            aria-pressed={showPassword}
            aria-label="Show password"
            aria-controls="login-password"
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </Button>
        </div>
        <FieldError id="login-password-error" message={errors.password?.message} />
        <SiteLink
          to="/instructor-dashboard/forgot-password"
          className="inline-flex min-h-11 w-fit items-center font-medium text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
        >
          Forgot your password?
        </SiteLink>
      </div>
      <Button type="submit" disabled={signingIn || !hydrated}>
        {signingIn ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <LogIn aria-hidden="true" className="size-5" />
        )}
        {signingIn ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
