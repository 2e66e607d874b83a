import type { LucideIcon } from 'lucide-react';
import { CircleCheck, MessageCircle, Phone, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LessonChangeWindow } from '../../../../../core/diary/lesson-changes/lesson-change-rules';
import { toTelHref, toWhatsAppUrl } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { TextareaField } from '../../../../components/ui/form-field';
import { useCancellationTerms } from '../../../../hooks/use-cancellation-terms';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { classNames } from '../../../../lib/class-names';
import { getLessonChangeWindowLabel } from '../lesson-change-display';

const windowStyles: Record<LessonChangeWindow, { icon: LucideIcon; className: string }> = {
  free: { icon: CircleCheck, className: 'border-green-200 bg-green-50 text-green-900' },
  half_fee: { icon: TriangleAlert, className: 'border-amber-300 bg-amber-50 text-amber-950' },
  instructor_decides: { icon: ShieldAlert, className: 'border-red-200 bg-red-50 text-red-900' },
};

/** The terms sentence, coloured by its window, with the window in words and an icon beside the colour. */
export function LessonChangeTerms({ window, terms }: { window: LessonChangeWindow; terms: string }) {
  const { icon: Icon, className } = windowStyles[window];
  const label = getLessonChangeWindowLabel(window, useCancellationTerms());
  return (
    <div className={classNames('flex items-start gap-3 rounded-lg border p-3', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <strong className="block font-semibold">{label}</strong>
        {terms}
      </p>
    </div>
  );
}

/** The required reason: the instructor reads it, and the booking keeps it with the change. */
export function LessonChangeReasonField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'reason'>;
}) {
  return (
    <TextareaField
      id={id}
      label={label}
      hint="Your instructor sees this, in a few words."
      error={error}
      rows={3}
      maxLength={500}
      {...registration}
    />
  );
}

export const LESSON_CHANGE_OFFLINE_MESSAGE =
  "We couldn't reach the server. Check your connection and try again.";
export const LESSON_CHANGE_SERVER_FAILED_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

/** The server's own words when it refused for a reason (4xx), else what kind of failure it was. */
export function explainLessonChangeFailure(error: unknown): string {
  if (!isApiRequestError(error)) return LESSON_CHANGE_OFFLINE_MESSAGE;
  if (error.status >= 500) return LESSON_CHANGE_SERVER_FAILED_MESSAGE;
  return getApiErrorMessage(error, LESSON_CHANGE_SERVER_FAILED_MESSAGE);
}

/** WhatsApp (prefilled) and call links to the school, small enough to sit under each lesson. */
export function ContactInstructorLinks({ message }: { message: string }) {
  const site = useSiteInfo();
  if (!site.data) return null;
  const linkClassName =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700';
  return (
    <div className="flex flex-wrap gap-x-5">
      <a
        href={toWhatsAppUrl(site.data.whatsappNumber, message)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClassName}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Message on WhatsApp
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a href={toTelHref(site.data.phone)} className={linkClassName}>
        <Phone aria-hidden="true" className="size-4" />
        Call {formatUkPhone(site.data.phone)}
      </a>
    </div>
  );
}
