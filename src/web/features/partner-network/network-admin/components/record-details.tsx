import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { classNames } from '../../../../lib/class-names';

/** One term and its value in a details list. */
export function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classNames('grid content-start gap-0.5', className)}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The sender's e-mail and phone as links the instructor can use at once. */
export function ContactDetails({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <Detail term="Email" className="col-span-full sm:col-span-1">
        <a
          className="inline-flex items-center gap-1.5 break-all text-blue-700 underline"
          href={`mailto:${email}`}
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {email}
        </a>
      </Detail>
      <Detail term="Phone" className="col-span-full sm:col-span-1">
        <a className="inline-flex items-center gap-1.5 text-blue-700 underline" href={toTelHref(phone)}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {formatUkPhone(phone)}
        </a>
      </Detail>
    </>
  );
}
