import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DangerButton } from './danger-button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** More detail under the description (a list of what will be removed). */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that keeps things as they are ("Cancel" unless the question wants other words). */
  cancelLabel?: string;
  /** Red confirm button for actions that remove or refuse something. */
  destructive?: boolean;
  isPending: boolean;
  /** Disables the confirm button (e.g. while what it removes is still being counted). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
}

/** 'Are you sure?' in a modal dialog: Cancel keeps things as they are. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  isPending,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  const ConfirmButton = destructive ? DangerButton : Button;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <ConfirmButton onClick={onConfirm} disabled={isPending || confirmDisabled}>
            {isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : null}
            {isPending ? pendingLabel : confirmLabel}
          </ConfirmButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
