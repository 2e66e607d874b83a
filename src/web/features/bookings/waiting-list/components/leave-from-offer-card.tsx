import { LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';

export interface LeaveFromOfferCardProps {
  /** Settles when the answer came (never rejects: a failure comes back as `error`). */
  onLeave: () => Promise<void>;
  isLeaving: boolean;
  /** Why the last try failed, in words; empty when it did not. */
  error: string;
}

/** "Leave the waiting list", second to the offer, behind a confirm step. */
export function LeaveFromOfferCard({ onLeave, isLeaving, error }: LeaveFromOfferCardProps) {
  const [confirming, setConfirming] = useState(false);

  async function handleLeave() {
    await onLeave();
    setConfirming(false);
  }

  return (
    <Card className="grid gap-3 p-4 sm:flex sm:items-center sm:justify-between sm:p-5">
      <div className="grid gap-1">
        <p className="text-slate-700">No longer want an earlier lesson?</p>
        <div role="alert" className="empty:hidden">
          {error ? <p className="font-medium text-red-700">{error}</p> : null}
        </div>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <LogOut aria-hidden="true" className="size-5" />
        Leave the waiting list
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Leave the waiting list?"
          description="We will not send you any more offers of earlier times. You can join again from your My Progress page at any time."
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Stay on the list</Button>
            </DialogClose>
            <Button onClick={() => void handleLeave()} disabled={isLeaving}>
              {isLeaving ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : null}
              {isLeaving ? 'Leaving…' : 'Yes, leave the list'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
