import { CircleAlert } from 'lucide-react';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import { Button } from '../../../../components/ui/button';
import { ARRANGE_TIMES_LATER_LABEL, CHOOSE_AGAIN_PROMPT, describeLostSlots } from '../booking-messages';

export interface LostTimesNoticeProps {
  /** The times known to be gone; empty when a 409 did not show which one was taken. */
  lostSlots: readonly Pick<TimeSlot, 'date' | 'time'>[];
  onArrangeTimesLater: () => void;
}

/**
 * Chosen times were lost: which ones, and the two ways on (pick again, or book without times on
 * purpose). Shown beside the chosen times and above the submit button, which waits meanwhile.
 */
export function LostTimesNotice({ lostSlots, onArrangeTimesLater }: LostTimesNoticeProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-slate-900">
      <p className="flex gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          {describeLostSlots(lostSlots)} {CHOOSE_AGAIN_PROMPT}
        </span>
      </p>
      <Button type="button" variant="secondary" size="compact" onClick={onArrangeTimesLater}>
        {ARRANGE_TIMES_LATER_LABEL}
      </Button>
    </div>
  );
}
