import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type StudentLookupResponse,
  studentLookupParamsSchema,
} from '../../../../core/booking/booking-schemas';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, inputClassName } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useStudentLookup } from '../api/lookup-student';
import { getStudentFoundToast, LOOKUP_FAILED_TOAST, LOOKUP_NOT_FOUND_TOAST } from '../booking-messages';

export type FoundStudent = NonNullable<StudentLookupResponse['student']>;

export interface ReturningStudentLookupProps {
  /** A previous learner was found: fill in what is safe to fill in. */
  onFound: (student: FoundStudent, email: string) => void;
  /** Nobody booked with this address: the learner carries on with it. */
  onNotFound: (email: string) => void;
}

/**
 * 'Booked with us before?': looks the e-mail up and prefills the name and driving experience
 * (never the phone: decisions.md, privacy). Its own form, so Enter here never sends the booking.
 */
export function ReturningStudentLookup({ onFound, onNotFound }: ReturningStudentLookupProps) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const lookup = useStudentLookup();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = studentLookupParamsSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Valid email is required');
      return;
    }
    setError(undefined);
    const address = parsed.data.email;
    lookup.mutate(address, {
      onSuccess: (result) => {
        if (result.found && result.student) {
          onFound(result.student, address);
          toast(getStudentFoundToast(result.student.fullName));
        } else {
          onNotFound(address);
          toast(LOOKUP_NOT_FOUND_TOAST);
        }
      },
      onError: () => toast({ ...LOOKUP_FAILED_TOAST, variant: 'destructive' }),
    });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${inputId}-heading`}
      className="@container grid gap-2"
    >
      <h3 id={`${inputId}-heading`} className="text-base">
        Booked with us before?
      </h3>
      <label htmlFor={inputId} className="text-sm text-slate-700">
        Enter the e-mail you booked with and we'll fill in your name and driving experience.
      </label>
      <div className="flex flex-col gap-2 @lg:flex-row">
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { error })}
          className={inputClassName}
        />
        <Button type="submit" variant="secondary" disabled={lookup.isPending} className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          {lookup.isPending ? 'Finding…' : 'Find my details'}
        </Button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </form>
  );
}
