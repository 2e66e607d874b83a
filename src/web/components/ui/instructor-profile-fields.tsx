import type { ReactNode } from 'react';
import type { DefaultValues, FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  GEARBOX_LABELS,
  GENDER_LABELS,
  INSTRUCTOR_GEARBOX_VALUES,
  INSTRUCTOR_GENDER_VALUES,
  INSTRUCTOR_QUALIFICATION_VALUES,
  type InstructorAccount,
  type instructorProfileInputSchema,
  QUALIFICATION_LABELS,
} from '../../../core/platform/auth/instructor-accounts-schemas';
import { COVERED_REGIONS } from '../../../core/school/content/areas-covered';
import { ChoiceGroup, ChoiceOption, TextareaField, TextField } from './form-field';
import { InstructorNameField, InstructorPhoneField } from './instructor-contact-fields';

/** What a form holding the profile has in it (the invitation page's form has the password too). */
export type InstructorProfileFormValues = z.input<typeof instructorProfileInputSchema>;
export type InstructorProfileFieldName = keyof InstructorProfileFormValues;

/** The profile's fields, in the order they are asked: a 400's messages are placed on these. */
export const INSTRUCTOR_PROFILE_FIELD_NAMES = [
  'fullName',
  'phone',
  'gender',
  'bio',
  'qualification',
  'gearbox',
  'carMake',
  'carModel',
  'areas',
] as const satisfies readonly InstructorProfileFieldName[];

/**
 * The form's `register`, for the profile's fields only. Any react-hook-form form whose values
 * include the profile passes its own `register` (the invitation's form has the password too).
 */
export type RegisterInstructorProfileField = <Name extends InstructorProfileFieldName>(
  name: Name,
  options?: { setValueAs?: (value: unknown) => unknown },
) => UseFormRegisterReturn<Name>;

/** 'Prefer not to say' is sent as null: gender is optional. */
export function readGender(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}

/** The message of the areas list, wherever zod put it (the list, or one of its items). */
function areasError(areas: FieldErrors<InstructorProfileFormValues>['areas']): string | undefined {
  if (!areas) return undefined;
  if (areas.message) return areas.message;
  if (areas.root?.message) return areas.root.message;
  return Array.isArray(areas) ? areas.find((item) => item?.message)?.message : undefined;
}

/** One message per field, for the fields below. */
export function instructorProfileErrors(
  errors: FieldErrors<InstructorProfileFormValues>,
): Partial<Record<InstructorProfileFieldName, string>> {
  const messages: Partial<Record<InstructorProfileFieldName, string>> = {};
  for (const name of INSTRUCTOR_PROFILE_FIELD_NAMES) {
    const message = name === 'areas' ? areasError(errors.areas) : errors[name]?.message;
    if (message) messages[name] = message;
  }
  return messages;
}

/** A saved account as the form's starting values: what is not filled in yet starts empty. */
export function toInstructorProfileFormValues(
  account: InstructorAccount,
): DefaultValues<InstructorProfileFormValues> {
  return {
    fullName: account.fullName ?? '',
    phone: account.phone ?? '',
    gender: account.gender,
    bio: account.bio ?? '',
    // Unchosen until chosen (the owner from before has no gearbox or qualification on record).
    qualification: account.qualification ?? undefined,
    gearbox: account.gearbox ?? undefined,
    carMake: account.carMake ?? '',
    carModel: account.carModel ?? '',
    areas: account.areas,
  };
}

export interface InstructorProfileFieldsProps {
  /** Each field's id starts with it ('invitation' gives 'invitation-full-name'). */
  idPrefix: string;
  register: RegisterInstructorProfileField;
  errors: Partial<Record<InstructorProfileFieldName, string>>;
  /** The sections' headings: h2 on a page of their own, h4 inside a dashboard section card. */
  headingLevel: 2 | 4;
  /**
   * The instructor's photo field, first under "About you" (My profile: it saves on its own, the
   * account must exist first, so the invitation page has none; docs/decisions/0049).
   */
  photo?: ReactNode;
}

function areaId(idPrefix: string, regionId: string, name: string): string {
  return `${idPrefix}-area-${regionId}-${name.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
}

/**
 * The instructor's profile as learners see it (issue 37, docs/decisions/0050): one fieldset for the
 * invitation page and My profile, so both ask alike and check by the one schema
 * (core/platform/auth/instructor-accounts-schemas.ts). The invitation dialog and the application
 * share its name and phone fields (instructor-contact-fields.tsx).
 */
export function InstructorProfileFields({
  idPrefix,
  register,
  errors,
  headingLevel,
  photo,
}: InstructorProfileFieldsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const headingClassName = headingLevel === 2 ? 'text-xl' : 'text-lg';
  return (
    <>
      <section aria-labelledby={`${idPrefix}-about-heading`} className="grid gap-4">
        <Heading id={`${idPrefix}-about-heading`} className={headingClassName}>
          About you
        </Heading>
        {photo}
        <InstructorNameField
          id={`${idPrefix}-full-name`}
          hint="As learners will see it."
          ownName
          error={errors.fullName}
          registration={register('fullName')}
        />
        <InstructorPhoneField
          id={`${idPrefix}-phone`}
          hint="Learners and the school reach you on this number."
          error={errors.phone}
          registration={register('phone')}
        />
        <ChoiceGroup
          id={`${idPrefix}-gender`}
          legend="Gender (optional)"
          hint="Only used so learners who ask for a female or male instructor can find you."
          error={errors.gender}
        >
          {INSTRUCTOR_GENDER_VALUES.map((gender) => (
            <ChoiceOption
              key={gender}
              type="radio"
              id={`${idPrefix}-gender-${gender}`}
              value={gender}
              label={GENDER_LABELS[gender]}
              {...register('gender', { setValueAs: readGender })}
            />
          ))}
          <ChoiceOption
            type="radio"
            id={`${idPrefix}-gender-none`}
            value=""
            label="Prefer not to say"
            {...register('gender', { setValueAs: readGender })}
          />
        </ChoiceGroup>
        <TextareaField
          id={`${idPrefix}-bio`}
          label="A short introduction"
          optional
          hint="A sentence or two for learners: how you teach, what you enjoy."
          rows={3}
          maxLength={600}
          error={errors.bio}
          {...register('bio')}
        />
      </section>

      <section aria-labelledby={`${idPrefix}-teaching-heading`} className="grid gap-4">
        <Heading id={`${idPrefix}-teaching-heading`} className={headingClassName}>
          How you teach
        </Heading>
        <ChoiceGroup id={`${idPrefix}-qualification`} legend="Qualification" error={errors.qualification}>
          {INSTRUCTOR_QUALIFICATION_VALUES.map((qualification) => (
            <ChoiceOption
              key={qualification}
              type="radio"
              id={`${idPrefix}-qualification-${qualification}`}
              value={qualification}
              label={QUALIFICATION_LABELS[qualification]}
              {...register('qualification')}
            />
          ))}
        </ChoiceGroup>
        <ChoiceGroup id={`${idPrefix}-gearbox`} legend="Gearbox you teach in" error={errors.gearbox}>
          {INSTRUCTOR_GEARBOX_VALUES.map((gearbox) => (
            <ChoiceOption
              key={gearbox}
              type="radio"
              id={`${idPrefix}-gearbox-${gearbox}`}
              value={gearbox}
              label={GEARBOX_LABELS[gearbox]}
              {...register('gearbox')}
            />
          ))}
        </ChoiceGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${idPrefix}-car-make`}
            label="Car make"
            hint="Like Toyota."
            autoComplete="off"
            error={errors.carMake}
            {...register('carMake')}
          />
          <TextField
            id={`${idPrefix}-car-model`}
            label="Car model"
            hint="Like Yaris Hybrid."
            autoComplete="off"
            error={errors.carModel}
            {...register('carModel')}
          />
        </div>
        <ChoiceGroup
          id={`${idPrefix}-areas`}
          legend="Areas you cover"
          hint="Learners in these areas can choose you."
          error={errors.areas}
          className="grid gap-4"
        >
          {COVERED_REGIONS.map((region) => (
            <div key={region.id} className="grid gap-2">
              <p className="font-medium text-slate-800">{region.name}</p>
              <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {region.areas.map((area) => (
                  <ChoiceOption
                    key={area.name}
                    id={areaId(idPrefix, region.id, area.name)}
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
    </>
  );
}
