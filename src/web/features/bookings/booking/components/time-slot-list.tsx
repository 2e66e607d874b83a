import { Check } from 'lucide-react';
import {
  formatHours,
  getRemainingHours,
  getSelectedHours,
  isSlotSelectable,
} from '../../../../../core/bookings/booking/booking-rules';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
  getFirstName,
} from '../../../../../core/format/display-format';
import { classNames } from '../../../../lib/class-names';
import { NO_SLOTS_FOR_DATE_MESSAGE } from '../booking-messages';

/** Whose the time is ('Sarah Khan'), or null when not known or not worth saying (one instructor). */
export type DescribeSlot = (slot: TimeSlot) => string | null;

export interface TimeSlotListProps {
  date: string;
  /** The date's bookable slots, in time order. */
  slots: readonly TimeSlot[];
  selectedSlots: readonly TimeSlot[];
  requiredHours: number;
  onToggle: (slot: TimeSlot) => void;
  describeSlot?: DescribeSlot | undefined;
}

/** The times of the chosen date; a time that would take the learner over their hours is disabled, saying why. */
export function TimeSlotList({
  date,
  slots,
  selectedSlots,
  requiredHours,
  onToggle,
  describeSlot,
}: TimeSlotListProps) {
  const remainingHours = getRemainingHours(requiredHours, getSelectedHours(selectedSlots));
  const selectedIds = new Set(selectedSlots.map((slot) => slot.id));
  const hasBlockedSlot = slots.some((slot) => !isSlotSelectable(slot, selectedSlots, requiredHours));
  const noteId = `times-${date}-note`;
  return (
    <section aria-labelledby={`times-${date}-heading`} className="flex flex-col gap-3">
      <h3 id={`times-${date}-heading`} className="text-base">
        Times on {formatLongDate(date)}
      </h3>
      {slots.length === 0 ? (
        <p className="rounded-lg bg-slate-100 p-3 text-slate-700">{NO_SLOTS_FOR_DATE_MESSAGE}</p>
      ) : (
        <>
          {hasBlockedSlot ? (
            <p id={noteId} className="text-sm text-slate-700">
              {remainingHours === 0
                ? `You've chosen all ${formatHours(requiredHours)} ${requiredHours === 1 ? 'hour' : 'hours'}. Remove a time to pick a different one.`
                : `Greyed-out times are longer than the ${formatHours(remainingHours)} h you have left to pick.`}
            </p>
          ) : null}
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {slots.map((slot) => {
              const isSelected = selectedIds.has(slot.id);
              const isSelectable = isSlotSelectable(slot, selectedSlots, requiredHours);
              const instructor = describeSlot?.(slot) ?? null;
              return (
                <li key={slot.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    disabled={!isSelectable}
                    aria-describedby={isSelectable ? undefined : noteId}
                    onClick={() => onToggle(slot)}
                    className={classNames(
                      'flex min-h-14 w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 motion-safe:transition-colors',
                      isSelected
                        ? 'border-blue-700 bg-blue-700 text-white'
                        : isSelectable
                          ? 'border-slate-300 bg-white text-slate-900 hover:border-blue-700 hover:bg-blue-50'
                          : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600',
                    )}
                  >
                    <span className="flex flex-col leading-tight">
                      <span className="font-semibold">{formatTime12h(slot.time)}</span>
                      <span className={classNames('text-sm', isSelected ? 'text-blue-50' : 'text-slate-600')}>
                        {formatDurationLabel(slot.duration)}
                        {instructor ? `, with ${getFirstName(instructor)}` : null}
                        {isSelectable ? null : (
                          <span className="sr-only"> (not available with your selection)</span>
                        )}
                      </span>
                    </span>
                    {isSelected ? <Check aria-hidden="true" className="size-5 shrink-0" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
