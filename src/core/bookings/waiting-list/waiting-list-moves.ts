/*
 * A waiting learner who already has a lesson asked for an earlier one, not a second one (issue 34,
 * docs/decisions/0032-waiting-list-moves-a-lesson.md). Decisions, and why:
 * - Their offer moves their next lesson (the first scheduled one still to come) to the freed time,
 *   when they could move it online themselves: booked on the booking page, the booking approved,
 *   no change of it waiting for the instructor, and with the freed time's instructor. The moved
 *   lesson keeps its length (a move uses no new hours), so that is the length offered.
 * - A learner whose next lesson they cannot move online (the instructor booked it by hand, or it is
 *   with another instructor) is not offered the time by the rule: a new lesson would be the second
 *   lesson they did not ask for. The instructor can still offer it by hand (their choice).
 * - A learner with no lesson to come is offered a new lesson of the length they wished, as before.
 * - When the offer is taken, the plan is made again from the lessons as they are then: a move
 *   when the next lesson is still movable, later than the offered time and of the offered length;
 *   otherwise a new lesson as the offer was made (offers sent before this rule keep working).
 */

export interface NextLessonInput {
  startsAt: Date;
  minutes: number;
  instructorId: number;
  /** The learner could move it themselves from their page (booked online, approved, no request open). */
  movableOnline: boolean;
}

export type WaitingOfferPlan =
  | { kind: 'book'; minutes: number }
  | { kind: 'move'; minutes: number }
  | { kind: 'not_movable' };

/** What the rule would offer a waiting learner in a freed time of this instructor. */
export function planWaitingOffer(input: {
  wishedMinutes: number;
  instructorId: number;
  nextLesson: NextLessonInput | null;
}): WaitingOfferPlan {
  const { wishedMinutes, instructorId, nextLesson } = input;
  if (!nextLesson) return { kind: 'book', minutes: wishedMinutes };
  if (nextLesson.movableOnline && nextLesson.instructorId === instructorId) {
    return { kind: 'move', minutes: nextLesson.minutes };
  }
  return { kind: 'not_movable' };
}

/** Whether taking an offer now moves the learner's next lesson (true) or books a new one (false). */
export function isOfferAMove(input: {
  offer: { startsAt: Date; minutes: number; instructorId: number };
  nextLesson: NextLessonInput | null;
}): boolean {
  const { offer, nextLesson } = input;
  if (!nextLesson) return false;
  return (
    nextLesson.movableOnline &&
    nextLesson.instructorId === offer.instructorId &&
    nextLesson.minutes === offer.minutes &&
    nextLesson.startsAt.getTime() > offer.startsAt.getTime()
  );
}
