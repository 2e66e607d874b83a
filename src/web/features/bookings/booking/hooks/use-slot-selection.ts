import { useCallback, useEffect, useReducer } from 'react';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import { initialSlotSelectionState, slotSelectionReducer } from './slot-selection-state';

export interface SlotSelection {
  selectedSlots: TimeSlot[];
  /** Chosen times dropped because they are no longer offered (shown to the learner). */
  lostSlots: TimeSlot[];
  /** Chosen times were lost: the booking waits until the learner picks again or defers the times. */
  mustChooseAgain: boolean;
  toggleSlot: (slot: TimeSlot) => void;
  removeSlot: (slotId: number) => void;
  /** A new package: the times start again. */
  clearSelection: () => void;
  /** The learner chose to book without times; their instructor arranges them later. */
  arrangeTimesLater: () => void;
  /**
   * After a 409: drops the submitted times that are no longer offered, or all the submitted times
   * when the fresh list does not show which one was taken.
   */
  dropTakenSlots: (submittedSlots: readonly TimeSlot[], availableSlots: readonly TimeSlot[]) => void;
  /** The booking was made: its times leaving the slot list is not a loss to report. */
  markBooked: () => void;
  /** Chooses these times for the learner, in place of any chosen before. */
  chooseSlots: (slots: readonly TimeSlot[]) => void;
}

/**
 * The learner's chosen times (spec section 4): a slot toggles, and is added only while it keeps the
 * total within the package's hours. Times that disappear from the live list are dropped, and then
 * the learner must choose again (the rules are in `slotSelectionReducer`).
 */
export function useSlotSelection(
  availableSlots: readonly TimeSlot[] | undefined,
  requiredHours: number,
): SlotSelection {
  const [state, dispatch] = useReducer(slotSelectionReducer, initialSlotSelectionState);

  useEffect(() => {
    // The reducer returns the same state when nothing chosen went, so a poll renders nothing.
    if (availableSlots) dispatch({ type: 'availability_changed', availableSlots });
  }, [availableSlots]);

  const toggleSlot = useCallback(
    (slot: TimeSlot) => dispatch({ type: 'slot_toggled', slot, requiredHours }),
    [requiredHours],
  );
  const removeSlot = useCallback((slotId: number) => dispatch({ type: 'slot_removed', slotId }), []);
  const clearSelection = useCallback(() => dispatch({ type: 'selection_cleared' }), []);
  const arrangeTimesLater = useCallback(() => dispatch({ type: 'times_deferred' }), []);
  const dropTakenSlots = useCallback(
    (submittedSlots: readonly TimeSlot[], available: readonly TimeSlot[]) =>
      dispatch({ type: 'taken_slots_dropped', submittedSlots, availableSlots: available }),
    [],
  );
  const markBooked = useCallback(() => dispatch({ type: 'booking_made' }), []);
  const chooseSlots = useCallback(
    (slots: readonly TimeSlot[]) => dispatch({ type: 'slots_chosen', slots }),
    [],
  );

  return {
    selectedSlots: state.selectedSlots,
    lostSlots: state.lostSlots,
    mustChooseAgain: state.mustChooseAgain,
    toggleSlot,
    removeSlot,
    clearSelection,
    arrangeTimesLater,
    dropTakenSlots,
    markBooked,
    chooseSlots,
  };
}
