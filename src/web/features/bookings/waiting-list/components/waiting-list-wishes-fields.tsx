import {
  WAITING_LIST_LESSON_MINUTES,
  WAITING_LIST_PERIODS,
  WAITING_LIST_WEEKDAY_NAMES,
  waitingListPeriodHours,
  waitingListPeriodLabels,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { ChoiceGroup, SelectField, TextField } from '../../../../components/ui/form-field';
import { type WishesFieldErrors, type WishesFormValues, windowKey } from '../waiting-list-form-state';

const lengthLabels: Record<(typeof WAITING_LIST_LESSON_MINUTES)[number], string> = {
  60: '1 hour',
  90: '1.5 hours',
  120: '2 hours',
};

export interface WaitingListWishesFieldsProps {
  /** Prefix of the inputs' ids (two forms may be on one page). */
  idPrefix: string;
  values: WishesFormValues;
  errors: WishesFieldErrors;
  today: string;
  onChange: (values: WishesFormValues) => void;
}

/**
 * Which days and times suit, from which date, how long a lesson and the test date: a compact grid
 * of weekdays by morning / afternoon / evening, each cell a 44 px checkbox.
 */
export function WaitingListWishesFields({
  idPrefix,
  values,
  errors,
  today,
  onChange,
}: WaitingListWishesFieldsProps) {
  function toggle(key: string, checked: boolean) {
    const windows = new Set(values.windows);
    if (checked) windows.add(key);
    else windows.delete(key);
    onChange({ ...values, windows });
  }

  return (
    <div className="grid gap-4">
      <ChoiceGroup id={`${idPrefix}-windows`} legend="Which days and times suit you?" error={errors.windows}>
        <div className="grid grid-cols-[3rem_repeat(3,minmax(0,1fr))] items-center gap-1 text-center sm:grid-cols-[4rem_repeat(3,minmax(0,1fr))]">
          <span aria-hidden="true" />
          {WAITING_LIST_PERIODS.map((period) => (
            <span
              key={period}
              aria-hidden="true"
              className="grid text-sm leading-tight font-medium text-slate-900"
            >
              {waitingListPeriodLabels[period]}
              <span className="text-xs font-normal text-slate-600">{waitingListPeriodHours[period]}</span>
            </span>
          ))}
          {WAITING_LIST_WEEKDAY_NAMES.map((day, index) => {
            const weekday = index + 1;
            return [
              <span
                key={`${day}-name`}
                aria-hidden="true"
                className="text-left text-sm font-medium text-slate-900"
              >
                {day.slice(0, 3)}
              </span>,
              ...WAITING_LIST_PERIODS.map((period) => {
                const key = windowKey(weekday, period);
                const id = `${idPrefix}-window-${key}`;
                return (
                  <label
                    key={key}
                    htmlFor={id}
                    className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-blue-700"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={values.windows.has(key)}
                      onChange={(event) => toggle(key, event.target.checked)}
                      className="size-5 accent-blue-700 focus-visible:outline-none"
                    />
                    <span className="sr-only">
                      {day} {waitingListPeriodLabels[period].toLowerCase()}
                    </span>
                  </label>
                );
              }),
            ];
          })}
        </div>
      </ChoiceGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-from`}
          label="From which date?"
          error={errors.fromDate}
          type="date"
          min={today}
          value={values.fromDate}
          onChange={(event) => onChange({ ...values, fromDate: event.target.value })}
        />
        <SelectField
          id={`${idPrefix}-length`}
          label="Lesson length"
          error={errors.lessonMinutes}
          value={values.lessonMinutes}
          onChange={(event) => onChange({ ...values, lessonMinutes: Number(event.target.value) })}
        >
          {WAITING_LIST_LESSON_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {lengthLabels[minutes]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        id={`${idPrefix}-test`}
        label="Before my test on"
        hint="If you have a test booked, we offer you times before it first."
        optional
        error={errors.testDate}
        type="date"
        min={today}
        value={values.testDate}
        onChange={(event) => onChange({ ...values, testDate: event.target.value })}
      />
    </div>
  );
}
