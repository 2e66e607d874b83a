import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Pickup,
  type PickupRequest,
  pickupRequestSchema,
  type ValidPickupRequest,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { PickupFields } from '../../../../components/ui/pickup-fields';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSavePickup } from '../api/save-pickup';

/*
 * The learner's pickup address form (pickup-address-card.tsx), its own module: it loads, with
 * react-hook-form, when the learner chooses to change the address.
 */

const pickupFields = ['pickupAddress', 'pickupPostcode'] as const;
export const SAVE_PICKUP_FAILED_MESSAGE =
  "Your pickup address wasn't saved. Check your connection and try again.";

export function PickupForm({
  token,
  pickup,
  onDone,
}: {
  token: string;
  pickup: Pickup;
  onDone: (saved: boolean) => void;
}) {
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const save = useSavePickup(token);
  const form = useForm<PickupRequest, unknown, ValidPickupRequest>({
    resolver: zodResolver(pickupRequestSchema),
    defaultValues: { pickupAddress: pickup.pickupAddress ?? '', pickupPostcode: pickup.pickupPostcode ?? '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: ValidPickupRequest) {
    setServerMessage(null);
    save.mutate(values, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        if (!placeServerFieldErrors(error, pickupFields, form.setError))
          setServerMessage(SAVE_PICKUP_FAILED_MESSAGE);
      },
    });
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        form.clearErrors();
        void form.handleSubmit(handleValid)(event);
      }}
    >
      <PickupFields
        ids={{ address: 'pickup-address', postcode: 'pickup-postcode' }}
        addressLabel="Address"
        addressHint="House number and street, and anything that helps, like “the blue door”."
        errors={{ address: errors.pickupAddress?.message, postcode: errors.pickupPostcode?.message }}
        ownAddress
        address={register('pickupAddress')}
        postcode={register('pickupPostcode')}
      />
      <FormAlert message={serverMessage} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Pickup Address'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
