import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import {
  BADGE_TYPE_VALUES,
  badgeTypeLabels,
  TRAINEE_LICENCE_MONTHS,
  type VettingRecordInput,
} from '../../../core/partner-network/application-vetting';
import { CheckboxField, ChoiceGroup, ChoiceOption, TextField } from './form-field';

export type ComplianceRecordFieldName = keyof VettingRecordInput;

/** The record's fields, in the order they are asked: a 400's messages are placed on these. */
export const COMPLIANCE_RECORD_FIELD_NAMES = [
  'adiNumber',
  'badgeType',
  'badgeExpiresOn',
  'insuranceExpiresOn',
  'insuranceCoversTuition',
  'dbsCheckedOn',
] as const satisfies readonly ComplianceRecordFieldName[];

/** The form's `register`, for the record's fields only (the vetting step's form and the owner's dialog). */
export type RegisterComplianceRecordField = <Name extends ComplianceRecordFieldName>(
  name: Name,
) => UseFormRegisterReturn<Name>;

/**
 * The badge, insurance and DBS check as the owner reads them off the documents (docs/decisions/0055,
 * 0057): one set of fields for the application's documents step and the instructor's record, both
 * validated by the vetting schema.
 */
export function ComplianceRecordFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: RegisterComplianceRecordField;
  errors: FieldErrors<VettingRecordInput>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField
        id={id('adi-number')}
        label="Number on the badge"
        hint="The ADI number (green badge) or the trainee licence number (pink)."
        autoComplete="off"
        error={errors.adiNumber?.message}
        {...register('adiNumber')}
      />
      <ChoiceGroup id={id('badge-type')} legend="Badge" error={errors.badgeType?.message}>
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
      </ChoiceGroup>
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
      <CheckboxField
        id={id('insurance-covers')}
        label="The motor insurance covers driving tuition"
        error={errors.insuranceCoversTuition?.message}
        {...register('insuranceCoversTuition')}
      />
      <TextField
        id={id('dbs-checked')}
        type="date"
        label="DBS (criminal record) check dated"
        error={errors.dbsCheckedOn?.message}
        className="sm:max-w-xs"
        {...register('dbsCheckedOn')}
      />
    </>
  );
}
