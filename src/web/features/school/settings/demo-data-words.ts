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
  const times =
    status.times === 0
      ? ''
      : `${status.times} ${status.times === 1 ? 'time' : 'times'} on the booking page ${status.times === 1 ? 'is' : 'are'} demo availability.`;
  return [learners, times].filter(Boolean).join(' ');
}
