import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';

// The form (and its schemas) loads only when the visitor opens it: the booking page stays light.
const NewcomerWaitingListForm = lazy(() =>
  import('../../waiting-list/components/newcomer-waiting-list-form').then((module) => ({
    default: module.NewcomerWaitingListForm,
  })),
);

/** Under the time picker: when no time suits, join the waiting list for an earlier one (issue 21). */
export function WaitingListEntryPoint() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 className="text-lg">No time that suits you?</h2>
        <p className="text-slate-700">
          Join the waiting list: when a lesson is cancelled or a new time is added that suits you, we tell you
          straight away.
        </p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button
          variant="secondary"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={() => setOpen(true)}
        >
          <BellRing aria-hidden="true" className="size-5" />
          Tell me when an earlier time frees up
        </Button>
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
            <NewcomerWaitingListForm />
          </Suspense>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
