import { formatLongDate, formatTime12h, getFirstName } from '../../../../core/format/display-format';
import {
  HAND_OVER_LINK_DAYS,
  type HandOverKind,
} from '../../../../core/learners/hand-overs/hand-over-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** To the learner: who would teach them, what and when, and the link to agree or decline. */
export function handOverRequestEmail(input: {
  to: string;
  learnerName: string;
  kind: HandOverKind;
  fromInstructor: string;
  toInstructor: string;
  fromDate: string | null;
  toDate: string | null;
  note: string | null;
  link: string;
  schoolName: string;
}): EmailMessage {
  const what =
    input.kind === 'cover' && input.fromDate && input.toDate
      ? `${input.toInstructor} would cover your lessons from ${formatLongDate(input.fromDate)} to ${formatLongDate(input.toDate)}, while ${input.fromInstructor} is away. After that you go back to ${input.fromInstructor}.`
      : `${input.fromInstructor} would like to hand you over to ${input.toInstructor}, who would be your instructor from now on.`;
  return {
    to: input.to,
    kind: 'learner_hand_over',
    subject:
      input.kind === 'cover'
        ? `${input.toInstructor} to cover your lessons: please agree or decline`
        : `A new instructor for you, ${input.toInstructor}: please agree or decline`,
    text: [
      `Hi ${getFirstName(input.learnerName)},`,
      '',
      what,
      ...(input.note ? ['', `A note from ${input.fromInstructor}: ${input.note}`] : []),
      '',
      'Your hours and money with us stay exactly as they are, and your progress goes with you. Nothing changes unless you agree.',
      '',
      `Agree or decline here (the link works once, for ${HAND_OVER_LINK_DAYS} days):`,
      input.link,
      '',
      input.schoolName,
    ].join('\n'),
  };
}

/** Whom an answer e-mail goes to, by their part in the hand-over. */
export type HandOverAnswerRecipientRole = 'new' | 'previous' | 'owner';

export const handOverRecipientLabels: Record<HandOverAnswerRecipientRole, string> = {
  new: 'new instructor',
  previous: 'previous instructor',
  owner: 'the owner, who asked',
};

/** 'Tuesday 16 March 2027 at 10:00 AM' (London). */
function describeLessonStart(startsAt: Date): string {
  const { date, time } = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)} at ${formatTime12h(time)}`;
}

/**
 * To the new instructor, the previous one or the owner who asked: the learner's answer, which
 * lessons moved and which did not (and why), and what each of them does next.
 */
export function handOverAnsweredEmail(input: {
  to: string;
  recipientName: string;
  role: HandOverAnswerRecipientRole;
  answer: 'agree' | 'decline';
  learnerName: string;
  kind: HandOverKind;
  fromInstructor: string;
  toInstructor: string;
  fromDate: string | null;
  toDate: string | null;
  /** The cover has started (or it is a transfer): the learner's instructor changed now. */
  startedNow: boolean;
  lessons: readonly { startsAt: Date; moved: boolean; reason: string | null }[];
  dashboardUrl: string;
  schoolName: string;
}): EmailMessage {
  const learner = input.learnerName;
  const what =
    input.kind === 'cover' && input.fromDate && input.toDate
      ? `${input.toInstructor} covering ${input.fromInstructor} from ${formatLongDate(input.fromDate)} to ${formatLongDate(input.toDate)}`
      : `a transfer for good from ${input.fromInstructor} to ${input.toInstructor}`;
  const greeting = `Hi ${getFirstName(input.recipientName)},`;
  if (input.answer === 'decline') {
    return {
      to: input.to,
      kind: 'learner_hand_over_answer',
      subject: `${learner} declined the hand-over to ${input.toInstructor}`,
      text: [
        greeting,
        '',
        `${learner} declined ${what}.`,
        `Nothing has changed: ${input.fromInstructor} is still their instructor, and their lessons stay as they were.`,
        '',
        input.role === 'new'
          ? 'There is nothing for you to do.'
          : `What next: talk to ${getFirstName(learner)} about it, or ask again from their card if they change their mind.`,
        '',
        input.dashboardUrl,
        '',
        input.schoolName,
      ].join('\n'),
    };
  }
  const moved = input.lessons.filter((lesson) => lesson.moved);
  const stayed = input.lessons.filter((lesson) => !lesson.moved);
  const list = (lessons: typeof input.lessons) =>
    lessons.map(
      (lesson) => `- ${describeLessonStart(lesson.startsAt)}${lesson.reason ? ` (${lesson.reason})` : ''}`,
    );
  const lessonLines =
    input.lessons.length === 0
      ? [`${learner} had no lessons booked with ${input.fromInstructor} in that time, so none moved.`]
      : [
          ...(moved.length > 0
            ? [`Lessons now with ${input.toInstructor} (${moved.length}):`, ...list(moved)]
            : [`No lesson could move to ${input.toInstructor}.`]),
          ...(stayed.length > 0
            ? [
                '',
                `Lessons that stay with ${input.fromInstructor}, because ${input.toInstructor} was not free then (${stayed.length}):`,
                ...list(stayed),
              ]
            : []),
        ];
  const starts =
    input.kind === 'transfer'
      ? `${input.toInstructor} is ${learner}’s instructor from now on.`
      : input.startedNow
        ? `The cover has started: ${input.toInstructor} is ${learner}’s instructor until it ends, then ${input.fromInstructor} again.`
        : `The cover starts on ${formatLongDate(input.fromDate ?? '')}; until then ${input.fromInstructor} stays their instructor.`;
  const next = {
    new: [
      `Their notes, skill levels, test records and contact details are on their card for you.`,
      ...(stayed.length > 0
        ? [`Please agree new times with ${getFirstName(learner)} for the lessons that could not move.`]
        : []),
    ],
    previous: [
      input.kind === 'transfer'
        ? 'You keep their history to read, but can no longer change their record, take their money or message them.'
        : 'While the cover runs, their record is read-only for you.',
      ...(stayed.length > 0
        ? [
            `The lessons that could not move are still in your diary: teach them, or rebook or cancel them with ${getFirstName(learner)}.`,
          ]
        : []),
    ],
    owner: [
      ...(stayed.length > 0
        ? [
            `${stayed.length} lesson${stayed.length === 1 ? '' : 's'} could not move and stay with ${input.fromInstructor} until rebooked.`,
          ]
        : ['Nothing is left to rebook.']),
    ],
  }[input.role];
  return {
    to: input.to,
    kind: 'learner_hand_over_answer',
    subject: `${learner} agreed: ${input.kind === 'cover' ? `${input.toInstructor} covers` : `${input.toInstructor} takes over`}`,
    text: [
      greeting,
      '',
      `${learner} agreed to ${what}.`,
      starts,
      'Their hours and money are unchanged.',
      '',
      ...lessonLines,
      '',
      'What next:',
      ...next,
      '',
      input.dashboardUrl,
      '',
      input.schoolName,
    ].join('\n'),
  };
}
