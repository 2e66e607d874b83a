import { formatUkPhone } from '../../format/display-format';
import { buildIcalendar, getLessonIcsFilename, getLessonUid, ICS_CONTENT_TYPE } from './ical';

export interface LearnerLessonIcsDetails {
  lessonId: number;
  startsAt: Date;
  endsAt: Date;
  /** London date of the lesson, for the file name. */
  date: string;
  packageName: string;
  schoolName: string;
  schoolPhone: string;
  publicUrl: string;
  /** The learner's own page (their progress link), where they move or cancel it; null when not at hand. */
  learnerPageUrl: string | null;
  /** 0 for the confirmation; higher for each change, so a later file replaces an earlier one. */
  sequence: number;
  /** When the file was made. */
  stamp: Date;
}

export interface IcsAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * The `.ics` file a learner taps to put a lesson in their own calendar. The UID is the lesson's, so
 * the file sent after a move updates the event added from the confirmation instead of adding another.
 */
export function buildLearnerLessonIcs(details: LearnerLessonIcsDetails): IcsAttachment {
  const content = buildIcalendar({
    productId: `-//${details.schoolName}//Lesson//EN`,
    method: 'PUBLISH',
    events: [
      {
        uid: getLessonUid(details.lessonId, details.publicUrl),
        sequence: details.sequence,
        stamp: details.stamp,
        start: details.startsAt,
        end: details.endsAt,
        summary: `Driving lesson with ${details.schoolName}`,
        description: [
          `Your driving lesson with ${details.schoolName} (${details.packageName}).`,
          details.learnerPageUrl
            ? `To move or cancel it, open your My Progress page (${details.learnerPageUrl}) or call us on ${formatUkPhone(details.schoolPhone)}.`
            : `To move or cancel it, use your progress link or call us on ${formatUkPhone(details.schoolPhone)}.`,
        ].join('\n'),
        url: details.learnerPageUrl ?? details.publicUrl,
      },
    ],
  });
  return { filename: getLessonIcsFilename(details.date), content, contentType: ICS_CONTENT_TYPE };
}
