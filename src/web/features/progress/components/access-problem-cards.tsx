import { Home, LinkIcon, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RequestNewLinkAction } from './request-new-link-action';

function ReturnHomeLink() {
  return (
    <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
      <Home aria-hidden="true" className="size-5" />
      Return to Home
    </Link>
  );
}

/** A 401: the link has expired or was never one of ours. */
export function ExpiredLinkCard() {
  return (
    <Card className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center" role="alert">
      <LinkIcon aria-hidden="true" className="mx-auto size-12 text-amber-500" />
      <h1 className="text-2xl sm:text-3xl">Access Link Expired</h1>
      <p className="text-slate-700">
        This progress link has expired or is invalid. Please request a new one from your instructor.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <RequestNewLinkAction />
        <ReturnHomeLink />
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
