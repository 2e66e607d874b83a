import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  BADGE_TYPE_VALUES,
  badgeTypeLabels,
  TRAINEE_LICENCE_MONTHS,
  type VettingRecord,
  type VettingRecordInput,
  vettingRecordSchema,
} from '../../../../../core/partner-network/application-vetting';
import { Button } from '../../../../components/ui/button';
import { ChoiceOption, FieldError, TextField } from '../../../../components/ui/form-field';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';

const FIELD_NAMES = [
  'adiNumber',
  'badgeType',
  'badgeExpiresOn',
  'insuranceCoversTuition',
  'insuranceExpiresOn',
  'dbsCheckedOn',
] as const;

export interface VettingRecordFormProps {
  applicationId: number;
  /** The number the applicant typed on their application, to check against the badge. */
  adiNumberGiven: string;
  saving: boolean;
  onSubmit: (record: VettingRecord, onFieldErrors: (error: unknown) => boolean) => void;
}

/**
 * The documents step: what the owner read on the badge, the insurance certificate and the DBS
 * certificate. The same schema as the server's; expiry dates in the past are refused there with a
 * message on the field.
 */
export function VettingRecordForm({
  applicationId,
  adiNumberGiven,
  saving,
  onSubmit,
}: VettingRecordFormProps) {
  const form = useForm<VettingRecordInput, unknown, VettingRecord>({
    resolver: zodResolver(vettingRecordSchema),
    defaultValues: {
      adiNumber: adiNumberGiven,
      badgeExpiresOn: '',
      insuranceCoversTuition: false,
      insuranceExpiresOn: '',
      dbsCheckedOn: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const id = (name: string) => `application-${applicationId}-${name}`;

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Documents checked"
      onSubmit={form.handleSubmit((record) =>
        onSubmit(record, (error) => placeServerFieldErrors(error, FIELD_NAMES, form.setError)),
      )}
    >
      <TextField
        id={id('adi-number')}
        label="Number on the badge"
        hint="The ADI number (green badge) or the trainee licence number (pink)."
        autoComplete="off"
        error={errors.adiNumber?.message}
        {...register('adiNumber')}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.badgeType ? `${id('badge-type')}-error` : undefined}
      >
        <legend className="mb-1 font-medium text-slate-900">Badge</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {BADGE_TYPE_VALUES.map((value) => (
            <ChoiceOption
              key={value}
              type="radio"
              id={id(`badge-${value}`)}
              value={value}
              label={
                value === 'trainee'
                  ? `${badgeTypeLabels[value]} (lasts ${TRAINEE_LICENCE_MONTHS} months)`
                  : badgeTypeLabels[value]
              }
              {...register('badgeType')}
            />
          ))}
        </div>
        <FieldError id={`${id('badge-type')}-error`} message={errors.badgeType?.message} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('badge-expires')}
          type="date"
          label="Badge expires on"
          error={errors.badgeExpiresOn?.message}
          {...register('badgeExpiresOn')}
        />
        <TextField
          id={id('insurance-expires')}
          type="date"
          label="Motor insurance expires on"
          error={errors.insuranceExpiresOn?.message}
          {...register('insuranceExpiresOn')}
        />
      </div>
      <div className="grid gap-1">
        <ChoiceOption
          id={id('insurance-covers')}
          label="The motor insurance covers driving tuition"
          aria-invalid={errors.insuranceCoversTuition ? true : undefined}
          aria-describedby={errors.insuranceCoversTuition ? `${id('insurance-covers')}-error` : undefined}
          {...register('insuranceCoversTuition')}
        />
        <FieldError id={`${id('insurance-covers')}-error`} message={errors.insuranceCoversTuition?.message} />
      </div>
      <TextField
        id={id('dbs-checked')}
        type="date"
        label="DBS (criminal record) check dated"
        error={errors.dbsCheckedOn?.message}
        className="sm:max-w-xs"
        {...register('dbsCheckedOn')}
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <ClipboardCheck aria-hidden="true" className="size-4" />
          )}
          Documents Checked
        </Button>
      </div>
    </form>
  );
}
