import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import type { NewcomerWaitingListFormProps } from '../../waiting-list/components/newcomer-waiting-list-form';

// The dialog and its form load only when the visitor opens it: the booking page stays light.
const WaitingListDialog = lazy(() =>
  import('./waiting-list-dialog').then((module) => ({ default: module.WaitingListDialog })),
);

/** Under the time picker: when no time suits, join the waiting list for an earlier one (issue 21). */
export function WaitingListEntryPoint({ instructors, bookingChoice }: NewcomerWaitingListFormProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it animates and keeps the form's code loaded.
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 className="text-lg">No time that suits you?</h2>
        <p className="text-slate-700">
          Join the waiting list: when a lesson is cancelled or a new time is added that suits you, we tell you
          straight away.
        </p>
      </div>
      <Button
        variant="secondary"
        className="w-full sm:w-auto sm:justify-self-start"
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <BellRing aria-hidden="true" className="size-5" />
        Tell me when an earlier time frees up
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <WaitingListDialog
            open={open}
            onOpenChange={setOpen}
            instructors={instructors}
            bookingChoice={bookingChoice}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
