import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import {
  initialSlotSelectionState,
  type SlotSelectionAction,
  type SlotSelectionState,
  slotSelectionReducer,
} from './slot-selection-state';

const slot = (id: number, time = '09:00'): TimeSlot => ({ id, date: '2027-04-05', time, duration: 60 });
const nine = slot(1, '09:00');
const ten = slot(2, '10:00');
const eleven = slot(3, '11:00');
const noon = slot(4, '12:00');

function run(...actions: SlotSelectionAction[]): SlotSelectionState {
  return actions.reduce(slotSelectionReducer, initialSlotSelectionState);
}

const pick = (chosen: TimeSlot, requiredHours = 2): SlotSelectionAction => ({
  type: 'slot_toggled',
  slot: chosen,
  requiredHours,
});
const offered = (...availableSlots: TimeSlot[]): SlotSelectionAction => ({
  type: 'availability_changed',
  availableSlots,
});

describe('choosing times', () => {
  it('toggles a time and refuses one that would pass the hours', () => {
    expect(run(pick(nine), pick(ten)).selectedSlots).toEqual([nine, ten]);
    expect(run(pick(nine), pick(ten), pick(eleven)).selectedSlots).toEqual([nine, ten]);
    expect(run(pick(nine), pick(ten), pick(nine)).selectedSlots).toEqual([ten]);
  });

  it('never asks to choose again when the learner skipped the times (a future booking stays allowed)', () => {
    const state = run(offered(nine, ten));
    expect(state.selectedSlots).toEqual([]);
    expect(state.mustChooseAgain).toBe(false);
  });

  it('lets a learner who took off their own times book without times', () => {
    const state = run(pick(nine), { type: 'slot_removed', slotId: nine.id }, offered(ten));
    expect(state.selectedSlots).toEqual([]);
    expect(state.mustChooseAgain).toBe(false);
  });
});

describe('a chosen time that is no longer offered', () => {
  it('is dropped by a poll, named, and blocks the booking until the learner acts', () => {
    const state = run(pick(nine), pick(ten), offered(ten, eleven));
    expect(state.selectedSlots).toEqual([ten]);
    expect(state.lostSlots).toEqual([nine]);
    expect(state.mustChooseAgain).toBe(true);
  });

  it('blocks the booking when every chosen time went, rather than turning it into a future booking', () => {
    const state = run(pick(nine), pick(ten), offered(eleven));
    expect(state.selectedSlots).toEqual([]);
    expect(state.lostSlots).toEqual([nine, ten]);
    expect(state.mustChooseAgain).toBe(true);
  });

  it('changes nothing (the same state) when a poll still offers every chosen time', () => {
    const before = run(pick(nine));
    expect(slotSelectionReducer(before, offered(nine, ten))).toBe(before);
  });

  it('adds later losses to the ones already shown', () => {
    const state = run(pick(nine), pick(ten), offered(ten, eleven), offered(eleven));
    expect(state.lostSlots).toEqual([nine, ten]);
    expect(state.mustChooseAgain).toBe(true);
  });

  it('is cleared when the learner picks a time', () => {
    const state = run(pick(nine), pick(ten), offered(ten, eleven), pick(eleven));
    expect(state.selectedSlots).toEqual([ten, eleven]);
    expect(state.lostSlots).toEqual([]);
    expect(state.mustChooseAgain).toBe(false);
  });

  it('is not cleared by taking a time off or by a time that does not fit', () => {
    const lost = run(pick(nine), pick(ten), offered(ten, eleven, noon));
    const removed = slotSelectionReducer(lost, { type: 'slot_removed', slotId: ten.id });
    expect(removed.selectedSlots).toEqual([]);
    expect(removed.mustChooseAgain).toBe(true);
    expect(removed.lostSlots).toEqual([nine]);
    const untoggled = slotSelectionReducer(lost, pick(ten));
    expect(untoggled.mustChooseAgain).toBe(true);
    // A 1-hour package with one hour still chosen: another hour does not fit, so nothing was picked.
    const refused = slotSelectionReducer(lost, pick(eleven, 1));
    expect(refused.selectedSlots).toEqual([ten]);
    expect(refused.mustChooseAgain).toBe(true);
  });

  it('is cleared by a new package, with the times starting again', () => {
    const state = run(pick(nine), offered(ten), { type: 'selection_cleared' });
    expect(state).toEqual(initialSlotSelectionState);
  });

  it('is cleared when the learner chooses to arrange times later, which drops the times still chosen', () => {
    const state = run(pick(nine), pick(ten), offered(ten), { type: 'times_deferred' });
    expect(state.selectedSlots).toEqual([]);
    expect(state.lostSlots).toEqual([]);
    expect(state.mustChooseAgain).toBe(false);
  });
});

describe('after a 409', () => {
  it('drops and names the times the fresh list no longer offers', () => {
    const state = run(pick(nine), pick(ten), {
      type: 'taken_slots_dropped',
      submittedSlots: [nine, ten],
      availableSlots: [ten, eleven],
    });
    expect(state.selectedSlots).toEqual([ten]);
    expect(state.lostSlots).toEqual([nine]);
    expect(state.mustChooseAgain).toBe(true);
  });

  it('drops every time sent, naming none, when the fresh list does not show which was taken', () => {
    const state = run(pick(nine), pick(ten), {
      type: 'taken_slots_dropped',
      submittedSlots: [nine, ten],
      availableSlots: [nine, ten, eleven],
    });
    expect(state.selectedSlots).toEqual([]);
    expect(state.lostSlots).toEqual([]);
    expect(state.mustChooseAgain).toBe(true);
  });

  it('keeps the first report when the poll already dropped the taken time', () => {
    const polled = run(pick(nine), pick(ten), offered(ten, eleven));
    const after = slotSelectionReducer(polled, {
      type: 'taken_slots_dropped',
      submittedSlots: [nine, ten],
      availableSlots: [ten, eleven],
    });
    expect(after).toBe(polled);
  });

  it('leaves a selection the learner already changed alone', () => {
    const changed = run(pick(eleven));
    const after = slotSelectionReducer(changed, {
      type: 'taken_slots_dropped',
      submittedSlots: [nine],
      availableSlots: [eleven],
    });
    expect(after).toBe(changed);
  });

  it('does not name a time the learner had taken off themselves', () => {
    const state = run(
      pick(nine),
      pick(ten),
      { type: 'slot_removed', slotId: nine.id },
      {
        type: 'taken_slots_dropped',
        submittedSlots: [nine, ten],
        availableSlots: [eleven],
      },
    );
    expect(state.selectedSlots).toEqual([]);
    expect(state.lostSlots).toEqual([ten]);
  });
});

describe('once the booking is made', () => {
  it('does not report its own times leaving the slot list as lost', () => {
    const booked = run(pick(nine), pick(ten), { type: 'booking_made' });
    expect(slotSelectionReducer(booked, offered(eleven))).toBe(booked);
    expect(
      slotSelectionReducer(booked, {
        type: 'taken_slots_dropped',
        submittedSlots: [nine, ten],
        availableSlots: [],
      }),
    ).toBe(booked);
    expect(booked.selectedSlots).toEqual([nine, ten]);
  });
});

describe('times chosen for the learner (an offer link)', () => {
  it('replace the selection and clear any loss shown', () => {
    const state = run(pick(nine), offered(ten), { type: 'slots_chosen', slots: [ten, eleven] });
    expect(state.selectedSlots).toEqual([ten, eleven]);
    expect(state.lostSlots).toEqual([]);
    expect(state.mustChooseAgain).toBe(false);
  });

  it('are then treated like any chosen time when they go', () => {
    const state = run({ type: 'slots_chosen', slots: [ten, eleven] }, offered(ten));
    expect(state.selectedSlots).toEqual([ten]);
    expect(state.lostSlots).toEqual([eleven]);
  });
});
