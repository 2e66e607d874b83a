import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  SCHOOL_SETTING_LABELS,
  type SchoolSettings,
} from '../../../../../core/school/settings/school-settings-schemas';
import { FormField, fieldAriaProps, inputClassName, TextField } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import {
  BANK_DETAILS_FIELDS,
  bankDetailsFormSchema,
  previewBankReference,
  REFERENCE_PREVIEW_BOOKING_ID,
  toBankDetailsValues,
} from '../school-settings-form';
import { useSettingsSectionSave } from '../use-settings-section-save';
import { SettingsSaveBar } from './settings-save-bar';

/** The account learners pay by bank transfer, and the reference they quote. */
export function BankDetailsSection({ saved }: { saved: SchoolSettings }) {
  const save = useSettingsSectionSave(
    BANK_DETAILS_FIELDS,
    'Saved. Learners see the new bank details when they pay.',
  );
  const form = useForm({
    resolver: zodResolver(bankDetailsFormSchema),
    values: toBankDetailsValues(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: (typeof BANK_DETAILS_FIELDS)[number]) => errors[name]?.message;
  const preview = previewBankReference(form.watch('bankReferenceFormat'));

  return (
    <SectionCard
      id="settings-bank-details"
      title="Bank details"
      description="Shown to learners who pay by bank transfer, each with a button to copy it."
    >
      <form
        className="grid gap-5"
        noValidate
        aria-label="Bank details"
        onSubmit={(event) => {
          form.clearErrors();
          save.clearOutcome();
          void form.handleSubmit((values) =>
            save.submit({
              saved,
              values,
              onSaved: (answer) => form.reset(toBankDetailsValues(answer)),
              setError: form.setError,
            }),
          )(event);
        }}
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="settings-bank-account-name"
            label={SCHOOL_SETTING_LABELS.bankAccountName}
            hint="The name on the account, as the bank has it."
            error={error('bankAccountName')}
            autoComplete="off"
            {...register('bankAccountName')}
          />
          <TextField
            id="settings-bank-sort-code"
            label={SCHOOL_SETTING_LABELS.bankSortCode}
            hint="Six digits in pairs, e.g. 12-34-56."
            error={error('bankSortCode')}
            controlClassName="max-w-40"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            {...register('bankSortCode')}
          />
          <TextField
            id="settings-bank-account-number"
            label={SCHOOL_SETTING_LABELS.bankAccountNumber}
            hint="Eight digits."
            error={error('bankAccountNumber')}
            controlClassName="max-w-40"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            {...register('bankAccountNumber')}
          />
          <FormField
            id="settings-bank-reference"
            label={SCHOOL_SETTING_LABELS.bankReferenceFormat}
            hint="What learners write as the payment reference. {id} is replaced by the booking's number; letters, digits and dashes around it."
            error={error('bankReferenceFormat')}
          >
            <input
              id="settings-bank-reference"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={inputClassName}
              {...register('bankReferenceFormat')}
              {...fieldAriaProps('settings-bank-reference', {
                hint: true,
                error: error('bankReferenceFormat'),
                also: { after: 'settings-bank-reference-preview' },
              })}
            />
            <p id="settings-bank-reference-preview" className="text-sm text-slate-700">
              {preview === null ? (
                'The example shows once the reference includes {id}.'
              ) : (
                <>
                  For booking {REFERENCE_PREVIEW_BOOKING_ID}:{' '}
                  <strong className="font-mono font-semibold text-slate-900">{preview}</strong>
                </>
              )}
            </p>
          </FormField>
        </div>
        <SettingsSaveBar label="Save Bank Details" isPending={save.isPending} outcome={save.outcome} />
      </form>
    </SectionCard>
  );
}
