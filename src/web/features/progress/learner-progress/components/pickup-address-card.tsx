import { zodResolver } from '@hookform/resolvers/zod';
import { Home, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatPickupLine,
  type Pickup,
  type PickupRequest,
  pickupRequestSchema,
  type ValidPickupRequest,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormAlert } from '../../../../components/ui/form-alert';
import { PickupFields } from '../../../../components/ui/pickup-fields';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSavePickup } from '../api/save-pickup';

const pickupFields = ['pickupAddress', 'pickupPostcode'] as const;
export const SAVE_PICKUP_FAILED_MESSAGE =
  "Your pickup address wasn't saved. Check your connection and try again.";

function PickupForm({
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

/**
 * Where the instructor picks the learner up, which the learner keeps up to date themselves (their
 * instructor sees it beside each lesson, with a map). Only the pickup is theirs to change here.
 */
export function PickupAddressCard({ token, pickup }: { token: string; pickup: Pickup }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const line = formatPickupLine(pickup);
  return (
    <section aria-labelledby="pickup-heading" className="grid gap-4">
      <h2 id="pickup-heading" className="flex items-center gap-2 text-2xl">
        <Home aria-hidden="true" className="size-6 text-blue-700" />
        Pickup Address
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        {editing ? (
          <PickupForm
            token={token}
            pickup={pickup}
            onDone={(wasSaved) => {
              setEditing(false);
              setSaved(wasSaved);
            }}
          />
        ) : (
          <>
            <p className="text-slate-800">
              {line ??
                'Not given yet. Tell your instructor where to pick you up, and they will see it beside each lesson.'}
            </p>
            <p role="status" className="text-sm text-green-700 empty:hidden">
              {saved ? 'Saved: your instructor sees it beside your lessons.' : ''}
            </p>
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="size-5" />
              {line ? 'Change pickup address' : 'Add pickup address'}
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
