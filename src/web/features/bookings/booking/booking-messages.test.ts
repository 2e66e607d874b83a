import { describe, expect, it } from 'vitest';
import { checkSlotSelection } from '../../../../core/bookings/booking/booking-rules';
import { getFirstName } from '../../../../core/format/display-format';
import {
  CHOOSE_AGAIN_PROMPT,
  cardOptionText,
  describeDateAvailability,
  describeLostSlots,
  describeSlot,
  getCardAvailability,
  getSelectionProblemToast,
  getStudentFoundToast,
  toBookingFieldErrors,
} from './booking-messages';

describe('returning-student greeting', () => {
  it('greets by first name', () => {
    expect(getFirstName('  Amira   Khan ')).toBe('Amira');
    expect(getFirstName('Cher')).toBe('Cher');
    expect(getStudentFoundToast('Amira Khan')).toEqual({
      title: 'Student Found!',
      description: "Welcome back, Amira! We've filled in your details.",
    });
  });
});

describe('selection problems as toasts', () => {
  it("splits 'Payment Mismatch: ...' into its title and the rest of the sentence", () => {
    const problem = checkSlotSelection({ hours: 2, isSingleLesson: true }, [{ id: 1, duration: 60 }]);
    expect(problem).not.toBeNull();
    if (!problem) return;
    expect(getSelectionProblemToast(problem)).toEqual({
      title: 'Payment Mismatch',
      description:
        'You selected 1h of lessons but are paying for a 2h package. Please adjust your selection.',
    });
  });

  it('keeps a message without a title prefix whole', () => {
    const problem = checkSlotSelection({ hours: 1, isSingleLesson: false }, [{ id: 1, duration: 120 }]);
    expect(problem).not.toBeNull();
    if (!problem) return;
    expect(getSelectionProblemToast(problem)).toEqual({
      title: 'Too Many Hours',
      description: problem.message,
    });
  });
});

describe('labels', () => {
  it('says how many times a date has', () => {
    expect(describeDateAvailability('2026-11-23', 6)).toBe('Monday 23 November 2026, 6 times available');
    expect(describeDateAvailability('2026-11-23', 1)).toBe('Monday 23 November 2026, 1 time available');
    expect(describeDateAvailability('2026-11-29', 0)).toBe('Sunday 29 November 2026, no times available');
  });

  it('describes a slot with its long date, 12-hour time and duration label', () => {
    expect(describeSlot({ date: '2026-11-23', time: '14:00', duration: 120 })).toBe(
      'Monday 23 November 2026 at 2:00 PM (2hr)',
    );
  });
});

describe("the server's field errors", () => {
  it('keeps known fields, folds item paths into their field and drops the rest', () => {
    expect(
      toBookingFieldErrors({
        'timeSlotIds.0': 'Each time slot can be chosen once',
        timeSlotIds: 'Payment Mismatch: You selected 1h of lessons but are paying for a 2h package.',
        phone: 'Valid phone number is required',
        somethingElse: 'Ignored',
      }),
    ).toEqual([
      { name: 'timeSlotIds', message: 'Each time slot can be chosen once' },
      { name: 'phone', message: 'Valid phone number is required' },
    ]);
    expect(toBookingFieldErrors(undefined)).toEqual([]);
  });
});

describe('lost times', () => {
  it('names the times that are no longer available', () => {
    expect(describeLostSlots([{ date: '2026-11-23', time: '09:00' }])).toBe(
      'A time you chose is no longer available and was removed: Monday 23 November 2026 at 9:00 AM.',
    );
    expect(
      describeLostSlots([
        { date: '2026-11-23', time: '09:00' },
        { date: '2026-11-24', time: '14:30' },
      ]),
    ).toBe(
      'Times you chose are no longer available and were removed: Monday 23 November 2026 at 9:00 AM, Tuesday 24 November 2026 at 2:30 PM.',
    );
  });

  it('names none when a 409 did not show which time went', () => {
    expect(describeLostSlots([])).toBe(
      "One of the times you chose is no longer available. We couldn't tell which, so the times you sent were removed.",
    );
  });

  it('tells the learner both ways on', () => {
    expect(CHOOSE_AGAIN_PROMPT).toBe('Pick your times again, or choose to arrange them later.');
  });
});

describe('card availability', () => {
  const config = (available: boolean) => ({ card: { available } });

  it('follows the payment config once it has answered', () => {
    expect(getCardAvailability({ isPending: false, data: config(true) })).toBe('available');
    expect(getCardAvailability({ isPending: false, data: config(false) })).toBe('unavailable');
  });

  it('is checking while the config loads (as the server renders it) and unknown when it failed', () => {
    expect(getCardAvailability({ isPending: true, data: undefined })).toBe('checking');
    expect(getCardAvailability({ isPending: false, data: undefined })).toBe('unknown');
  });

  it('says plainly when cards are off, and claims nothing while it cannot tell', () => {
    expect(cardOptionText.unavailable).toBe(
      "Card payment isn't available online yet. Please choose bank transfer.",
    );
    expect(cardOptionText.checking).toBe(cardOptionText.available);
    expect(cardOptionText.unknown).not.toBe(cardOptionText.available);
  });
});
