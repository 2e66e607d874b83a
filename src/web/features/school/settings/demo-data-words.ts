import type { DemoDataStatus } from '../../../../core/school/settings/demo-data-schemas';

export const DEMO_DATA_SECTION_ID = 'settings-demo-data';

/** 'Aisha Khan, Tom Clarke and Priya Patel' */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the demo is, in a sentence for the banner and the Settings section. */
export function describeDemoLearners(status: DemoDataStatus): string {
  const names = status.learners.map((learner) => learner.fullName);
  const learners =
    names.length === 0
      ? ''
      : `${joinNames(names)} ${names.length === 1 ? 'is a made-up learner' : 'are made-up learners'}, with made-up bookings, lessons, notes and payments.`;
  const instructorNames = status.instructors.map((instructor) => instructor.fullName);
  const instructors =
    instructorNames.length === 0
      ? ''
      : `${joinNames(instructorNames)} ${instructorNames.length === 1 ? 'is a made-up instructor' : 'are made-up instructors'}, with ${instructorNames.length === 1 ? 'her own' : 'their own'} times and learner.`;
  const times =
    status.times === 0
      ? ''
      : `${status.times} ${status.times === 1 ? 'time' : 'times'} on the booking page ${status.times === 1 ? 'is' : 'are'} demo availability.`;
  return [learners, instructors, times].filter(Boolean).join(' ');
}
