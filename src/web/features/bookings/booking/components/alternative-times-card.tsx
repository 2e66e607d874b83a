import { ArrowRight, Mail } from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useSiteInfo } from '../../../../hooks/use-site-info';

const ENQUIRY_SUBJECT = 'Lesson enquiry: manual car, female instructor or earlier availability';

/** The way out when no time suits: other instructors and times, or an e-mail to the school. */
export function AlternativeTimesCard() {
  const { data: siteInfo } = useSiteInfo();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl">Can't find a time that suits you?</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Our network partners have other instructors and other times: tell us when you can drive and we'll find
        you a match. Need a manual car, a female instructor or an earlier lesson? E-mail us and we'll see what
        we can do.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SiteLink
          to="/network-partner-request"
          className={buttonClassName({ className: 'w-full sm:w-auto' })}
        >
          Request Alternative Times
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
        {siteInfo ? (
          <a
            href={`mailto:${siteInfo.email}?subject=${encodeURIComponent(ENQUIRY_SUBJECT)}`}
            className={buttonClassName({ variant: 'secondary', className: 'w-full sm:w-auto' })}
          >
            <Mail aria-hidden="true" className="size-5" />
            E-mail us
            <span className="sr-only">at {siteInfo.email}</span>
          </a>
        ) : null}
      </div>
    </Card>
  );
}
