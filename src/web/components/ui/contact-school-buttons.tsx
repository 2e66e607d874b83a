import { MessageCircle, Phone } from 'lucide-react';
import { toTelHref, toWhatsAppUrl } from '../../../core/format/contact-links';
import { formatUkPhone } from '../../../core/format/display-format';
import { useSiteInfo } from '../../hooks/use-site-info';
import { buttonClassName } from './button';
import { Skeleton } from './skeleton';

/** WhatsApp (with a prefilled message, new tab) and call buttons, from the school's configured contacts. */
export function ContactSchoolButtons({ message }: { message: string }) {
  const { data: siteInfo, isPending } = useSiteInfo();
  if (isPending) return <Skeleton className="h-11 w-full max-w-md" />;
  if (!siteInfo) {
    return (
      <p className="text-slate-700">Our contact details couldn't be loaded: please try again in a moment.</p>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <a
        href={toWhatsAppUrl(siteInfo.whatsappNumber, message)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ className: 'w-full sm:w-auto' })}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Message us on WhatsApp
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={toTelHref(siteInfo.phone)}
        className={buttonClassName({ variant: 'secondary', className: 'w-full sm:w-auto' })}
      >
        <Phone aria-hidden="true" className="size-5" />
        Call {formatUkPhone(siteInfo.phone)}
      </a>
    </div>
  );
}
