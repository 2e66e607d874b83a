import { Mail, MessageCircle, Phone, RefreshCw } from 'lucide-react';
import { toTelHref, toWhatsAppUrl } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSiteInfo } from '../../../../hooks/use-site-info';

const linkClassName =
  'inline-flex min-h-11 items-center gap-3 rounded-md text-slate-200 underline-offset-4 hover:text-white hover:underline';

/** Phone, WhatsApp and e-mail from site info, with loading and retry states. */
export function FooterContactDetails() {
  const { data, isPending, isError, isFetching, refetch } = useSiteInfo();

  if (isPending && !isError) {
    return (
      <div className="flex flex-col gap-4 py-2">
        <Skeleton className="h-5 w-40 bg-slate-700" />
        <Skeleton className="h-5 w-48 bg-slate-700" />
        <Skeleton className="h-5 w-44 bg-slate-700" />
        <span className="sr-only" role="status">
          Loading contact details
        </span>
      </div>
    );
  }

  if (!data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>Contact details are unavailable right now.</p>
        <Button variant="inverse" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  }

  return (
    <ul className="flex flex-col gap-1">
      <li>
        <a href={toTelHref(data.phone)} className={linkClassName}>
          <Phone aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <span>
            <span className="sr-only">Phone: </span>
            {formatUkPhone(data.phone)}
          </span>
        </a>
      </li>
      <li>
        <a
          href={toWhatsAppUrl(data.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClassName}
        >
          <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <span>
            Message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${data.email}`} className={linkClassName}>
          <Mail aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <span className="break-all">
            <span className="sr-only">E-mail: </span>
            {data.email}
          </span>
        </a>
      </li>
    </ul>
  );
}
