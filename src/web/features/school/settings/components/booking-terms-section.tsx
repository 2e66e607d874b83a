import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpenText } from 'lucide-react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  SCHOOL_SETTING_LABELS,
  type SchoolSettings,
} from '../../../../../core/school/settings/school-settings-schemas';
import {
  describeBookingHold,
  getCancellationTermsSentences,
} from '../../../../../core/school/site/terms-figures';
import { FormField, fieldAriaProps, inputClassName } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import {
  BOOKING_TERMS_FIELDS,
  bookingTermsFormSchema,
  toBookingTermsValues,
  toWholeNumberInput,
} from '../school-settings-form';
import { useSettingsSectionSave } from '../use-settings-section-save';
import { SettingsSaveBar } from './settings-save-bar';

type BookingTermsField = (typeof BOOKING_TERMS_FIELDS)[number];

/** A whole-number box with its unit after it (the unit is in the hint for screen readers). */
function FigureField({
  id,
  field,
  hint,
  unit,
  min,
  max,
  error,
  registration,
}: {
  id: string;
  field: BookingTermsField;
  hint: string;
  unit: string;
  min: number;
  max: number;
  error: string | undefined;
  registration: UseFormRegisterReturn<BookingTermsField>;
}) {
  return (
    <FormField id={id} label={SCHOOL_SETTING_LABELS[field]} hint={hint} error={error}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className={`${inputClassName} max-w-28`}
          {...registration}
          {...fieldAriaProps(id, { hint: true, error })}
        />
        <span aria-hidden="true" className="text-slate-700">
          {unit}
        </span>
      </div>
    </FormField>
  );
}

/** The booking hold and the cancellation terms' figures, with the terms as learners will read them. */
export function BookingTermsSection({ saved }: { saved: SchoolSettings }) {
  const save = useSettingsSectionSave(
    BOOKING_TERMS_FIELDS,
    'Saved. The terms page and the move and cancel screens use the new figures now.',
  );
  const form = useForm({
    resolver: zodResolver(bookingTermsFormSchema),
    values: toBookingTermsValues(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: BookingTermsField) => errors[name]?.message;
  const figure = (name: BookingTermsField) => register(name, { setValueAs: toWholeNumberInput });
  // The preview follows what is typed, once every figure is valid.
  const typed = bookingTermsFormSchema.safeParse(form.watch());

  return (
    <SectionCard
      id="settings-booking-terms"
      title="Booking and cancellation terms"
      description="How long a booking request holds its times, and what moving or cancelling a lesson costs."
    >
      <form
        className="grid gap-5"
        noValidate
        aria-label="Booking and cancellation terms"
        onSubmit={(event) => {
          form.clearErrors();
          save.clearOutcome();
          void form.handleSubmit((values) =>
            save.submit({
              saved,
              values,
              onSaved: (answer) => form.reset(toBookingTermsValues(answer)),
              setError: form.setError,
            }),
          )(event);
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <FigureField
            id="settings-booking-hold"
            field="bookingHoldHours"
            hint="Hours a booking request nobody has paid for or approved keeps its times (1 to 720)."
            unit="hours"
            min={1}
            max={720}
            error={error('bookingHoldHours')}
            registration={figure('bookingHoldHours')}
          />
          <FigureField
            id="settings-free-change-hours"
            field="freeChangeHours"
            hint="Moving or cancelling this many hours or more before a lesson is free (1 to 336)."
            unit="hours"
            min={1}
            max={336}
            error={error('freeChangeHours')}
            registration={figure('freeChangeHours')}
          />
          <FigureField
            id="settings-late-change-hours"
            field="lateChangeHours"
            hint="Hours before a lesson under which you decide whether it can change and the full fee is forfeited (0 for never)."
            unit="hours"
            min={0}
            max={336}
            error={error('lateChangeHours')}
            registration={figure('lateChangeHours')}
          />
          <FigureField
            id="settings-late-change-forfeit"
            field="lateChangeForfeitPercent"
            hint="The percentage of the lesson fee forfeited between the two, from 0 to 100."
            unit="%"
            min={0}
            max={100}
            error={error('lateChangeForfeitPercent')}
            registration={figure('lateChangeForfeitPercent')}
          />
          <FigureField
            id="settings-moves-allowed"
            field="movesAllowed"
            hint="How many times one booking may be moved, from 0 to 10."
            unit="moves"
            min={0}
            max={10}
            error={error('movesAllowed')}
            registration={figure('movesAllowed')}
          />
        </div>
        <section
          aria-labelledby="settings-terms-preview-title"
          className="grid gap-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-slate-900"
        >
          <h4 id="settings-terms-preview-title" className="flex items-center gap-2 text-base font-semibold">
            <BookOpenText aria-hidden="true" className="size-5 text-blue-700" />
            What learners will read
          </h4>
          {typed.success ? (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              <li>{describeBookingHold(typed.data.bookingHoldHours)}</li>
              {getCancellationTermsSentences(typed.data).map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">The terms show here once every figure above is valid.</p>
          )}
        </section>
        <SettingsSaveBar label="Save Terms" isPending={save.isPending} outcome={save.outcome} />
      </form>
    </SectionCard>
  );
}
