import { CircleCheck, Mail, Phone } from 'lucide-react';
import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone, getFirstName } from '../../../../../core/format/display-format';
import type { AnswerNetworkOfferResponse } from '../../../../../core/partner-network/request-offer-schemas';

const LEARNER_EMAIL_WORDS = {
  sent: 'We have e-mailed them your name.',
  failed: 'Our e-mail to them failed, so they do not know yet that you will teach them.',
  not_configured: 'The school’s e-mail is not set up, so they do not know yet that you will teach them.',
} as const;

/** After accepting: the learner is theirs, how to reach them, and what the learner has been told. */
export function AcceptedLearnerCard({ answer }: { answer: AnswerNetworkOfferResponse }) {
  const { learner } = answer;
  if (!learner) return null;
  const firstName = getFirstName(learner.fullName);
  return (
    <div
      role="status"
      className="grid gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950"
    >
      <p className="flex items-start gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700" />
        {learner.fullName} is your learner now.
      </p>
      <p>
        {answer.learnerEmail ? LEARNER_EMAIL_WORDS[answer.learnerEmail] : null} Please contact {firstName}{' '}
        within {answer.contactWithinHours} hours to arrange their first lesson
        {learner.studentId === null ? '' : '; they are in your Students tab'}.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        <li>
          <a
            className="inline-flex min-h-11 items-center gap-2 font-medium text-blue-800 underline"
            href={toTelHref(learner.phone)}
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {formatUkPhone(learner.phone)}
          </a>
        </li>
        <li>
          <a
            className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-blue-800 underline"
            href={`mailto:${learner.email}`}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {learner.email}
          </a>
        </li>
      </ul>
      {learner.studentId === null ? (
        <p className="text-sm">
          Their e-mail belongs to a learner of another name on record, so no learner record was linked. The
          school’s owner will check it.
        </p>
      ) : null}
    </div>
  );
}
