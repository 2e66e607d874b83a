import type { UseFormRegisterReturn } from 'react-hook-form';
import { PICKUP_ADDRESS_MAX } from '../../../core/learners/pupil-record/pupil-record-schemas';
import { TextField } from './form-field';

export interface PickupFieldsProps {
  ids: { address: string; postcode: string };
  /** The address field's label and hint: who is asked, and where else it can be changed. */
  addressLabel: string;
  addressHint: string;
  errors: { address?: string | undefined; postcode?: string | undefined };
  /** The browser offers the person's own address: off where the instructor types a learner's. */
  ownAddress: boolean;
  address: UseFormRegisterReturn<'pickupAddress'>;
  postcode: UseFormRegisterReturn<'pickupPostcode'>;
}

/**
 * Where a learner is picked up: the address and its postcode, both optional. One set for the
 * booking form, the learner's page and the pupil record, so the three ask for it alike.
 */
export function PickupFields({
  ids,
  addressLabel,
  addressHint,
  errors,
  ownAddress,
  address,
  postcode,
}: PickupFieldsProps) {
  return (
    <>
      <TextField
        id={ids.address}
        label={addressLabel}
        optional
        hint={addressHint}
        error={errors.address}
        autoComplete={ownAddress ? 'street-address' : 'off'}
        maxLength={PICKUP_ADDRESS_MAX}
        {...address}
      />
      <TextField
        id={ids.postcode}
        label="Postcode"
        optional
        error={errors.postcode}
        controlClassName="uppercase sm:max-w-48"
        autoComplete={ownAddress ? 'postal-code' : 'off'}
        spellCheck={false}
        {...postcode}
      />
    </>
  );
}
