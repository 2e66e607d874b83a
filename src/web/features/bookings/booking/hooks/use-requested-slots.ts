import { useEffect, useRef, useState } from 'react';
import type { PackageHours } from '../../../../../core/bookings/booking/booking-rules';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import { pickRequestedSlots } from '../requested-slots';

/**
 * Chooses the times a link asked for (`?slots=`), once, as soon as the slot list and the package
 * are known. Returns whether one of them had gone (the page says so; nothing is chosen).
 */
export function useRequestedSlots(
  requestedIds: readonly number[],
  availableSlots: readonly TimeSlot[] | undefined,
  lessonPackage: PackageHours | undefined,
  chooseSlots: (slots: readonly TimeSlot[]) => void,
): boolean {
  const handled = useRef(false);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (handled.current || requestedIds.length === 0 || !availableSlots || !lessonPackage) return;
    // Once only: later polls and the learner's own choices are theirs to make.
    handled.current = true;
    const result = pickRequestedSlots(requestedIds, availableSlots, lessonPackage);
    if (result.kind === 'chosen') chooseSlots(result.slots);
    else if (result.kind === 'gone') setGone(true);
  }, [requestedIds, availableSlots, lessonPackage, chooseSlots]);
  return gone;
}
