import { zodResolver } from '@hookform/resolvers/zod';
import { PoundSterling } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import { getWeekOf } from '../../../../../core/money/money-periods';
import {
  describeFeeModel,
  type FeeModelChangeRequest,
  feeModelChangeRequestSchema,
  formatBasisPoints,
  REFERRAL_LEARNER_MESSAGE,
  type Referral,
  schoolFeeModelKindLabels,
  type ValidFeeModelChangeRequest,
  WAIVED_WEEK_MESSAGE,
} from '../../../../../core/money/school-fee-terms-schemas';
import { SCHOOL_FEE_MODEL_KINDS } from '../../../../../core/money/school-fees';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import {
  CheckboxField,
  ChoiceGroup,
  ChoiceOption,
  SelectField,
  TextField,
} from '../../../../components/ui/form-field';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useStudents } from '../../../../lib/api/get-students';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { formatPenceForInput, parsePoundsToPence } from '../../../../lib/pounds-input';
import { formatSchoolLongDate, getSchoolToday } from '../../../../lib/school-time-format';
import { useChangeFeeModel } from '../api/change-fee-model';
import { useFeeTerms } from '../api/get-fee-terms';
import { useRecordReferral } from '../api/record-referral';
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
  // Whether this opening's form was filled with the model in force (once the terms are read).
  const [prefilled, setPrefilled] = useState(false);
  const dialog = useDialogForm({
    form,
    // No kind until the terms are read: the model in force is then filled in (below).
    initialValues: () => ({ from: getSchoolToday(new Date()) }),
    onOpen: () => setPrefilled(false),
    fieldNames: feeFields,
    failureMessage: FEE_NOT_SAVED_MESSAGE,
  });
  const terms = useFeeTerms(instructorId, dialog.open);
  const current = terms.data?.current;
  useEffect(() => {
    if (!dialog.open || prefilled || !current) return;
    setPrefilled(true);
    // The amounts are left to the inputs' own text (below), read through their setValueAs as typed.
    const from = getSchoolToday(new Date());
    switch (current.kind) {
      case 'weekly_franchise':
        form.reset({ from, model: { kind: current.kind, noLessonsNoFee: current.noLessonsNoFee } });
        break;
      case 'commission':
        form.reset({ from, model: { kind: current.kind } });
        break;
      case 'referral':
        form.reset({ from, model: { kind: current.kind } });
        break;
      case 'none':
        form.reset({ from, model: { kind: current.kind } });
        break;
    }
  }, [dialog.open, prefilled, current, form]);
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
                  defaultValue={
                    current?.kind === 'weekly_franchise'
                      ? formatPenceForInput(current.weeklyPence)
                      : undefined
                  }
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
                defaultValue={
                  current?.kind === 'commission'
                    ? formatBasisPoints(current.basisPoints).replace('%', '')
                    : undefined
                }
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
                defaultValue={
                  current?.kind === 'referral' ? formatPenceForInput(current.perLearnerPence) : undefined
                }
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
            <ReferralsSection instructorId={instructorId} referrals={terms.data.referrals} />
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

/**
 * 'Learners referred' (owner): which learner the school passed to this instructor, on which day:
 * what a referral fee falls on (docs/decisions/0059). Accepting a network request records its own.
 */
function ReferralsSection({
  instructorId,
  referrals,
}: {
  instructorId: number;
  referrals: readonly Referral[];
}) {
  const record = useRecordReferral();
  const students = useStudents();
  const [studentId, setStudentId] = useState('');
  const [day, setDay] = useState(() => getSchoolToday(new Date()));
  const [errors, setErrors] = useState<{ studentId?: string; referredOn?: string; form?: string }>({});
  const fieldId = `school-fee-${instructorId}-referral`;
  const referred = new Set(referrals.map((referral) => referral.studentId));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!studentId) {
      setErrors({ studentId: REFERRAL_LEARNER_MESSAGE });
      return;
    }
    setErrors({});
    record.mutate(
      { instructorId, request: { studentId: Number(studentId), referredOn: day } },
      {
        onSuccess: () => {
          setStudentId('');
          toast({ title: 'Referral recorded', description: `Passed on ${formatLongDate(day)}.` });
        },
        onError: (failure) => {
          const fields = isApiRequestError(failure) ? failure.apiError?.fields : undefined;
          setErrors(
            fields?.studentId || fields?.referredOn
              ? { studentId: fields.studentId, referredOn: fields.referredOn }
              : { form: getApiErrorMessage(failure, FEE_NOT_SAVED_MESSAGE) },
          );
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${fieldId}-title`} className="grid gap-2">
      <h3 id={`${fieldId}-title`} className="font-semibold text-slate-900">
        Learners referred
      </h3>
      <p className="text-sm text-slate-600">
        Learners the school passed to them: a fee per referred learner falls on the day. Network requests they
        accept are recorded here by themselves.
      </p>
      {referrals.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {referrals.map((referral) => (
            <li key={referral.id}>
              {referral.learnerName ?? 'A learner since deleted'}, {formatLongDate(referral.referredOn)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No learners referred yet.</p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        noValidate
        onSubmit={handleSubmit}
      >
        <SelectField
          id={`${fieldId}-learner`}
          label="Learner"
          error={errors.studentId}
          value={studentId}
          disabled={!students.data}
          onChange={(event) => setStudentId(event.target.value)}
        >
          <option value="">
            {students.data ? 'Choose…' : students.isPending ? 'Loading learners…' : "Learners didn't load"}
          </option>
          {students.data
            ?.filter((student) => !referred.has(student.id))
            .map((student) => (
              <option key={student.id} value={String(student.id)}>
                {student.fullName}
              </option>
            ))}
        </SelectField>
        <TextField
          id={`${fieldId}-day`}
          label="Passed on"
          type="date"
          error={errors.referredOn}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={record.isPending}>
          Record Referral
        </Button>
      </form>
      <FormAlert message={errors.form ?? null} />
    </section>
  );
}
