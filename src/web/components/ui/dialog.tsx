import { LoaderCircle, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes when it closes; by default its trigger. A dialog opened by a plain button
   * (no DialogTrigger) sends focus back to that button here.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog (Radix): focus kept inside, Escape and the close button close it, the page behind
 * is dimmed and hidden from screen readers. Scrolls inside itself on short screens.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/60 motion-safe:data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={classNames(
          'fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
          'motion-safe:data-[state=open]:animate-fade-in',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <DialogPrimitive.Title className="text-xl font-bold tracking-tight text-slate-900">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-slate-700">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export interface DialogFormActionsProps {
  isPending: boolean;
  /** The submit button's words ('Record Payment'). */
  submitLabel: string;
  /** While the request runs ('Saving…'). */
  pendingLabel?: string;
  /** The button that closes the dialog without doing anything. */
  closeLabel?: string;
  /** The submit button itself (a danger button for a destructive action); a plain button by default. */
  renderSubmit?: (children: ReactNode, disabled: boolean) => ReactNode;
}

/** A form dialog's buttons: close, then submit with a spinner while it runs (stacked on a phone). */
export function DialogFormActions({
  isPending,
  submitLabel,
  pendingLabel = 'Saving…',
  closeLabel = 'Cancel',
  renderSubmit,
}: DialogFormActionsProps) {
  const children = (
    <>
      {isPending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
      {isPending ? pendingLabel : submitLabel}
    </>
  );
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{closeLabel}</Button>
      </DialogClose>
      {renderSubmit ? (
        renderSubmit(children, isPending)
      ) : (
        <Button type="submit" disabled={isPending}>
          {children}
        </Button>
      )}
    </div>
  );
}
