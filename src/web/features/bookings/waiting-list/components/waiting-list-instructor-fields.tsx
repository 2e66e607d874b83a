import {
  INSTRUCTOR_PREFERENCE_OPTIONS,
  instructorPreferenceLabels,
} from '../../../../../core/bookings/booking/booking-schemas';
import type { WaitingListInstructorPreference } from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { ChoiceGroup, ChoiceOption, SelectField } from '../../../../components/ui/form-field';

export interface WaitingInstructorOption {
  /** The radio's value: 'mine', 'any', or 'instructor-4' for a newcomer's named instructor. */
  value: string;
  label: string;
}

export interface WaitingListInstructorFieldsProps {
  idPrefix: string;
  options: readonly WaitingInstructorOption[];
  value: string;
  preference: WaitingListInstructorPreference;
  onChange: (value: string) => void;
  onPreferenceChange: (preference: WaitingListInstructorPreference) => void;
  error?: string | undefined;
}

/**
 * Whom the learner waits for (issue 38): their own instructor, or any instructor with the booking
 * form's preference (no preference, a male or a female instructor). Shown only where the school
 * has more than one instructor to choose from; the preference only with "Any instructor".
 */
export function WaitingListInstructorFields({
  idPrefix,
  options,
  value,
  preference,
  onChange,
  onPreferenceChange,
  error,
}: WaitingListInstructorFieldsProps) {
  return (
    <div className="grid gap-3">
      <ChoiceGroup
        id={`${idPrefix}-instructor`}
        legend="Which instructor's times?"
        hint="With any instructor you hear of more free times."
        error={error}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <ChoiceOption
              key={option.value}
              id={`${idPrefix}-instructor-${option.value}`}
              type="radio"
              name={`${idPrefix}-instructor`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              label={option.label}
            />
          ))}
        </div>
      </ChoiceGroup>
      {value === 'any' ? (
        <SelectField
          id={`${idPrefix}-preference`}
          label="Instructor preference"
          value={preference}
          onChange={(event) => {
            const next = INSTRUCTOR_PREFERENCE_OPTIONS.find((option) => option === event.target.value);
            if (next) onPreferenceChange(next);
          }}
        >
          {INSTRUCTOR_PREFERENCE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {instructorPreferenceLabels[option]}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
