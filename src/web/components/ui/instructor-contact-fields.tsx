import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-field';

/*
 * The two questions every instructor form asks alike: the name and the phone. Kept apart from the
 * whole profile fieldset (instructor-profile-fields.tsx) so the public application page, which
 * asks only these of it, does not carry the areas list and the profile schema in its JavaScript.
 */

export interface InstructorNameFieldProps {
  id: string;
  error: string | undefined;
  /** The browser offers the person's own name: off where the owner types someone else's. */
  ownName: boolean;
  hint?: string;
  className?: string;
  registration: UseFormRegisterReturn<'fullName'>;
}

/** 'Full name': the invitation dialog, the invitation page, My profile and the application. */
export function InstructorNameField({
  id,
  error,
  ownName,
  hint,
  className,
  registration,
}: InstructorNameFieldProps) {
  return (
    <TextField
      id={id}
      label="Full name"
      hint={hint}
      autoComplete={ownName ? 'name' : 'off'}
      error={error}
      className={className}
      {...registration}
    />
  );
}

export interface InstructorPhoneFieldProps {
  id: string;
  error: string | undefined;
  /** The instructor's profile asks for the number learners reach them on, WhatsApp too. */
  label?: 'Phone and WhatsApp' | 'Phone';
  hint?: string;
  registration: UseFormRegisterReturn<'phone'>;
}

/** The person's own phone number (the browser may offer it). */
export function InstructorPhoneField({
  id,
  error,
  label = 'Phone and WhatsApp',
  hint,
  registration,
}: InstructorPhoneFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      error={error}
      {...registration}
    />
  );
}
