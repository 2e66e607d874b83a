import { PoundSterling } from 'lucide-react';
import { useState } from 'react';
import { formatPounds } from '../../core/format/display-format';
import { useMarkBookingPaid } from '../lib/api/mark-booking-paid';
import { Button, type ButtonSize } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { explainFailure, showFailureToast } from './ui/failure-toasts';
import { toast } from './ui/toast-store';

export interface MarkPaidButtonProps {
  bookingId: number;
  studentName: string;
  packageName: string;
  /** Pence. */
  totalAmount: number;
  size?: ButtonSize;
}

/** 'Mark Paid' with a confirmation; an undo appends a reversing line (docs/decisions/0035). */
export function MarkPaidButton({
  bookingId,
  studentName,
  packageName,
  totalAmount,
  size = 'compact',
}: MarkPaidButtonProps) {
  const [open, setOpen] = useState(false);
  const markPaid = useMarkBookingPaid();
  const amount = formatPounds(totalAmount);

  function handleConfirm() {
    // The promise, not mutate's callbacks: once paid, the card refreshes without this button, and
    // callbacks of an unmounted caller never run (the toast would be lost).
    markPaid.mutateAsync(bookingId).then(
      () => {
        setOpen(false);
        toast({
          title: 'Payment Recorded',
          description: `${studentName}'s ${packageName} (${amount}) is marked paid.`,
        });
      },
      (error: unknown) => {
        setOpen(false);
        showFailureToast('Update Failed', explainFailure(error, 'Failed to update payment status'));
      },
    );
  }

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
        <PoundSterling aria-hidden="true" className="size-4" />
        Mark Paid
        <span className="sr-only">
          : {packageName} for {studentName}
        </span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Mark this booking paid?"
        description={`${studentName} paid ${amount} for the ${packageName}. If it was a mistake, you can undo it where the payment shows.`}
        confirmLabel="Mark Paid"
        pendingLabel="Saving…"
        isPending={markPaid.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
