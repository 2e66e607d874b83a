import { CalendarPlus, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { buttonClassName } from '../../../../components/ui/button';
import { useSiteInfo } from '../../../../hooks/use-site-info';

/** Where to go next when an offer cannot be used: the booking page, or a call to the school. */
export function SchoolContactLinks({ offerBooking = true }: { offerBooking?: boolean }) {
  const site = useSiteInfo();
  return (
    <div className="flex flex-wrap gap-3">
      {offerBooking ? (
        <Link to="/book-lesson" className={buttonClassName()}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          Book a Lesson
        </Link>
      ) : null}
      {site.data ? (
        <a
          href={toTelHref(site.data.phone)}
          className={buttonClassName({ variant: offerBooking ? 'secondary' : 'primary' })}
        >
          <Phone aria-hidden="true" className="size-5" />
          Call {formatUkPhone(site.data.phone)}
        </a>
      ) : null}
    </div>
  );
}
