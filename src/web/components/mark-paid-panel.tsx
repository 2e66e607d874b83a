import { LoaderCircle, PoundSterling, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPounds } from '../../core/format/display-format';
import { RECORDED_PAYMENT_METHOD_VALUES } from '../../core/money/ledger/ledger-schemas';
import type { PaymentLine, PurchasePaymentState } from '../../core/money/ledger/mark-paid-schemas';
import { useDialogForm } from '../hooks/use-dialog-form';
import { usePaymentState } from '../lib/api/get-payment-state';
import { useMarkPaid } from '../lib/api/mark-paid';
import { useUndoPayment } from '../lib/api/undo-payment';
import { describePayment, describeRecording, describeUndone } from '../lib/mark-paid-display';
import type { MarkPaidTarget } from '../lib/mark-paid-query-keys';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { Dialog, DialogContent, DialogFormActions } from './ui/dialog';
import { explainFailure, showFailureToast } from './ui/failure-toasts';
import { SelectField } from './ui/form-field';
import { toast } from './ui/toast-store';

type RecordedMethod = (typeof RECORDED_PAYMENT_METHOD_VALUES)[number];

const methodChoices: Record<RecordedMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  card: 'Card (in person)',
  portal: 'Payment portal',
};

const MARK_PAID_FAILED_MESSAGE = 'Failed to record the payment';

function MarkPaidDialog({ target, state }: { target: MarkPaidTarget; state: PurchasePaymentState }) {
  const [method, setMethod] = useState<RecordedMethod>(state.suggestedMethod);
  const markPaid = useMarkPaid(target);
  // A failure closes the dialog and says so in a toast: the panel may have changed under it.
  const dialog = useDialogForm({
    onOpen: () => setMethod(state.suggestedMethod),
    failureMessage: MARK_PAID_FAILED_MESSAGE,
  });
  const selectId = useId();
  const amount = formatPounds(state.duePence);
  const what = state.purchase?.description ?? 'this lesson';

  const handleSubmit = dialog.handleStateSubmit(() => {
    // The promise, not mutate's callbacks: the panel redraws without this button once paid.
    markPaid.mutateAsync({ method }).then(
      () => {
        dialog.close();
        toast({
          title: 'Payment Recorded',
          description: `${amount} from ${state.studentName} for the ${what}. You can undo it here.`,
        });
      },
      (error: unknown) => {
        dialog.close();
        showFailureToast('Payment Not Recorded', explainFailure(error, MARK_PAID_FAILED_MESSAGE));
      },
    );
  });

  return (
    <>
      <Button size="compact" onClick={dialog.show}>
        <PoundSterling aria-hidden="true" className="size-4" />
        Mark Paid {amount}
        <span className="sr-only"> for {state.studentName}</span>
      </Button>
      <Dialog {...dialog.dialogProps}>
        <DialogContent
          title={`Mark ${amount} paid?`}
          description={`${state.studentName} paid ${amount} for the ${what}. You can undo it afterwards.`}
        >
          <form className="grid gap-4" onSubmit={handleSubmit}>
            <SelectField
              id={selectId}
              label="How was it paid?"
              value={method}
              onChange={(event) => {
                const chosen = RECORDED_PAYMENT_METHOD_VALUES.find((value) => value === event.target.value);
                if (chosen) setMethod(chosen);
              }}
            >
              {RECORDED_PAYMENT_METHOD_VALUES.map((value) => (
                <option key={value} value={value}>
                  {methodChoices[value]}
                </option>
              ))}
            </SelectField>
            <DialogFormActions
              isPending={markPaid.isPending}
              submitLabel="Mark Paid"
              pendingLabel="Saving…"
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function UndoButton({ line, studentName }: { line: PaymentLine; studentName: string }) {
  const [open, setOpen] = useState(false);
  const undo = useUndoPayment();
  const amount = formatPounds(line.amountPence);

  function handleConfirm() {
    undo.mutateAsync(line.id).then(
      (result) => {
        setOpen(false);
        toast({
          title: 'Payment Undone',
          description: `${amount} from ${studentName} is taken back off their account. ${
            result.balance.owedPence > 0 ? `They owe ${formatPounds(result.balance.owedPence)}.` : ''
          }`.trim(),
        });
      },
      (error: unknown) => {
        setOpen(false);
        showFailureToast('Not Undone', explainFailure(error, 'Failed to undo the payment'));
      },
    );
  }

  return (
    <>
      <Button variant="secondary" size="compact" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" className="size-4" />
        Undo
        <span className="sr-only">
          {' '}
          the payment of {amount} from {studentName}
        </span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Undo this payment?"
        description={`A line taking back ${amount} is added to ${studentName}'s account, with your name and the time. The payment stays in the history.`}
        confirmLabel="Undo Payment"
        pendingLabel="Undoing…"
        cancelLabel="Keep It"
        isPending={undo.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}

function PaymentLineRow({ line, studentName }: { line: PaymentLine; studentName: string }) {
  return (
    <li className="grid gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={line.undone ? 'text-slate-500 line-through' : 'font-semibold text-green-800'}>
          {describePayment(line)}
        </span>
        <span className="text-sm text-slate-600">{describeRecording(line)}</span>
      </p>
      {line.undone ? (
        <p className="text-sm font-medium text-slate-700">{describeUndone(line.undone)}</p>
      ) : line.notUndoableReason ? (
        <p className="text-sm text-slate-600">{line.notUndoableReason}</p>
      ) : (
        <div>
          <UndoButton line={line} studentName={studentName} />
        </div>
      )}
    </li>
  );
}

/**
 * Mark Paid where the money is seen (a lesson on Today, a booking just approved): what is still
 * unpaid of its purchase with one tap to record it, and the payments made, each undoable when it
 * was recorded by hand (docs/decisions/0035-paid-undone-and-notes-edited.md).
 */
export function MarkPaidPanel({ target, label }: { target: MarkPaidTarget; label: string }) {
  const query = usePaymentState(target);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        Checking the payment…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        The payment could not be loaded.
        <Button variant="ghost" size="compact" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const state = query.data;
  // A lesson from before the ledger, or a booking not yet approved: nothing to pay against.
  if (!state.purchase) return null;
  const shown = state.payments.slice(0, 3);
  return (
    <section aria-label={label} className="grid gap-2 rounded-lg border border-slate-200 px-3 py-2">
      {state.duePence > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{formatPounds(state.duePence)}</span> to pay for
            the {state.purchase.description}
          </p>
          <MarkPaidDialog target={target} state={state} />
        </div>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing to pay for the {state.purchase.description}.</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="grid gap-2">
          {shown.map((line) => (
            <PaymentLineRow key={line.id} line={line} studentName={state.studentName} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
