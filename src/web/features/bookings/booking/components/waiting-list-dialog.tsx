import { lazy, Suspense } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { NewcomerWaitingListFormProps } from '../../waiting-list/components/newcomer-waiting-list-form';

// The form (and its schemas) loads only when the visitor opens it: the booking page stays light.
const NewcomerWaitingListForm = lazy(() =>
  import('../../waiting-list/components/newcomer-waiting-list-form').then((module) => ({
    default: module.NewcomerWaitingListForm,
  })),
);

export interface WaitingListDialogProps extends NewcomerWaitingListFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The waiting list's form in its dialog, loaded when the visitor first opens it
 * (waiting-list-entry-point.tsx): the dialog's code is not part of the booking page's first load.
 */
export function WaitingListDialog({
  open,
  onOpenChange,
  instructors,
  bookingChoice,
}: WaitingListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Tell me when an earlier time frees up"
        description="Tick the days and times that suit you. We only use your details to offer you lessons."
      >
        <Suspense
          fallback={
            <div className="grid gap-3">
              <p className="sr-only" role="status">
                Loading the form
              </p>
              <Skeleton className="h-64 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          }
        >
          <NewcomerWaitingListForm instructors={instructors} bookingChoice={bookingChoice} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
