import { X } from 'lucide-react';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { describeSlot } from '../booking-messages';
import { LostTimesNotice } from './lost-times-notice';

export interface SelectedSlotsSummaryProps {
  selectedSlots: readonly TimeSlot[];
  /** Chosen times dropped because they are no longer offered. */
  lostSlots: readonly TimeSlot[];
  /** Chosen times were lost: the learner picks again or chooses to arrange times later. */
  mustChooseAgain: boolean;
  onRemove: (slotId: number) => void;
  onArrangeTimesLater: () => void;
}

/** The chosen times, each with its date, 12-hour time, duration and a remove button. */
export function SelectedSlotsSummary({
  selectedSlots,
  lostSlots,
  mustChooseAgain,
  onRemove,
  onArrangeTimesLater,
}: SelectedSlotsSummaryProps) {
  return (
    <div className="flex flex-col gap-2">
      <div aria-live="polite">
        {mustChooseAgain ? (
          <LostTimesNotice lostSlots={lostSlots} onArrangeTimesLater={onArrangeTimesLater} />
        ) : null}
      </div>
      {selectedSlots.length > 0 ? (
        <div>
          <h3 className="text-base">Your chosen times</h3>
          <ul className="mt-2 grid gap-2">
            {[...selectedSlots]
              .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`))
              .map((slot) => (
                <li
                  key={slot.id}
                  className="flex items-center justify-between gap-2 rounded-lg border border-blue-200 bg-blue-50 py-1 pr-1 pl-3"
                >
                  <span className="leading-tight">
                    <span className="block font-medium text-slate-900">{formatLongDate(slot.date)}</span>
                    <span className="text-sm text-slate-700">
                      {formatTime12h(slot.time)} · {formatDurationLabel(slot.duration)}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemove(slot.id)}
                    aria-label={`Remove ${describeSlot(slot)}`}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-blue-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
