import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftRight, Handshake, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import { SETTLEMENT_DIRECTIONS } from '../../../../../core/money/settling-up';
import {
  describeOwed,
  type RecordTransferRequest,
  recordTransferRequestSchema,
  type Settlement,
  type SettlingUpRow,
  settlementDirectionLabels,
  type ValidRecordTransferRequest,
} from '../../../../../core/money/settling-up-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, ChoiceOption, TextField } from '../../../../components/ui/form-field';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { parsePoundsToPence } from '../../../../lib/pounds-input';
import { formatSchoolLongDate, getSchoolToday } from '../../../../lib/school-time-format';
import { useSettlingUp } from '../api/get-settling-up';
import { useRecordTransfer } from '../api/record-transfer';
import { useUndoTransfer } from '../api/undo-transfer';

export const TRANSFER_NOT_SAVED_MESSAGE =
  "The transfer wasn't recorded. Check your connection and try again.";
export const TRANSFER_NOT_UNDONE_MESSAGE = "The transfer wasn't undone. Check your connection and try again.";

const transferFields = ['paidOn', 'direction', 'amountPence', 'reference'] as const;

const readPounds = (value: unknown) => (typeof value === 'string' ? parsePoundsToPence(value) : value);

/**
 * 'Settling up' (docs/decisions/0062): what the school owes each partner instructor or they owe
 * it, today, from the lessons they taught, the school's fees, the money they took themselves and
 * the bank transfers between them. The owner records and undoes transfers; an instructor reads
 * their own.
 */
export function SettlingUpSection({ isOwner }: { isOwner: boolean }) {
  const settling = useSettlingUp();
  return (
    <SectionCard
      id="money-settling-up"
      title="Settling up"
      description={
        isOwner
          ? "What the school owes each partner instructor, or they owe it, today: their lessons' money less the school's fees, less what they took from learners themselves, and the bank transfers between you."
          : "What the school owes you, or you owe it, today: your lessons' money less the school's fees, less what you took from learners yourself, and the bank transfers between you."
      }
    >
      {settling.data ? (
        settling.data.instructors.length === 0 ? (
          <EmptyState icon={Handshake} title="Nobody to settle up with">
            Partner instructors you invite appear here, with what the school owes them or they owe it.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {settling.data.instructors.map((row) => (
              <SettlingUpCard key={row.instructor.id} row={row} isOwner={isOwner} />
            ))}
          </ul>
        )
      ) : settling.isPending ? (
        <ListSkeleton label="Loading who owes what" cards={2} />
      ) : (
        <LoadErrorCard
          title="Settling up didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void settling.refetch()}
          isRetrying={settling.isFetching}
        />
      )}
    </SectionCard>
  );
}

function SettlingUpCard({ row, isOwner }: { row: SettlingUpRow; isOwner: boolean }) {
  const { figures, instructor } = row;
  const headingId = `settling-up-${instructor.id}`;
  const owed = figures.owedToInstructorPence;
  const lines = [
    { label: 'Lesson money earned', pence: figures.lessonPence },
    { label: 'Fees to the school', pence: -figures.feesPence },
    { label: 'Taken from learners directly', pence: -figures.receivedDirectlyPence },
    { label: 'Paid to them by the school', pence: -figures.paidToInstructorPence },
    { label: 'Paid by them to the school', pence: figures.paidToSchoolPence },
  ];
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="font-semibold text-lg text-slate-900">
            {instructor.name}
          </h3>
          <p className={owed === 0 ? 'text-slate-700' : 'font-medium text-slate-900'}>
            {describeOwed(owed, isOwner ? instructor.name : 'you')}
          </p>
        </div>
        {isOwner ? <RecordTransferDialog row={row} /> : null}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-800">How it adds up</summary>
        <dl className="mt-2 grid gap-1 sm:max-w-md">
          {lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-700">{line.label}</dt>
              <dd className="tabular-nums">{formatPounds(line.pence)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 border-slate-300 border-t pt-1 font-semibold">
            <dt>Owed to {isOwner ? instructor.name : 'you'}</dt>
            <dd className="tabular-nums">{formatPounds(owed)}</dd>
          </div>
        </dl>
      </details>
      <TransferList transfers={row.transfers} isOwner={isOwner} />
    </li>
  );
}

function TransferList({ transfers, isOwner }: { transfers: readonly Settlement[]; isOwner: boolean }) {
  const undo = useUndoTransfer();
  const [error, setError] = useState<string | undefined>();
  if (transfers.length === 0) return <p className="text-slate-600 text-sm">No transfers recorded yet.</p>;
  return (
    <div className="grid gap-1.5">
      <h4 className="font-semibold text-slate-900 text-sm">Transfers</h4>
      <ul className="grid gap-1.5 text-sm">
        {transfers.map((transfer) => {
          const isUndo = transfer.reversesSettlementId !== null;
          return (
            <li key={transfer.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className={transfer.undone ? 'text-slate-500 line-through' : 'text-slate-800'}>
                {formatLongDate(transfer.paidOn)}:{' '}
                {isUndo
                  ? `undone ${formatPounds(-transfer.amountPence)}`
                  : `${transfer.direction === 'to_instructor' ? 'school paid' : 'paid the school'} ${formatPounds(transfer.amountPence)}`}{' '}
                ({transfer.reference})
                <span className="block text-slate-600 text-xs">
                  Recorded by {transfer.recordedByName ?? 'a removed account'} on{' '}
                  {formatSchoolLongDate(transfer.recordedAt)}
                </span>
              </span>
              {isOwner && !isUndo && !transfer.undone ? (
                <Button
                  variant="ghost"
                  size="compact"
                  disabled={undo.isPending}
                  onClick={() => {
                    setError(undefined);
                    undo.mutate(transfer.id, {
                      onSuccess: () =>
                        toast({
                          title: 'Transfer undone',
                          description: `${formatPounds(transfer.amountPence)} (${transfer.reference}) no longer counts.`,
                        }),
                      onError: (failure) =>
                        setError(getApiErrorMessage(failure, TRANSFER_NOT_UNDONE_MESSAGE)),
                    });
                  }}
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  Undo<span className="sr-only"> the transfer {transfer.reference}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormAlert message={error ?? null} />
    </div>
  );
}

/** 'Record a transfer' (owner): a bank transfer made either way, by date, amount and reference. */
function RecordTransferDialog({ row }: { row: SettlingUpRow }) {
  const record = useRecordTransfer();
  const { instructor, figures } = row;
  const form = useForm<RecordTransferRequest, unknown, ValidRecordTransferRequest>({
    resolver: zodResolver(recordTransferRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    // The direction that settles what is owed now, and today's date.
    initialValues: () => ({
      paidOn: getSchoolToday(new Date()),
      direction: figures.owedToInstructorPence < 0 ? ('to_school' as const) : ('to_instructor' as const),
      reference: '',
    }),
    fieldNames: transferFields,
    failureMessage: TRANSFER_NOT_SAVED_MESSAGE,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const id = (field: string) => `transfer-${instructor.id}-${field}`;

  function handleValid(request: ValidRecordTransferRequest) {
    record.mutate(
      { instructorId: instructor.id, request },
      {
        onSuccess: () => {
          dialog.close();
          toast({
            title: 'Transfer recorded',
            description: `${formatPounds(request.amountPence)} on ${formatLongDate(request.paidOn)}: ${settlementDirectionLabels[request.direction].toLowerCase()}.`,
          });
        },
        onError: (error) => dialog.showFailure(error),
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          Record a transfer<span className="sr-only"> with {instructor.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Record a transfer with ${instructor.name}`}
        description={`A bank transfer already made. Now: ${describeOwed(figures.owedToInstructorPence, instructor.name)}. A transfer recorded in error is undone from the list, never edited.`}
      >
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <ChoiceGroup id={id('direction')} legend="Who paid whom" error={errors.direction?.message}>
            {SETTLEMENT_DIRECTIONS.map((direction) => (
              <ChoiceOption
                key={direction}
                type="radio"
                id={id(`direction-${direction}`)}
                value={direction}
                label={settlementDirectionLabels[direction]}
                {...register('direction')}
              />
            ))}
          </ChoiceGroup>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id('amount')}
              label="Amount (£)"
              hint="Like 120 or 95.50."
              error={errors.amountPence?.message}
              inputMode="decimal"
              autoComplete="off"
              {...register('amountPence', { setValueAs: readPounds })}
            />
            <TextField
              id={id('paid-on')}
              label="Date of the transfer"
              error={errors.paidOn?.message}
              type="date"
              {...register('paidOn')}
            />
            <TextField
              id={id('reference')}
              label="Bank reference"
              hint="As it shows on the statement."
              error={errors.reference?.message}
              className="sm:col-span-2"
              autoComplete="off"
              maxLength={100}
              {...register('reference')}
            />
          </div>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={record.isPending} submitLabel="Record Transfer" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
