import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  SCHOOL_SETTING_LABELS,
  type SchoolSettings,
} from '../../../../../core/school/settings/school-settings-schemas';
import { FormField, fieldAriaProps, inputClassName, TextField } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import {
  SCHOOL_DETAILS_FIELDS,
  schoolDetailsFormSchema,
  toOptionalUrl,
  toSchoolDetailsValues,
  toWholeNumberInput,
} from '../school-settings-form';
import { useSettingsSectionSave } from '../use-settings-section-save';
import { RecordedPassRateNote } from './recorded-pass-rate-note';
import { SettingsSaveBar } from './settings-save-bar';

const RECORDED_PASS_RATE_ID = 'settings-pass-rate-recorded';

/** The school's name and contacts as the site, the e-mails and the search results show them. */
export function SchoolDetailsSection({ saved }: { saved: SchoolSettings }) {
  const save = useSettingsSectionSave(
    SCHOOL_DETAILS_FIELDS,
    'Saved. The site and e-mails show the new details now.',
  );
  const form = useForm({
    resolver: zodResolver(schoolDetailsFormSchema),
    // Follows the saved settings (another section's save, another device) unless being edited.
    values: toSchoolDetailsValues(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: (typeof SCHOOL_DETAILS_FIELDS)[number]) => errors[name]?.message;

  return (
    <SectionCard
      id="settings-school-details"
      title="School details"
      description="How learners see and reach the school: on every page, in e-mails and in search results."
    >
      <form
        className="grid gap-5"
        noValidate
        aria-label="School details"
        onSubmit={(event) => {
          form.clearErrors();
          save.clearOutcome();
          void form.handleSubmit((values) =>
            save.submit({
              saved,
              values,
              onSaved: (answer) => form.reset(toSchoolDetailsValues(answer)),
              setError: form.setError,
            }),
          )(event);
        }}
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="settings-school-name"
            label={SCHOOL_SETTING_LABELS.schoolName}
            error={error('schoolName')}
            autoComplete="organization"
            {...register('schoolName')}
          />
          <TextField
            id="settings-school-email"
            label={SCHOOL_SETTING_LABELS.email}
            hint="Learners' replies and the complaints address."
            error={error('email')}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
          <TextField
            id="settings-school-phone"
            label={SCHOOL_SETTING_LABELS.phone}
            hint="A UK number, e.g. 0121 496 0123."
            error={error('phone')}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
          <TextField
            id="settings-school-whatsapp"
            label={SCHOOL_SETTING_LABELS.whatsappNumber}
            hint="Digits only, starting with the country code: 07700 900123 is 447700900123."
            error={error('whatsappNumber')}
            type="tel"
            inputMode="numeric"
            {...register('whatsappNumber')}
          />
          <TextField
            id="settings-payment-portal"
            label={SCHOOL_SETTING_LABELS.paymentPortalUrl}
            optional
            hint="An outside page where learners can pay, if you use one. Leave it empty for none."
            error={error('paymentPortalUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('paymentPortalUrl', { setValueAs: toOptionalUrl })}
          />
          <FormField
            id="settings-pass-rate"
            label={SCHOOL_SETTING_LABELS.passRatePercent}
            hint="A percentage from 0 to 100, shown on the site until 20 first attempts at the driving test are recorded."
            error={error('passRatePercent')}
          >
            <div className="flex items-center gap-2">
              <input
                id="settings-pass-rate"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                className={`${inputClassName} max-w-28`}
                {...register('passRatePercent', { setValueAs: toWholeNumberInput })}
                {...fieldAriaProps('settings-pass-rate', {
                  hint: true,
                  error: error('passRatePercent'),
                  also: { after: RECORDED_PASS_RATE_ID },
                })}
              />
              <span aria-hidden="true" className="text-slate-700">
                %
              </span>
            </div>
            <RecordedPassRateNote id={RECORDED_PASS_RATE_ID} />
          </FormField>
        </div>
        <SettingsSaveBar label="Save School Details" isPending={save.isPending} outcome={save.outcome} />
      </form>
    </SectionCard>
  );
}
