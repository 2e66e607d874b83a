import { zodResolver } from '@hookform/resolvers/zod';
import { PoundSterling } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import { getWeekOf } from '../../../../../core/money/money-periods';
import {
  describeFeeModel,
  type FeeModelChangeRequest,
  feeModelChangeRequestSchema,
  schoolFeeModelKindLabels,
  type ValidFeeModelChangeRequest,
  WAIVED_WEEK_MESSAGE,
} from '../../../../../core/money/school-fee-terms-schemas';
import { SCHOOL_FEE_MODEL_KINDS } from '../../../../../core/money/school-fees';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { CheckboxField, ChoiceGroup, ChoiceOption, TextField } from '../../../../components/ui/form-field';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { parsePoundsToPence } from '../../../../lib/pounds-input';
import { formatSchoolLongDate, getSchoolToday } from '../../../../lib/school-time-format';
import { useChangeFeeModel } from '../api/change-fee-model';
import { useFeeTerms } from '../api/get-fee-terms';
import { useSetWaivedWeek } from '../api/set-waived-week';
import { parsePercentToBasisPoints } from '../lib/percent-input';

export const FEE_NOT_SAVED_MESSAGE = "The school fee wasn't saved. Check your connection and try again.";

const feeFields = [
  'from',
  'model.kind',
  'model.weeklyPence',
  'model.noLessonsNoFee',
  'model.basisPoints',
  'model.perLearnerPence',
] as const;

const KIND_HINTS = {
  none: 'The school charges nothing (the owner, or a partner on other terms).',
  weekly_franchise: 'A fixed fee each week, charged on its Monday.',
  commission: "A share of each lesson's money, on the day it was taught.",
  referral: 'A fixed fee for each learner the school passes on.',
} as const;

/** The text inputs hold what was typed; read as pence or basis points on the way to the schema. */
const readPounds = (value: unknown) => (typeof value === 'string' ? parsePoundsToPence(value) : value);
const readPercent = (value: unknown) =>
  typeof value === 'string' ? parsePercentToBasisPoints(value) : value;

/**
 * 'School fee' on an instructor's card (owner): what the instructor pays the school, from a day
 * on, with the history of earlier terms and the franchise weeks waived (docs/decisions/0059).
 */
export function SchoolFeeDialog({ instructorId, name }: { instructorId: number; name: string }) {
  const change = useChangeFeeModel();
  const form = useForm<FeeModelChangeRequest, unknown, ValidFeeModelChangeRequest>({
    resolver: zodResolver(feeModelChangeRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({
      from: getSchoolToday(new Date()),
      model: { kind: 'commission' as const },
    }),
    fieldNames: feeFields,
    failureMessage: FEE_NOT_SAVED_MESSAGE,
  });
  const terms = useFeeTerms(instructorId, dialog.open);
  const kind = form.watch('model.kind');
  const { register } = form;
  // A field's message, whichever kind of model is chosen (the kinds have different fields).
  const errorOf = (name: (typeof feeFields)[number]) =>
    form.getFieldState(name, form.formState).error?.message;
  const id = (field: string) => `school-fee-${instructorId}-${field}`;

  function handleValid(request: ValidFeeModelChangeRequest) {
    change.mutate(
      { instructorId, request },
      {
        onSuccess: () => {
          dialog.close();
          toast({
            title: 'School fee saved',
            description: `${name}: ${describeFeeModel(request.model)} from ${formatLongDate(request.from)}.`,
          });
        },
        onError: (error) => dialog.showFailure(error),
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact" className="justify-self-start">
          <PoundSterling aria-hidden="true" className="size-4" />
          School fee<span className="sr-only"> of {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`${name}'s school fee`}
        description="What they pay the school. A change counts from its date; earlier statements keep the terms of their days."
      >
        {terms.data ? (
          <p className="rounded-md bg-slate-50 p-3 text-slate-800">
            Now: <strong>{describeFeeModel(terms.data.current)}</strong>
          </p>
        ) : null}
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <ChoiceGroup id={id('kind')} legend="Fee" error={errorOf('model.kind')}>
            {SCHOOL_FEE_MODEL_KINDS.map((choice) => (
              <ChoiceOption
                key={choice}
                type="radio"
                id={id(`kind-${choice}`)}
                value={choice}
                label={
                  <span className="grid gap-0.5">
                    <span className="font-medium">{schoolFeeModelKindLabels[choice]}</span>
                    <span className="text-sm text-slate-600">{KIND_HINTS[choice]}</span>
                  </span>
                }
                {...register('model.kind')}
              />
            ))}
          </ChoiceGroup>
          <div className="grid gap-4 sm:grid-cols-2">
            {kind === 'weekly_franchise' ? (
              <>
                <TextField
                  id={id('weekly')}
                  label="Amount a week (£)"
                  hint="Like 120 or 95.50."
                  error={errorOf('model.weeklyPence')}
                  inputMode="decimal"
                  autoComplete="off"
                  {...register('model.weeklyPence', { setValueAs: readPounds })}
                />
                <CheckboxField
                  id={id('no-lessons')}
                  className="self-end"
                  label="No lessons, no fee"
                  hint="A week they taught nothing costs nothing."
                  error={errorOf('model.noLessonsNoFee')}
                  {...register('model.noLessonsNoFee')}
                />
              </>
            ) : null}
            {kind === 'commission' ? (
              <TextField
                id={id('share')}
                label="Share of each lesson (%)"
                hint="Like 4.5. Market rates are about 3% to 5%."
                error={errorOf('model.basisPoints')}
                inputMode="decimal"
                autoComplete="off"
                {...register('model.basisPoints', { setValueAs: readPercent })}
              />
            ) : null}
            {kind === 'referral' ? (
              <TextField
                id={id('per-learner')}
                label="Fee per referred learner (£)"
                hint="Like 18."
                error={errorOf('model.perLearnerPence')}
                inputMode="decimal"
                autoComplete="off"
                {...register('model.perLearnerPence', { setValueAs: readPounds })}
              />
            ) : null}
            <TextField
              id={id('from')}
              label="From"
              hint="The first day it applies."
              error={errorOf('from')}
              type="date"
              {...register('from')}
            />
          </div>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={change.isPending} submitLabel="Save Fee" />
        </form>
        {terms.data ? (
          <>
            <WaiveWeekForm instructorId={instructorId} waivedWeeks={terms.data.waivedWeeks} />
            <section aria-labelledby={id('history')} className="grid gap-2">
              <h3 id={id('history')} className="font-semibold text-slate-900">
                History
              </h3>
              {terms.data.history.length === 0 ? (
                <p className="text-slate-700">No fee set yet: nothing is charged.</p>
              ) : (
                <ul className="grid gap-2">
                  {terms.data.history.map((entry) => (
                    <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
                      <p className="font-medium text-slate-900">
                        From {formatLongDate(entry.from)}: {describeFeeModel(entry.model)}
                      </p>
                      <p className="text-slate-600">
                        Set by {entry.changedByName ?? 'a removed account'} on{' '}
                        {formatSchoolLongDate(entry.changedAt)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : terms.isPending ? (
          <ListSkeleton label="Loading the fee's history" cards={1} />
        ) : (
          <LoadErrorCard
            title="The fee's history didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void terms.refetch()}
            isRetrying={terms.isFetching}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** 'Waive a week': the franchise fee of one week (by its Monday) not charged; undone from the list. */
function WaiveWeekForm({
  instructorId,
  waivedWeeks,
}: {
  instructorId: number;
  waivedWeeks: readonly string[];
}) {
  const setWaived = useSetWaivedWeek();
  const [day, setDay] = useState(() => getWeekOf(getSchoolToday(new Date())).from);
  const [error, setError] = useState<string | undefined>();
  const fieldId = `school-fee-${instructorId}-waive`;

  function save(weekFrom: string, waived: boolean) {
    setError(undefined);
    setWaived.mutate(
      { instructorId, request: { weekFrom, waived } },
      {
        onSuccess: () =>
          toast({
            title: waived ? 'Week waived' : 'Week charged again',
            description: `The week from ${formatLongDate(weekFrom)}.`,
          }),
        onError: (failure) => setError(getApiErrorMessage(failure, FEE_NOT_SAVED_MESSAGE)),
      },
    );
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="grid gap-2">
      <h3 id={`${fieldId}-title`} className="font-semibold text-slate-900">
        Waive a week's franchise fee
      </h3>
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Any day picked stands for its week: the fee falls on the Monday.
          if (!day) {
            setError(WAIVED_WEEK_MESSAGE);
            return;
          }
          save(getWeekOf(day).from, true);
        }}
      >
        <TextField
          id={fieldId}
          label="A day in the week"
          type="date"
          error={error}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={setWaived.isPending}>
          Waive Week
        </Button>
      </form>
      {waivedWeeks.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {waivedWeeks.map((weekFrom) => (
            <li key={weekFrom} className="flex flex-wrap items-center justify-between gap-2">
              <span>Week from {formatLongDate(weekFrom)}</span>
              <Button
                variant="ghost"
                size="compact"
                disabled={setWaived.isPending}
                onClick={() => save(weekFrom, false)}
              >
                Charge again<span className="sr-only"> the week from {formatLongDate(weekFrom)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No weeks waived.</p>
      )}
    </section>
  );
}
