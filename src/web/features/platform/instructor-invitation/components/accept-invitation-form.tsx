import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, UserCheck } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../../../core/platform/auth/account-schemas';
import {
  type AcceptInstructorInvitationForm,
  acceptInstructorInvitationFormSchema,
  GEARBOX_LABELS,
  INSTRUCTOR_GEARBOX_VALUES,
  type InvitationLookupResponse,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { COVERED_REGIONS } from '../../../../../core/school/content/areas-covered';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup, ChoiceOption, TextareaField, TextField } from '../../../../components/ui/form-field';
import { PasswordField } from '../../../../components/ui/password-field';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { DASHBOARD_PATH } from '../../../../lib/dashboard-tabs';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useAcceptInvitation } from '../api/accept-invitation';

type FormValues = z.input<typeof acceptInstructorInvitationFormSchema>;

const FIELD_NAMES = [
  'fullName',
  'password',
  'confirmPassword',
  'phone',
  'gender',
  'qualification',
  'gearbox',
  'carMake',
  'carModel',
  'areas',
  'bio',
] as const;

/** The message of the areas list, wherever zod put it (the list, or one of its items). */
function areasError(errors: FieldErrors<FormValues>): string | undefined {
  const areas = errors.areas;
  if (!areas) return undefined;
  if (areas.message) return areas.message;
  if (areas.root?.message) return areas.root.message;
  return Array.isArray(areas) ? areas.find((item) => item?.message)?.message : undefined;
}

/** 'Prefer not to say' is sent as null: gender is optional. */
function readGender(value: unknown) {
  return value === '' || value === undefined ? null : value;
}

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
      phone: '',
      gender: null,
      carMake: '',
      carModel: '',
      areas: [],
      bio: '',
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
        <TextField
          id="invitation-full-name"
          label="Full name"
          hint="As learners will see it."
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
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
        <TextField
          id="invitation-phone"
          label="Phone and WhatsApp"
          hint="Learners and the school reach you on this number."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </section>

      <section aria-labelledby="invitation-teaching-heading" className="grid gap-4">
        <h2 id="invitation-teaching-heading" className="text-xl">
          How you teach
        </h2>
        <ChoiceGroup
          id="invitation-qualification"
          legend="Qualification"
          error={errors.qualification?.message}
        >
          <ChoiceOption
            type="radio"
            id="invitation-qualification-adi"
            value="adi"
            label="Approved Driving Instructor (ADI)"
            {...register('qualification')}
          />
          <ChoiceOption
            type="radio"
            id="invitation-qualification-pdi"
            value="pdi"
            label="Trainee instructor (PDI)"
            {...register('qualification')}
          />
        </ChoiceGroup>
        <ChoiceGroup id="invitation-gearbox" legend="Gearbox you teach in" error={errors.gearbox?.message}>
          {INSTRUCTOR_GEARBOX_VALUES.map((gearbox) => (
            <ChoiceOption
              key={gearbox}
              type="radio"
              id={`invitation-gearbox-${gearbox}`}
              value={gearbox}
              label={GEARBOX_LABELS[gearbox]}
              {...register('gearbox')}
            />
          ))}
        </ChoiceGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="invitation-car-make"
            label="Car make"
            hint="Like Toyota."
            autoComplete="off"
            error={errors.carMake?.message}
            {...register('carMake')}
          />
          <TextField
            id="invitation-car-model"
            label="Car model"
            hint="Like Yaris Hybrid."
            autoComplete="off"
            error={errors.carModel?.message}
            {...register('carModel')}
          />
        </div>
        <ChoiceGroup
          id="invitation-areas"
          legend="Areas you cover"
          hint="Learners in these areas can choose you."
          error={areasError(errors)}
          className="grid gap-4"
        >
          {COVERED_REGIONS.map((region) => (
            <div key={region.id} className="grid gap-2">
              <p className="font-medium text-slate-800">{region.name}</p>
              <div className="grid gap-2 sm:grid-cols-2">
                {region.areas.map((area) => (
                  <ChoiceOption
                    key={area.name}
                    id={`invitation-area-${region.id}-${area.name.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`}
                    value={area.name}
                    label={area.name}
                    {...register('areas')}
                  />
                ))}
              </div>
            </div>
          ))}
        </ChoiceGroup>
      </section>

      <section aria-labelledby="invitation-about-heading" className="grid gap-4">
        <h2 id="invitation-about-heading" className="text-xl">
          About you
        </h2>
        <ChoiceGroup
          id="invitation-gender"
          legend="Gender (optional)"
          hint="Only used so learners who ask for a female or male instructor can find you."
          error={errors.gender?.message}
        >
          <ChoiceOption
            type="radio"
            id="invitation-gender-female"
            value="female"
            label="Female"
            {...register('gender', { setValueAs: readGender })}
          />
          <ChoiceOption
            type="radio"
            id="invitation-gender-male"
            value="male"
            label="Male"
            {...register('gender', { setValueAs: readGender })}
          />
          <ChoiceOption
            type="radio"
            id="invitation-gender-none"
            value=""
            label="Prefer not to say"
            {...register('gender', { setValueAs: readGender })}
          />
        </ChoiceGroup>
        <TextareaField
          id="invitation-bio"
          label="A short introduction"
          optional
          hint="A sentence or two for learners: how you teach, what you enjoy."
          rows={3}
          maxLength={600}
          error={errors.bio?.message}
          {...register('bio')}
        />
      </section>

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
