import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  WAITING_LIST_OFFER_HOURS_MAX,
  WAITING_LIST_OFFER_HOURS_MIN,
  type WaitingListSettings,
  waitingListSettingsSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { FormField, fieldAriaProps, inputClassName } from '../../../../components/ui/form-field';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { SwitchField } from '../../../../components/ui/switch';
import { toast } from '../../../../components/ui/toast-store';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useWaitingListSettings } from '../api/get-waiting-list-settings';
import { useSaveWaitingListSettings } from '../api/save-waiting-list-settings';
import { describeWaitingListSettings } from '../freed-time-display';

export const SETTINGS_FAILED_MESSAGE = 'The settings were not saved. Please try again.';

const settingsFields = ['autoOffer', 'offerHours', 'refundRefilledCancellations'] as const;

function SettingsForm({ saved }: { saved: WaitingListSettings }) {
  const save = useSaveWaitingListSettings();
  const form = useForm<WaitingListSettings>({
    resolver: zodResolver(waitingListSettingsSchema),
    // Follows the saved settings (another tab, another device) unless the instructor is editing.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const autoOffer = form.watch('autoOffer');
  const refund = form.watch('refundRefilledCancellations');

  function handleValid(values: WaitingListSettings) {
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(answer);
        toast({ title: 'Waiting-list settings saved', description: describeWaitingListSettings(answer) });
      },
      onError: (failure) => {
        if (!placeServerFieldErrors(failure, settingsFields, form.setError)) {
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(failure, SETTINGS_FAILED_MESSAGE));
        }
      },
    });
  }

  return (
    <form
      className="grid gap-5"
      noValidate
      aria-label="Waiting-list settings"
      onSubmit={(event) => {
        form.clearErrors();
        void form.handleSubmit(handleValid)(event);
      }}
    >
      <Controller
        control={control}
        name="autoOffer"
        render={({ field }) => (
          <SwitchField
            id="waiting-list-auto-offer"
            label="Offer freed times automatically, in the list's order"
            stateText={
              autoOffer
                ? 'On: each freed time goes at once to the waiting learners it suits.'
                : 'Off: I choose who is offered each freed time.'
            }
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.autoOffer?.message}
          />
        )}
      />
      <FormField
        id="waiting-list-offer-hours"
        label="How long an offer stays open"
        hint={`Waking hours, from ${WAITING_LIST_OFFER_HOURS_MIN} to ${WAITING_LIST_OFFER_HOURS_MAX}: only 8 AM to 9 PM counts, so no offer runs out at night. An offer also ends when someone books the time or it starts.`}
        error={errors.offerHours?.message}
      >
        <div className="flex items-center gap-2">
          <input
            id="waiting-list-offer-hours"
            type="number"
            inputMode="numeric"
            min={WAITING_LIST_OFFER_HOURS_MIN}
            max={WAITING_LIST_OFFER_HOURS_MAX}
            step={1}
            className={`${inputClassName} max-w-28`}
            {...register('offerHours', { valueAsNumber: true })}
            {...fieldAriaProps('waiting-list-offer-hours', {
              hint: true,
              error: errors.offerHours?.message,
            })}
          />
          <span aria-hidden="true" className="text-slate-700">
            hours
          </span>
        </div>
      </FormField>
      <Controller
        control={control}
        name="refundRefilledCancellations"
        render={({ field }) => (
          <SwitchField
            id="waiting-list-refund-refilled"
            label="A refilled late cancellation is free"
            stateText={
              refund
                ? 'On: the forfeit goes back when the time is refilled.'
                : 'Off: a late cancellation keeps its forfeit.'
            }
            hint="When a learner cancels late and others take the whole of that time, their forfeited hours go back to them and they are told. The terms page says so while this is on."
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.refundRefilledCancellations?.message}
          />
        )}
      />
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}

/** The school's waiting-list settings: automatic offers, how long an offer lasts, refilled cancellations. */
export function WaitingListSettingsCard() {
  const { data, isPending, isFetching, refetch } = useWaitingListSettings();
  return (
    <SectionCard id="waiting-list-settings" title="Waiting-list settings">
      {isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Loading the settings
          </p>
          <Skeleton className="h-11 w-3/4" />
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-11 w-2/3" />
        </div>
      ) : data ? (
        <SettingsForm saved={data} />
      ) : (
        <LoadErrorCard
          title="The settings didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      )}
    </SectionCard>
  );
}
