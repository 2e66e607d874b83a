import { MarkPaidPanel } from '../../../../components/mark-paid-panel';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import type { ApprovedBookingNote } from './pending-booking-card';

/** A request approved a moment ago: its money, with Mark Paid and its undo, until dismissed. */
export function JustApprovedCard({
  approved,
  onDismiss,
}: {
  approved: ApprovedBookingNote;
  onDismiss: () => void;
}) {
  const titleId = `just-approved-${approved.bookingId}-title`;
  return (
    <Card className="grid gap-3 border-green-200 bg-green-50/40 p-4 sm:p-5">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-0.5">
            <h4 id={titleId} className="text-lg break-words">
              {approved.studentName}
            </h4>
            <p className="text-sm text-slate-700">{approved.packageName} · approved</p>
          </div>
          <Button variant="ghost" size="compact" onClick={onDismiss}>
            Done<span className="sr-only"> with {approved.studentName}'s booking</span>
          </Button>
        </div>
        <MarkPaidPanel
          target={{ kind: 'booking', id: approved.bookingId }}
          label={`Payment, ${approved.studentName}`}
        />
      </article>
    </Card>
  );
}
