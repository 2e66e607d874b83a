import type { CreateTimeOffResponse, TimeOff } from '../../../../core/diary/time-off/time-off-schemas';
import { pluralize } from '../../../lib/school-time-format';

/** 'Still to sort out: 1 lesson and 2 booking requests.', or that nothing is left inside. */
export function describeLeftToSortOut(block: Pick<TimeOff, 'lessons' | 'heldRequests'>): string {
  const parts = [
    block.lessons.length > 0 ? pluralize(block.lessons.length, 'lesson') : null,
    block.heldRequests.length > 0 ? pluralize(block.heldRequests.length, 'booking request') : null,
  ].filter((part) => part !== null);
  return parts.length === 0
    ? 'Nothing to sort out: no lessons or booking requests inside.'
    : `Still to sort out: ${parts.join(' and ')}.`;
}

/** What creating a block did: the free times withdrawn and what is left inside to sort out. */
export function describeTimeOffCreated(result: CreateTimeOffResponse): string {
  const withdrawn =
    result.withdrawnSlots === 0
      ? 'There were no free times to withdraw.'
      : `${pluralize(result.withdrawnSlots, 'free time')} withdrawn: learners can no longer book ${result.withdrawnSlots === 1 ? 'it' : 'them'}.`;
  return `${withdrawn} ${describeLeftToSortOut(result.timeOff)}`;
}
