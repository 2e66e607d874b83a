import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, UserCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../../../core/platform/auth/account-schemas';
import {
  type AcceptInstructorInvitationForm,
  acceptInstructorInvitationFormSchema,
  type InvitationLookupResponse,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { Button } from '../../../../components/ui/button';
import {
  INSTRUCTOR_PROFILE_FIELD_NAMES,
  InstructorProfileFields,
  instructorProfileErrors,
} from '../../../../components/ui/instructor-profile-fields';
import { PasswordField } from '../../../../components/ui/password-field';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { DASHBOARD_PATH } from '../../../../lib/dashboard-tabs';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useAcceptInvitation } from '../api/accept-invitation';

type FormValues = z.input<typeof acceptInstructorInvitationFormSchema>;

const FIELD_NAMES = [...INSTRUCTOR_PROFILE_FIELD_NAMES, 'password', 'confirmPassword'] as const;

/**
 * The invitee's password and profile, laid out for a phone. On success the server has signed this
 * browser in: the dashboard opens on Today.
 */
export function AcceptInvitationForm({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationLookupResponse;
}) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, AcceptInstructorInvitationForm>({
    resolver: zodResolver(acceptInstructorInvitationFormSchema),
    defaultValues: {
      fullName: invitation.fullName,
      password: '',
      confirmPassword: '',
      // An invitation sent on approving an application starts with what the applicant told the school.
      phone: invitation.prefill?.phone ?? '',
      gender: null,
      carMake: '',
      carModel: '',
      areas: invitation.prefill?.areas ?? [],
      bio: '',
      ...(invitation.prefill?.qualification ? { qualification: invitation.prefill.qualification } : {}),
      ...(invitation.prefill?.gearbox ? { gearbox: invitation.prefill.gearbox } : {}),
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid({ confirmPassword: _confirm, ...request }: AcceptInstructorInvitationForm) {
    accept.mutate(
      { token, request },
      {
        onSuccess: () => void navigate(DASHBOARD_PATH, { replace: true }),
        onError: (error) => {
          placeServerFieldErrors(error, FIELD_NAMES, form.setError);
        },
      },
    );
  }

  const failure =
    accept.isError && !isApiRequestError(accept.error, 400)
      ? isApiRequestError(accept.error, 410) || isApiRequestError(accept.error, 409)
        ? getApiErrorMessage(accept.error, 'This invitation can no longer be used.')
        : 'Your account was not made. Check your connection and try again.'
      : null;

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit(handleValid)}>
      {/* Lets password managers save the new password under the right address. */}
      <input type="email" autoComplete="username" className="hidden" readOnly value={invitation.email} />
      <section aria-labelledby="invitation-account-heading" className="grid gap-4">
        <h2 id="invitation-account-heading" className="text-xl">
          Your account
        </h2>
        <p className="text-slate-700">
          You sign in with <strong className="break-all">{invitation.email}</strong>.
        </p>
        <PasswordField
          id="invitation-password"
          label="Choose a password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few words you will remember make a strong one.`}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id="invitation-confirm-password"
          label="Password again"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </section>

      <InstructorProfileFields
        idPrefix="invitation"
        register={register}
        errors={instructorProfileErrors(errors)}
        headingLevel={2}
      />

      {failure ? (
        <p className="flex items-start gap-2 font-medium text-red-700" role="alert">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <UserCheck aria-hidden="true" className="size-5" />
        )}
        {accept.isPending ? 'Making your account…' : 'Create My Account'}
      </Button>
    </form>
  );
}
