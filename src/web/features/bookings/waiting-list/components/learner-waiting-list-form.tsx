import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { LearnerWaitingListEntry } from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useInstructors } from '../../booking/api/get-instructors';
import { useSaveMyWaitingListEntry } from '../api/save-my-waiting-list-entry';
import {
  initialWishesValues,
  validateWishes,
  type WishesFieldErrors,
  wishesErrorsFromServer,
} from '../waiting-list-form-state';
import { WaitingListInstructorFields } from './waiting-list-instructor-fields';
import { WaitingListWishesFields } from './waiting-list-wishes-fields';

function schoolToday(): string {
  return toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
}

/**
 * Joining the waiting list, or changing what was asked for, on the learner's page
 * (learner-waiting-list-card.tsx, which loads it when the learner asks).
 */
export function LearnerWaitingListForm({
  token,
  entry,
  onDone,
  onCancel,
}: {
  token: string;
  entry: LearnerWaitingListEntry | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const today = schoolToday();
  const save = useSaveMyWaitingListEntry(token);
  // The choice only where there is someone else to wait for (decision 0058).
  const hasChoice = (useInstructors().data?.length ?? 0) > 1;
  const [values, setValues] = useState(() => initialWishesValues(today, entry?.wishes));
  const [errors, setErrors] = useState<WishesFieldErrors>({});
  const [failure, setFailure] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const checked = validateWishes(values, today);
    if (!checked.wishes) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.wishes);
      onDone(
        entry
          ? 'Saved: your waiting-list entry is up to date.'
          : 'Thank you, you have joined the waiting list.',
      );
    } catch (error) {
      if (isApiRequestError(error, 400)) setErrors(wishesErrorsFromServer(error.apiError?.fields));
      setFailure(
        getApiErrorMessage(error, 'Nothing was saved: we could not reach the server. Please try again.'),
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-4"
      aria-label="Waiting list"
    >
      <WaitingListWishesFields
        idPrefix="learner-waiting"
        values={values}
        errors={errors}
        today={today}
        onChange={(next) => {
          setValues(next);
          setErrors({});
          setFailure('');
        }}
      />
      {hasChoice || values.instructorChoice === 'any' ? (
        <WaitingListInstructorFields
          idPrefix="learner-waiting"
          options={[
            { value: 'mine', label: 'My instructor' },
            { value: 'any', label: 'Any instructor' },
          ]}
          value={values.instructorChoice}
          preference={values.instructorPreference}
          error={errors.instructorChoice}
          onChange={(choice) => {
            setValues({ ...values, instructorChoice: choice === 'any' ? 'any' : 'mine' });
            setFailure('');
          }}
          onPreferenceChange={(instructorPreference) => setValues({ ...values, instructorPreference })}
        />
      ) : null}
      {failure ? <p className="font-medium text-red-700">{failure}</p> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : null}
          {save.isPending ? 'Saving…' : entry ? 'Save changes' : 'Join the waiting list'}
        </Button>
      </div>
    </form>
  );
}
