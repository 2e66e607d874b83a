import { getFirstName } from '../../../../core/format/display-format';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** To the instructor, once, when Google stops accepting the school's access to their calendar. */
export function calendarConnectionBrokenEmail(
  instructor: { email: string; fullName: string | null },
  problem: string,
  school: SchoolContact,
): EmailMessage {
  return {
    to: instructor.email,
    kind: 'calendar_connection_broken',
    subject: 'Your Google Calendar needs reconnecting',
    text: [
      instructor.fullName ? `Hello ${getFirstName(instructor.fullName)},` : 'Hello,',
      '',
      'The school can no longer reach your Google Calendar.',
      `Google said: ${problem}`,
      '',
      'Until you reconnect, new lessons are not added to your calendar and your busy times are not read, so learners can book any of the times you published on the booking page.',
      '',
      `Reconnect in the dashboard (Manage Availability): ${school.publicUrl}/instructor-dashboard?tab=availability`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}
