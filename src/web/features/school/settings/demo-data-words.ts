import { joinWithAnd } from '../../../../core/format/join-with-and';
import type { DemoDataStatus } from '../../../../core/school/settings/demo-data-schemas';

export const DEMO_DATA_SECTION_ID = 'settings-demo-data';

/** What the demo is, in a sentence for the banner and the Settings section (short: it opens every screen). */
export function describeDemoLearners(status: DemoDataStatus): string {
  const learnerNames = status.learners.map((learner) => learner.fullName);
  const instructorNames = status.instructors.map((instructor) => instructor.fullName);
  const learners =
    learnerNames.length === 0
      ? ''
      : `${joinWithAnd(learnerNames)} ${learnerNames.length === 1 ? 'is a made-up learner' : 'are made-up learners'}`;
  const instructors =
    instructorNames.length === 0
      ? ''
      : `${joinWithAnd(instructorNames)} ${learners ? '' : instructorNames.length === 1 ? 'is ' : 'are '}${instructorNames.length === 1 ? 'a made-up instructor' : 'made-up instructors'}`;
  const who = [learners, instructors].filter(Boolean).join(' and ');
  const people = who ? `${who}, with made-up bookings, lessons, notes and payments.` : '';
  const times =
    status.times === 0
      ? ''
      : `${status.times} ${status.times === 1 ? 'time' : 'times'} on the booking page ${status.times === 1 ? 'is' : 'are'} demo availability.`;
  return [people, times].filter(Boolean).join(' ');
}
