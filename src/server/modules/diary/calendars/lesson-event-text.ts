import { getFirstName } from '../../../../core/format/display-format';

/** What the instructor's calendars (Google and the feed) say about a lesson: first name, package, pick-up notes. */
export function describeLessonForCalendar(
  lesson: {
    studentName: string;
    packageName: string | null;
    notes: string | null;
    bookingNotes: string | null;
    status: string;
  },
  publicUrl: string,
): { summary: string; description: string } {
  const firstName = getFirstName(lesson.studentName);
  const packageName = lesson.packageName ?? 'Lesson';
  const notes = [
    ...new Set([lesson.notes, lesson.bookingNotes].map((note) => note?.trim() ?? '').filter(Boolean)),
  ];
  return {
    summary: `Driving lesson: ${firstName} (${packageName})`,
    description: [
      `Learner: ${firstName}`,
      `Package: ${packageName}`,
      `Pick-up notes: ${notes.length > 0 ? notes.join(' / ') : 'none given'}`,
      ...(lesson.status === 'completed' ? ['Completed'] : []),
      '',
      `Added by the school. Change it in the dashboard, not here: ${publicUrl}/instructor-dashboard`,
    ].join('\n'),
  };
}
