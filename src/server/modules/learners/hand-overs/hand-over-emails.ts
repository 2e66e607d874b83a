import { formatLongDate, getFirstName } from '../../../../core/format/display-format';
import {
  HAND_OVER_LINK_DAYS,
  type HandOverKind,
} from '../../../../core/learners/hand-overs/hand-over-schemas';
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
