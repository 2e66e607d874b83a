import { X } from 'lucide-react';
import type { TimeSlot } from '../../../../core/booking/time-slot-schemas';
import { formatDurationLabel, formatLongDate, formatTime12h } from '../../../../core/format/display-format';
import { describeSlot } from '../booking-messages';

export interface SelectedSlotsSummaryProps {
  selectedSlots: readonly TimeSlot[];
  /** Times dropped because someone else booked them meanwhile. */
  takenSlots: readonly TimeSlot[];
  onRemove: (slotId: number) => void;
}

/** The chosen times, each with its date, 12-hour time, duration and a remove button. */
export function SelectedSlotsSummary({ selectedSlots, takenSlots, onRemove }: SelectedSlotsSummaryProps) {
  return (
    <div className="flex flex-col gap-2">
      <div aria-live="polite">
        {takenSlots.length > 0 ? (
          <p className="rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-slate-900">
            {takenSlots.length === 1 ? 'A time you chose has' : 'Times you chose have'} just been booked by
            someone else and {takenSlots.length === 1 ? 'was' : 'were'} removed:{' '}
            {takenSlots
              .map((slot) => `${formatLongDate(slot.date)} at ${formatTime12h(slot.time)}`)
              .join(', ')}
            . Please pick another time.
          </p>
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
