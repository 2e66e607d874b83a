import { toTelHref, toWhatsAppUrl } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import type { ProgressResponse } from '../../../../../core/progress/progress-schemas';

const linkClass = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950';

/** Who teaches the learner (issue 37) and how to reach them: a call or a WhatsApp message. */
export function YourInstructor({ instructor }: { instructor: ProgressResponse['instructor'] }) {
  if (!instructor) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700" data-testid="your-instructor">
      <span>
        Your instructor: <strong className="font-semibold text-slate-900">{instructor.fullName}</strong>
      </span>
      {instructor.phone ? (
        <>
          <a className={linkClass} href={toTelHref(instructor.phone)}>
            Call {formatUkPhone(instructor.phone)}
          </a>
          <a className={linkClass} href={toWhatsAppUrl(instructor.phone)} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </>
      ) : null}
    </p>
  );
}
