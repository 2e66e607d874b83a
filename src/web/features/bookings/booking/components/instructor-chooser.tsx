import { memo } from 'react';
import type { PublicInstructor } from '../../../../../core/bookings/booking/instructor-choice';
import { formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { GEARBOX_LABELS } from '../../../../../core/platform/auth/instructor-profile-values';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { InstructorAvatar } from '../../../../components/ui/instructor-avatar';
import { classNames } from '../../../../lib/class-names';
import {
  fromChoiceValue,
  type InstructorChoice,
  listOfferedPreferences,
  toChoiceValue,
} from '../instructor-choice-state';

export interface InstructorChooserProps {
  instructors: readonly PublicInstructor[];
  choice: InstructorChoice;
  onChoose: (choice: InstructorChoice) => void;
  /** Said when picking a time started the selection again with another instructor. */
  note: string | null;
}

const optionClass =
  'flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:ring-1 has-checked:ring-blue-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700';

function describeNextFree(nextFreeAt: string | null): string {
  if (!nextFreeAt) return 'No free times online yet';
  const { date, time } = toZonedParts(new Date(nextFreeAt), SCHOOL_TIME_ZONE);
  return `Next free: ${formatShortDate(date)}, ${formatTime12h(time)}`;
}

/**
 * Who teaches the learner (issue 37): any instructor (every time), a preference (female / male)
 * or one instructor, whose card is the school's public face of them. Shown only when the school
 * has more than one instructor learners can book.
 */
export const InstructorChooser = memo(function InstructorChooser({
  instructors,
  choice,
  onChoose,
  note,
}: InstructorChooserProps) {
  const value = toChoiceValue(choice);
  const radio = (optionValue: string) => ({
    type: 'radio' as const,
    name: 'instructor-choice',
    value: optionValue,
    checked: value === optionValue,
    onChange: () => onChoose(fromChoiceValue(optionValue)),
    className: 'mt-1 size-4 shrink-0 accent-blue-700',
  });
  return (
    <fieldset className="mt-4 flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-lg text-slate-900">Who would you like to teach you?</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        <label className={optionClass}>
          <input {...radio('any')} />
          <span className="flex flex-col">
            <span className="font-medium">Any instructor</span>
            <span className="text-sm text-slate-600">Every free time</span>
          </span>
        </label>
        {listOfferedPreferences(instructors).map((preference) => (
          <label key={preference} className={optionClass}>
            <input {...radio(preference)} />
            <span className="flex flex-col">
              <span className="font-medium">
                {preference === 'female' ? 'A female instructor' : 'A male instructor'}
              </span>
              <span className="text-sm text-slate-600">Only {preference} instructors' times</span>
            </span>
          </label>
        ))}
      </div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Our instructors">
        {instructors.map((instructor) => (
          <li key={instructor.id} className="flex">
            <label className={classNames(optionClass, 'w-full')}>
              <input {...radio(`instructor-${instructor.id}`)} />
              <InstructorAvatar fullName={instructor.fullName} photoUrl={instructor.photoUrl} size={56} />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-slate-900">{instructor.fullName}</span>
                <span className="text-sm text-slate-700">
                  {instructor.qualification === 'adi'
                    ? 'Approved Driving Instructor'
                    : 'Trainee instructor (PDI)'}
                </span>
                <span className="text-sm text-slate-700">
                  {[GEARBOX_LABELS[instructor.gearbox], instructor.car].filter(Boolean).join(' · ')}
                </span>
                {instructor.areas.length > 0 ? (
                  <span className="text-sm text-slate-600">Covers {instructor.areas.join(', ')}</span>
                ) : null}
                <span className="font-medium text-sm text-blue-900">
                  {describeNextFree(instructor.nextFreeAt)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="text-slate-700 empty:hidden">
        {note}
      </p>
    </fieldset>
  );
});
