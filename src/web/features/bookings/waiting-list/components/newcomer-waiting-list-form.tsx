import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  DRIVING_EXPERIENCE_OPTIONS,
  drivingExperienceLabels,
} from '../../../../../core/bookings/booking/booking-schemas';
import type { PublicInstructor } from '../../../../../core/bookings/booking/instructor-choice';
import {
  joinWaitingListRequestSchema,
  waitingListWishesInputSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { DialogClose } from '../../../../components/ui/dialog';
import { FieldError, fieldAriaProps, SelectField, TextField } from '../../../../components/ui/form-field';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import type { InstructorChoice } from '../../booking/instructor-choice-state';
import { useJoinWaitingList } from '../api/join-waiting-list';
import {
  initialWishesValues,
  toWishesFieldErrors,
  toWishesRequest,
  type WishesFieldErrors,
  wishesErrorsFromServer,
} from '../waiting-list-form-state';
import { WaitingListInstructorFields } from './waiting-list-instructor-fields';
import { WaitingListWishesFields } from './waiting-list-wishes-fields';

type ContactField = 'fullName' | 'email' | 'phone' | 'drivingExperience' | 'acceptTerms';
type ContactErrors = Partial<Record<ContactField, string>>;

const CONTACT_FIELDS: readonly ContactField[] = [
  'fullName',
  'email',
  'phone',
  'drivingExperience',
  'acceptTerms',
];

function isContactField(value: unknown): value is ContactField {
  return CONTACT_FIELDS.some((field) => field === value);
}

export interface NewcomerWaitingListFormProps {
  /** The school's instructors learners can choose; with two or more the form asks whom to wait for. */
  instructors?: readonly PublicInstructor[] | undefined;
  /** What the visitor picked on the booking page: the form starts from it. */
  bookingChoice?: InstructorChoice | undefined;
}

/** The radio value and preference the booking page's choice starts the form with. */
function startingInstructorChoice(choice: InstructorChoice | undefined) {
  if (choice?.kind === 'instructor') {
    return { value: `instructor-${choice.instructorId}`, preference: 'no_preference' as const };
  }
  return {
    value: 'any',
    preference: choice?.kind === 'preference' ? choice.preference : ('no_preference' as const),
  };
}

/**
 * "Tell me when an earlier time frees up" for someone with no booking yet: the booking form's
 * contact fields and consent, and the wishes. Loaded only when opened (the booking page's weight).
 * With more than one instructor it asks whom they wait for: any instructor (with a preference) or
 * one of them by name, who is then "their" instructor for the list (decision 0058).
 */
export function NewcomerWaitingListForm({ instructors, bookingChoice }: NewcomerWaitingListFormProps) {
  const today = toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
  const join = useJoinWaitingList();
  const hasChoice = (instructors?.length ?? 0) > 1;
  const [instructorChoice, setInstructorChoice] = useState(() => startingInstructorChoice(bookingChoice));
  const [instructorError, setInstructorError] = useState<string | undefined>();
  const [contact, setContact] = useState({
    fullName: '',
    email: '',
    phone: '',
    drivingExperience: '',
    acceptTerms: false,
  });
  const [wishes, setWishes] = useState(() => initialWishesValues(today));
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [wishErrors, setWishErrors] = useState<WishesFieldErrors>({});
  const [failure, setFailure] = useState('');
  const [doneMessage, setDoneMessage] = useState('');

  // A field's message goes once it is changed; the others stay until the next send.
  function changeContact<Field extends ContactField>(field: Field, value: (typeof contact)[Field]) {
    setContact((current) => ({ ...current, [field]: value }));
    setContactErrors(({ [field]: _changed, ...rest }) => rest);
    setFailure('');
  }

  function changeWishes(next: typeof wishes) {
    setWishes(next);
    setWishErrors({});
    setFailure('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const chosenId = /^instructor-(\d+)$/.exec(instructorChoice.value)?.[1];
    const request = {
      ...contact,
      wishes: hasChoice
        ? toWishesRequest({
            ...wishes,
            instructorChoice: instructorChoice.value === 'any' ? 'any' : 'mine',
            instructorPreference: instructorChoice.preference,
          })
        : toWishesRequest(wishes),
      ...(hasChoice && chosenId ? { instructorId: Number(chosenId) } : {}),
    };
    const result = joinWaitingListRequestSchema.safeParse(request);
    const nextContactErrors: ContactErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0];
      if (isContactField(field)) nextContactErrors[field] ??= issue.message;
    }
    const wishCheck = waitingListWishesInputSchema(today).safeParse(request.wishes);
    const nextWishErrors = wishCheck.success ? {} : toWishesFieldErrors(wishCheck.error.issues);
    setContactErrors(nextContactErrors);
    setWishErrors(nextWishErrors);
    if (!result.success || !wishCheck.success) {
      setFailure('Please check the highlighted fields.');
      return;
    }
    try {
      const answer = await join.mutateAsync(result.data);
      setDoneMessage(answer.message);
    } catch (error) {
      if (isApiRequestError(error, 400)) {
        const fields = error.apiError?.fields ?? {};
        const serverContact: ContactErrors = {};
        for (const [name, message] of Object.entries(fields)) {
          if (isContactField(name)) serverContact[name] = message;
        }
        setContactErrors(serverContact);
        setInstructorError(fields.instructorId);
        setWishErrors(wishesErrorsFromServer(fields, 'wishes.'));
      }
      setFailure(
        getApiErrorMessage(error, 'Nothing was sent: we could not reach the server. Please try again.'),
      );
    }
  }

  if (doneMessage) {
    return (
      <div className="grid gap-4" role="status">
        <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-slate-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {doneMessage}
        </p>
        <DialogClose asChild>
          <Button className="w-full sm:w-auto sm:justify-self-end">Close</Button>
        </DialogClose>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-4"
      aria-label="Join the waiting list"
    >
      <WaitingListWishesFields
        idPrefix="newcomer-waiting"
        values={wishes}
        errors={wishErrors}
        today={today}
        onChange={changeWishes}
      />
      {hasChoice && instructors ? (
        <WaitingListInstructorFields
          idPrefix="newcomer-waiting"
          options={[
            { value: 'any', label: 'Any instructor' },
            ...instructors.map((instructor) => ({
              value: `instructor-${instructor.id}`,
              label: `Only ${instructor.fullName}`,
            })),
          ]}
          value={instructorChoice.value}
          preference={instructorChoice.preference}
          error={instructorError ?? wishErrors.instructorChoice}
          onChange={(value) => {
            setInstructorChoice((current) => ({ ...current, value }));
            setInstructorError(undefined);
            setFailure('');
          }}
          onPreferenceChange={(preference) => setInstructorChoice((current) => ({ ...current, preference }))}
        />
      ) : null}
      <TextField
        id="waiting-full-name"
        label="Full name"
        error={contactErrors.fullName}
        autoComplete="name"
        value={contact.fullName}
        onChange={(event) => changeContact('fullName', event.target.value)}
      />
      <TextField
        id="waiting-email"
        label="E-mail"
        error={contactErrors.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={contact.email}
        onChange={(event) => changeContact('email', event.target.value)}
      />
      <TextField
        id="waiting-phone"
        label="Phone number"
        hint="So your instructor can call you about your lessons."
        error={contactErrors.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={contact.phone}
        onChange={(event) => changeContact('phone', event.target.value)}
      />
      <SelectField
        id="waiting-experience"
        label="Driving experience"
        error={contactErrors.drivingExperience}
        value={contact.drivingExperience}
        onChange={(event) => changeContact('drivingExperience', event.target.value)}
      >
        <option value="">Choose one</option>
        {DRIVING_EXPERIENCE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {drivingExperienceLabels[option]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="waiting-terms"
            type="checkbox"
            checked={contact.acceptTerms}
            onChange={(event) => changeContact('acceptTerms', event.target.checked)}
            className="mt-0.5 size-6 shrink-0 accent-blue-700"
            {...fieldAriaProps('waiting-terms', { error: contactErrors.acceptTerms })}
          />
          <label htmlFor="waiting-terms" className="text-slate-900">
            I have read and accept the{' '}
            <a
              href="/terms-and-conditions"
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800"
            >
              terms and conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            , and agree to be contacted about earlier times.
          </label>
        </div>
        <FieldError id="waiting-terms-error" message={contactErrors.acceptTerms} />
      </div>
      {failure ? (
        <p role="alert" className="font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={join.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {join.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : null}
        {join.isPending ? 'Sending…' : 'Tell me when a time frees up'}
      </Button>
    </form>
  );
}
