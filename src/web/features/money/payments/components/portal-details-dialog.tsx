import type { ReactNode } from 'react';
import type { CustomerDetails } from '../../../../../core/money/payments/portal-payment-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { CopyableDetailsList } from './copyable-details-list';

export interface PortalDetailsDialogProps {
  details: CustomerDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (given the dialog's trigger behaviour and ARIA), if any. */
  trigger?: ReactNode;
}

/** The learner's name, e-mail and phone to copy into the payment portal, and the amount to pay. */
export function PortalDetailsDialog({ details, open, onOpenChange, trigger }: PortalDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        title="Your details for the payment portal"
        description={`Copy each one into the portal's form, and choose "${details.packageName}".`}
      >
        <CopyableDetailsList
          details={[
            { label: 'Name', value: details.name },
            { label: 'E-mail', value: details.email },
            { label: 'Phone', value: details.phone },
          ]}
        />
        <p className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2.5 sm:px-4">
          <span className="text-slate-700">Amount to pay</span>
          <span className="text-2xl font-bold text-slate-900">{details.amount}</span>
        </p>
        <DialogClose asChild>
          <Button variant="secondary" className="w-full sm:w-auto sm:self-end">
            Done
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
