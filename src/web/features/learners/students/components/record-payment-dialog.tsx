import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import {
  paymentMethodLabels,
  RECORDED_PAYMENT_METHOD_VALUES,
  REFUND_REASON_MESSAGE,
  type RecordPaymentRequest,
  recordPaymentRequestSchema,
} from '../../../../../core/money/ledger/ledger-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, TextareaField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { formatOwedLine } from '../../../../lib/balance-display';
import { parsePoundsToPence } from '../../../../lib/pounds-input';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { useRecordPayment, type ValidRecordPaymentRequest } from '../api/record-payment';

export const RECORD_PAYMENT_FAILED_MESSAGE = 'Failed to record the payment. Please try again.';

const paymentFields = ['amountPence', 'method', 'paidOn', 'reason'] as const;

/** The form's inputs hold text; the amount is read as pence when typed (see `parsePoundsToPence`). */
function readAmountInput(value: unknown) {
  return typeof value === 'string' ? parsePoundsToPence(value) : value;
}

/** What the toast says was recorded: the typed figures and the learner's new balance, from the server. */
function describeRecordedPayment(
  studentName: string,
  request: ValidRecordPaymentRequest,
  owedPence: number,
): string {
  const how = `(${paymentMethodLabels[request.method]}) on ${formatLongDate(request.paidOn)}`;
  const what =
    request.amountPence < 0
      ? `Refunded ${formatPounds(-request.amountPence)} to ${studentName} ${how}.`
      : `${studentName} paid ${formatPounds(request.amountPence)} ${how}.`;
  return `${what} Balance: ${formatOwedLine(owedPence)}.`;
}

/**
 * 'Record Payment': money the learner paid by hand (bank transfer, cash, card, the portal), or a
 * refund (a leading minus, with its reason). The card's balance updates from the server's answer.
 */
export function RecordPaymentDialog({ studentId, studentName }: { studentId: number; studentName: string }) {
  // Shown from the first keystroke of a minus, before the amount itself parses.
  const [isRefund, setIsRefund] = useState(false);
  const record = useRecordPayment(studentId);
  const form = useForm<RecordPaymentRequest, unknown, ValidRecordPaymentRequest>({
    resolver: zodResolver(recordPaymentRequestSchema),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const dialog = useDialogForm({
    form,
    // Today in London when it opens: a dashboard left open overnight still offers the right day.
    initialValues: () => ({ paidOn: getSchoolToday(new Date()), reason: '' }),
    onOpen: () => setIsRefund(false),
    fieldNames: paymentFields,
    failureMessage: RECORD_PAYMENT_FAILED_MESSAGE,
  });
  const idPrefix = `student-${studentId}-payment`;
  const ids = {
    amount: `${idPrefix}-amount`,
    reason: `${idPrefix}-reason`,
    method: `${idPrefix}-method`,
    paidOn: `${idPrefix}-paid-on`,
  };

  function handleInvalid() {
    // The schema asks a refund for its reason only once every other field is right (an object's
    // refinement runs last): say so with the rest, not on a second try.
    const { amountPence, reason } = form.getValues();
    if (typeof amountPence === 'number' && amountPence < 0 && (reason ?? '').trim() === '') {
      form.setError('reason', { message: REFUND_REASON_MESSAGE });
    }
  }

  function handleValid(values: ValidRecordPaymentRequest) {
    // A reason typed before the minus was taken away belongs to no refund.
    const { reason: _reason, ...payment } = values;
    const request = values.amountPence < 0 ? values : payment;
    record.mutate(request, {
      onSuccess: (ledger) => {
        dialog.close();
        toast({
          title: request.amountPence < 0 ? 'Refund Recorded' : 'Payment Recorded',
          description: describeRecordedPayment(studentName, request, ledger.balance.owedPence),
        });
      },
      onError: dialog.showFailure,
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <Banknote aria-hidden="true" className="size-4" />
          Record Payment<span className="sr-only"> from {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record a payment"
        description={`Money ${studentName} paid you directly, or a refund to them.`}
      >
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid, handleInvalid)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {/* Plain text, not inputMode="decimal": a phone's decimal keypad has no minus key. */}
            <TextField
              id={ids.amount}
              label="Amount (£)"
              hint="Like 100 or 45.50. For a refund, start with a minus: -20."
              error={errors.amountPence?.message}
              className="sm:col-span-2"
              controlClassName="sm:max-w-48"
              autoComplete="off"
              {...register('amountPence', {
                setValueAs: readAmountInput,
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  setIsRefund(event.target.value.trim().startsWith('-')),
              })}
            />
            {isRefund ? (
              <TextareaField
                id={ids.reason}
                label="Reason for the refund"
                hint="Required for a refund. It stays with the refund in the learner's records."
                error={errors.reason?.message}
                className="sm:col-span-2"
                rows={2}
                maxLength={500}
                required
                {...register('reason')}
              />
            ) : null}
            <SelectField
              id={ids.method}
              label="Paid by"
              error={errors.method?.message}
              defaultValue=""
              {...register('method')}
            >
              <option value="" disabled>
                Choose…
              </option>
              {RECORDED_PAYMENT_METHOD_VALUES.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[method]}
                </option>
              ))}
            </SelectField>
            <TextField
              id={ids.paidOn}
              label="Date paid"
              type="date"
              error={errors.paidOn?.message}
              {...register('paidOn')}
            />
          </div>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions
            isPending={record.isPending}
            submitLabel={isRefund ? 'Record Refund' : 'Record Payment'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
