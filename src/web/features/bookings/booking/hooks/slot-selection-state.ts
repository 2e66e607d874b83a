import { keepAvailableSlots } from '../../../../../core/bookings/booking/booking-calendar';
import { toggleSlotSelection } from '../../../../../core/bookings/booking/booking-rules';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';

/**
 * The learner's chosen times and what happened to them, as a pure reducer so the rules can be
 * tested without a browser. The rule it keeps: a booking with no times is one the learner meant.
 * When chosen times are lost (a poll no longer offers them, or a 409), the booking must not quietly
 * become a future booking; the learner picks again or says they will arrange times later.
 */
export interface SlotSelectionState {
  selectedSlots: TimeSlot[];
  /** Chosen times dropped because they are no longer offered, shown to the learner until they act. */
  lostSlots: TimeSlot[];
  /**
   * Chosen times were dropped: the booking cannot be sent until the learner picks a time, changes
   * package or chooses to arrange their times later. True with no `lostSlots` when a 409 did not
   * show which of the times sent was taken (all of them were dropped).
   */
  mustChooseAgain: boolean;
  /** The booking was made: later slot lists (which no longer offer its times) change nothing. */
  isBooked: boolean;
}

export type SlotSelectionAction =
  | { type: 'slot_toggled'; slot: TimeSlot; requiredHours: number }
  | { type: 'slot_removed'; slotId: number }
  /** A new package: the times start again (spec section 4). */
  | { type: 'selection_cleared' }
  /** The learner chose to book without times and arrange them later. */
  | { type: 'times_deferred' }
  | { type: 'availability_changed'; availableSlots: readonly TimeSlot[] }
  /** After a 409: the times sent, and the slot list fetched after it. */
  | { type: 'taken_slots_dropped'; submittedSlots: readonly TimeSlot[]; availableSlots: readonly TimeSlot[] }
  | { type: 'booking_made' }
  /** Times chosen for the learner (a waiting-list offer's link): they replace the selection. */
  | { type: 'slots_chosen'; slots: readonly TimeSlot[] };

export const initialSlotSelectionState: SlotSelectionState = {
  selectedSlots: [],
  lostSlots: [],
  mustChooseAgain: false,
  isBooked: false,
};

function addNewSlots(current: readonly TimeSlot[], added: readonly TimeSlot[]): TimeSlot[] {
  const known = new Set(current.map((slot) => slot.id));
  return [...current, ...added.filter((slot) => !known.has(slot.id))];
}

/**
 * Drops the `lostIds` from the selection. Of those, the ones in `knownGone` (known to be no longer
 * offered) are named to the learner; a time they had already taken off themselves is not.
 */
function dropSlots(
  state: SlotSelectionState,
  lostIds: ReadonlySet<number>,
  knownGone: readonly TimeSlot[],
): SlotSelectionState {
  const kept = state.selectedSlots.filter((slot) => !lostIds.has(slot.id));
  // Nothing the learner still had chosen went: the selection on screen is still what they meant.
  if (kept.length === state.selectedSlots.length) return state;
  const goneIds = new Set(knownGone.map((slot) => slot.id));
  const dropped = state.selectedSlots.filter((slot) => lostIds.has(slot.id) && goneIds.has(slot.id));
  return {
    ...state,
    selectedSlots: kept,
    lostSlots: addNewSlots(state.lostSlots, dropped),
    mustChooseAgain: true,
  };
}

export function slotSelectionReducer(
  state: SlotSelectionState,
  action: SlotSelectionAction,
): SlotSelectionState {
  switch (action.type) {
    case 'slot_toggled': {
      const wasChosen = state.selectedSlots.some((slot) => slot.id === action.slot.id);
      const selectedSlots = toggleSlotSelection(action.slot, state.selectedSlots, action.requiredHours);
      const picked = !wasChosen && selectedSlots.some((slot) => slot.id === action.slot.id);
      // Picking a time is choosing again; taking one off (or a time that does not fit) is not.
      if (picked) return { ...state, selectedSlots, lostSlots: [], mustChooseAgain: false };
      return { ...state, selectedSlots };
    }
    case 'slot_removed': {
      if (!state.selectedSlots.some((slot) => slot.id === action.slotId)) return state;
      return { ...state, selectedSlots: state.selectedSlots.filter((slot) => slot.id !== action.slotId) };
    }
    case 'selection_cleared':
    case 'times_deferred':
      return { ...initialSlotSelectionState, isBooked: state.isBooked };
    case 'availability_changed': {
      if (state.isBooked || state.selectedSlots.length === 0) return state;
      const { removed } = keepAvailableSlots(state.selectedSlots, action.availableSlots);
      if (removed.length === 0) return state;
      return dropSlots(state, new Set(removed.map((slot) => slot.id)), removed);
    }
    case 'taken_slots_dropped': {
      if (state.isBooked) return state;
      const { removed } = keepAvailableSlots(action.submittedSlots, action.availableSlots);
      // The fresh list still offers every time sent, so it does not show which one was taken: drop
      // them all, without naming any as gone.
      const lost = removed.length > 0 ? removed : action.submittedSlots;
      return dropSlots(state, new Set(lost.map((slot) => slot.id)), removed);
    }
    case 'booking_made':
      return { ...state, isBooked: true };
    case 'slots_chosen':
      return { ...initialSlotSelectionState, selectedSlots: [...action.slots], isBooked: state.isBooked };
  }
}
