import { joinWithAnd } from '../../../../core/format/join-with-and';
import type { StudentDataCounts } from '../../../../core/learners/students-schemas';
import { pluralize } from '../../../lib/school-time-format';

/**
 * What deleting a learner removes, as short phrases for the confirmation's list ('2 bookings',
 * '1 progress link'); kinds with nothing are left out.
 */
export function listStudentDeletionItems(counts: StudentDataCounts): string[] {
  const items = [
    counts.bookings > 0 ? pluralize(counts.bookings, 'booking') : null,
    counts.lessons > 0 ? pluralize(counts.lessons, 'lesson') : null,
    counts.progressNotes > 0 ? pluralize(counts.progressNotes, 'progress note') : null,
    counts.accessTokens > 0 ? pluralize(counts.accessTokens, 'progress link') : null,
    counts.messages > 0 ? pluralize(counts.messages, 'message') : null,
    counts.reminderPreferences + counts.reminderLog > 0 ? 'their reminder settings and history' : null,
  ];
  return items.filter((item): item is string => item !== null);
}

/** What was deleted, in one sentence (the toast after a deletion). */
export function describeStudentDeletion(fullName: string, counts: StudentDataCounts): string {
  const items = listStudentDeletionItems(counts);
  if (items.length === 0) {
    return `Deleted ${fullName}. They had no bookings, lessons, notes or messages.`;
  }
  return `Deleted ${fullName} with ${joinWithAnd(items)}.`;
}
