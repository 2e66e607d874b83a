import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, LoaderCircle, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  INVALID_LOGIN_MESSAGE,
  type InstructorLoginRequest,
  instructorLoginRequestSchema,
} from '../../../../../core/platform/auth/auth-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { showFailureToast } from '../../../../components/ui/failure-toasts';
import { FieldError, fieldAriaProps, inputClassName, TextField } from '../../../../components/ui/form-field';
import { LPlateLogo } from '../../../../components/ui/l-plate-logo';
import { useHydrated } from '../../../../hooks/use-hydrated';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useInstructorLogin } from '../api/instructor-login';
import { NeedAccessNote } from './need-access-note';

export const LOGIN_FAILED_TITLE = 'Login Failed';

/** The instructor sign-in form (spec section 2): e-mail, password with show/hide, and who to ask. */
export function InstructorLoginForm() {
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

  function handleValid(values: InstructorLoginRequest) {
    login.mutate(values, {
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
    <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <LPlateLogo />
        <div>
          <h1 className="text-2xl sm:text-3xl">Instructor Login</h1>
          <p className="text-slate-700">Sign in to run the school's bookings and lessons.</p>
        </div>
      </div>
      {/* method="post": should it ever be sent before the script takes over (Sign In waits for it),
          the password must not land in the address; the server answers with the form again. */}
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
          <Link
            to="/instructor-dashboard/forgot-password"
            className="inline-flex min-h-11 w-fit items-center font-medium text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" disabled={login.isPending || !hydrated}>
          {login.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <LogIn aria-hidden="true" className="size-5" />
          )}
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <NeedAccessNote />
    </Card>
  );
}
