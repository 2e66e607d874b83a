import { useCallback, useEffect, useState } from 'react';
import { keepAvailableSlots } from '../../../../core/booking/booking-calendar';
import { toggleSlotSelection } from '../../../../core/booking/booking-rules';
import type { TimeSlot } from '../../../../core/booking/time-slot-schemas';

export interface SlotSelection {
  selectedSlots: TimeSlot[];
  /** Chosen times that someone else booked meanwhile, dropped at the last refresh (shown to the learner). */
  takenSlots: TimeSlot[];
  toggleSlot: (slot: TimeSlot) => void;
  removeSlot: (slotId: number) => void;
  clearSelection: () => void;
  /**
   * After a 409: drops the submitted times that are no longer offered, or all the submitted times
   * when the fresh list does not show which one was taken.
   */
  dropTakenSlots: (submittedSlots: readonly TimeSlot[], availableSlots: readonly TimeSlot[]) => void;
}

/**
 * The learner's chosen times (spec section 4): a slot toggles, and is added only while it keeps the
 * total within the package's hours. Times that disappear from the live list are dropped.
 */
export function useSlotSelection(
  availableSlots: readonly TimeSlot[] | undefined,
  requiredHours: number,
): SlotSelection {
  const [selectedSlots, setSelectedSlots] = useState<TimeSlot[]>([]);
  const [takenSlots, setTakenSlots] = useState<TimeSlot[]>([]);

  useEffect(() => {
    if (!availableSlots || selectedSlots.length === 0) return;
    const { kept, removed } = keepAvailableSlots(selectedSlots, availableSlots);
    if (removed.length === 0) return;
    setSelectedSlots(kept);
    setTakenSlots(removed);
  }, [availableSlots, selectedSlots]);

  const toggleSlot = useCallback(
    (slot: TimeSlot) => {
      setTakenSlots([]);
      setSelectedSlots((current) => toggleSlotSelection(slot, current, requiredHours));
    },
    [requiredHours],
  );

  const removeSlot = useCallback((slotId: number) => {
    setTakenSlots([]);
    setSelectedSlots((current) => current.filter((slot) => slot.id !== slotId));
  }, []);

  const clearSelection = useCallback(() => {
    setTakenSlots([]);
    setSelectedSlots([]);
  }, []);

  const dropTakenSlots = useCallback(
    (submittedSlots: readonly TimeSlot[], available: readonly TimeSlot[]) => {
      const { removed } = keepAvailableSlots(submittedSlots, available);
      // The server did not say which time went: if the fresh list still has them all, start again.
      const takenIds = new Set((removed.length > 0 ? removed : submittedSlots).map((slot) => slot.id));
      setTakenSlots(removed);
      setSelectedSlots((current) => current.filter((slot) => !takenIds.has(slot.id)));
    },
    [],
  );

  return { selectedSlots, takenSlots, toggleSlot, removeSlot, clearSelection, dropTakenSlots };
}
