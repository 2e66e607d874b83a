import { Home, LinkIcon, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ProgressLinkRequestForm } from './progress-link-request-form';
import { RequestNewLinkAction } from './request-new-link-action';

function ReturnHomeLink() {
  return (
    <SiteLink to="/" className={buttonClassName({ variant: 'secondary' })}>
      <Home aria-hidden="true" className="size-5" />
      Return to Home
    </SiteLink>
  );
}

/**
 * A 401: the link has expired or was never one of ours. The learner can have a working link
 * e-mailed to them at once, without waiting for their instructor; WhatsApp is the second way.
 */
export function ExpiredLinkCard() {
  const emailHeadingId = useId();
  return (
    <Card className="mx-auto grid w-full max-w-lg gap-6 p-6">
      {/* Only the news is announced, not the form below it. */}
      <div role="alert" className="grid gap-4 text-center">
        <LinkIcon aria-hidden="true" className="mx-auto size-12 text-amber-500" />
        <h1 className="text-2xl sm:text-3xl">Access Link Expired</h1>
        <p className="text-slate-700">
          This progress link has expired or is invalid. Please request a new one from your instructor.
        </p>
      </div>
      <section aria-labelledby={emailHeadingId} className="grid gap-3 border-t border-slate-200 pt-5">
        <h2 id={emailHeadingId} className="text-xl">
          Get your link by e-mail
        </h2>
        <p className="text-slate-700">
          Enter the e-mail you booked with. If it's one of our learners', we'll e-mail a working progress link
          to that address.
        </p>
        <ProgressLinkRequestForm />
      </section>
      <div className="grid gap-3 border-t border-slate-200 pt-5 text-center">
        <p className="text-slate-700">Or ask your instructor for one on WhatsApp.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <RequestNewLinkAction variant="secondary" />
          <ReturnHomeLink />
        </div>
      </div>
    </Card>
  );
}

/** Any other failure to read the progress data. */
export function AccessDeniedCard() {
  return (
    <Card className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center" role="alert">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
      <h1 className="text-2xl sm:text-3xl">Access Denied</h1>
      <p className="text-slate-700">Unable to access progress data</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ReturnHomeLink />
      </div>
    </Card>
  );
}
