import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleMinus, RefreshCw, Send, UsersRound } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  type FreedTime,
  type FreedTimeCandidate,
  type OfferFreedTimeRequest,
  offerFreedTimeRequestSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFormActions,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, fieldAriaProps } from '../../../../components/ui/form-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { pluralize } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useFreedTimeCandidates } from '../api/get-freed-time-candidates';
import { useOfferFreedTime } from '../api/offer-freed-time';
import {
  canOfferFreedTime,
  describeCandidateOffer,
  describeFreedTimeState,
  formatFreedTimeRange,
} from '../freed-time-display';

export const OFFER_FAILED_MESSAGE = 'The offers were not sent. Please try again.';

/** Why a learner cannot be ticked, or null when they can. */
export function findCandidateBlock(candidate: FreedTimeCandidate): string | null {
  if (candidate.alreadyOffered) return 'Already offered';
  if (candidate.lesson === null) return "Can't be offered: their lesson is longer than this time";
  return null;
}

function CandidateOption({
  candidate,
  position,
  checked,
  onToggle,
  invalid,
}: {
  candidate: FreedTimeCandidate;
  position: number;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  invalid: boolean;
}) {
  const id = `offer-candidate-${candidate.entryId}`;
  const blocked = findCandidateBlock(candidate);
  const offerText = describeCandidateOffer(candidate);
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-slate-900 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-50 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:hover:border-slate-300 has-focus-visible:outline-2 has-focus-visible:outline-blue-700"
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
          checked={checked}
          disabled={blocked !== null}
          aria-labelledby={`${id}-name`}
          {...fieldAriaProps(id, { invalid, also: { after: `${id}-details` } })}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="grid min-w-0 gap-1">
          <span id={`${id}-name`} className="font-semibold break-words">
            {position}. {candidate.fullName}
          </span>
          <span id={`${id}-details`} className="grid gap-1 text-sm text-slate-700">
            <span className="font-medium text-slate-800">{candidate.reasonText}</span>
            <span>Wants: {candidate.wishesSummary}</span>
            {offerText ? <span>{offerText}</span> : null}
            {candidate.suits ? (
              <span className="flex items-start gap-1.5 font-medium text-green-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Suits them
              </span>
            ) : (
              <span className="flex items-start gap-1.5 font-medium text-amber-900">
                <CircleMinus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {candidate.mismatchText ?? 'Outside the times they asked for'}
              </span>
            )}
            {blocked ? <span className="font-semibold text-slate-800">{blocked}</span> : null}
          </span>
        </span>
      </label>
    </li>
  );
}

function CandidatesLoading() {
  return (
    <div className="grid gap-3">
      <p className="sr-only" role="status">
        Loading the waiting learners
      </p>
      {[0, 1].map((key) => (
        <div key={key} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Offer to learners…': the waiting learners in the list's order, each with whether the time suits
 * them; the instructor ticks who gets the offer. Learners already offered it, or whose lesson
 * length does not fit, cannot be ticked.
 */
export function OfferFreedTimeDialog({ freedTime }: { freedTime: FreedTime }) {
  const offer = useOfferFreedTime();
  const form = useForm<OfferFreedTimeRequest>({
    resolver: zodResolver(offerFreedTimeRequestSchema),
    defaultValues: { entryIds: [] },
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ entryIds: [] }),
    failureMessage: OFFER_FAILED_MESSAGE,
  });
  const candidates = useFreedTimeCandidates(freedTime.id, dialog.open);

  const chosen = form.watch('entryIds');
  const error = form.formState.errors.entryIds?.message ?? form.formState.errors.entryIds?.root?.message;
  const range = formatFreedTimeRange(freedTime);

  function handleValid(values: OfferFreedTimeRequest) {
    offer.mutateAsync({ freedTimeId: freedTime.id, request: values }).then(
      (answer) => {
        dialog.close();
        toast({ title: answer.sent > 0 ? 'Offers sent' : 'No new offers sent', description: answer.message });
      },
      (failure: unknown) => {
        if (placeServerFieldErrors(failure, ['entryIds'], form.setError)) return;
        // Gone, taken or started: nothing left to offer here; the list shows what happened.
        if (isApiRequestError(failure, 404) || isApiRequestError(failure, 409)) {
          dialog.close();
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(failure, OFFER_FAILED_MESSAGE));
          return;
        }
        dialog.setServerMessage(explainFailure(failure, OFFER_FAILED_MESSAGE));
      },
    );
  }

  // The card looks again every 30 s: a time taken or ended while the dialog is open keeps the
  // dialog (and the instructor's focus) and says what happened; it has no button any more.
  const stillOfferable = canOfferFreedTime(freedTime);
  if (!stillOfferable && !dialog.open) return null;
  const list = candidates.data?.candidates ?? [];
  const offerable = list.filter((candidate) => findCandidateBlock(candidate) === null).length;

  return (
    <Dialog {...dialog.dialogProps}>
      {stillOfferable ? (
        <DialogTrigger asChild>
          <Button variant="secondary" size="compact" className="justify-self-start">
            <Send aria-hidden="true" className="size-4" />
            Offer to learners…<span className="sr-only">: {range}</span>
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent
        title="Offer this time"
        description={`${range}. Tick who to offer it to: each gets a message with a link to book it, and the first to book it takes it.`}
        className="sm:max-w-2xl"
      >
        {!stillOfferable ? (
          <>
            <FormAlert message={`${describeFreedTimeState(freedTime).detail} It can no longer be offered.`} />
            <DialogClose asChild>
              <Button variant="secondary" className="sm:self-end">
                Close
              </Button>
            </DialogClose>
          </>
        ) : candidates.isPending ? (
          <CandidatesLoading />
        ) : candidates.isError && !candidates.data ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="text-slate-800">
              The waiting learners didn't load. Check your connection and try again.
            </p>
            <Button
              variant="secondary"
              size="compact"
              onClick={() => void candidates.refetch()}
              disabled={candidates.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {candidates.isFetching ? 'Trying again…' : 'Try again'}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center">
            <UsersRound aria-hidden="true" className="size-8 text-slate-400" />
            <p className="font-semibold">Nobody is waiting</p>
            <p className="text-slate-700">There is nobody on the waiting list to offer this time to.</p>
          </div>
        ) : (
          <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
            <Controller
              control={form.control}
              name="entryIds"
              render={({ field }) => (
                <ChoiceGroup
                  id="offer-candidates"
                  legend="Waiting learners, in the list's order"
                  error={error}
                >
                  {offerable === 0 ? (
                    <p className="text-sm text-slate-700">
                      Everyone waiting has been offered this time already, or their lesson length does not fit
                      it.
                    </p>
                  ) : null}
                  <ol className="grid gap-2">
                    {list.map((candidate, index) => (
                      <CandidateOption
                        key={candidate.entryId}
                        candidate={candidate}
                        position={index + 1}
                        checked={field.value.includes(candidate.entryId)}
                        invalid={error !== undefined}
                        onToggle={(checked) =>
                          field.onChange(
                            checked
                              ? [...field.value, candidate.entryId]
                              : field.value.filter((id) => id !== candidate.entryId),
                          )
                        }
                      />
                    ))}
                  </ol>
                </ChoiceGroup>
              )}
            />
            <FormAlert message={dialog.serverMessage} />
            <DialogFormActions
              isPending={offer.isPending}
              submitLabel={
                chosen.length > 0 ? `Offer to ${pluralize(chosen.length, 'learner')}` : 'Send Offers'
              }
              pendingLabel="Sending offers…"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
