import { ArrowLeft, Clock, Handshake, PhoneCall } from 'lucide-react';
import {
  INSTRUCTOR_CONTACT_HOURS,
  responseTimeTexts,
} from '../../../../../core/partner-network/network-request-schemas';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';

/** What the partner network is, how soon the school answers, and the way back to booking. */
export function NetworkRequestInfoCard() {
  return (
    <Card className="grid content-start gap-5 p-5 sm:p-6">
      <div className="grid gap-2">
        <Handshake aria-hidden="true" className="size-10 text-blue-700" />
        <h2 className="text-xl">Our partner network</h2>
        <p className="text-slate-700">
          We teach in automatic cars. If you need a manual car, or a lesson sooner than our own diary allows,
          we'll match you with a qualified instructor from our network of partner instructors.
        </p>
      </div>
      <div className="grid gap-3">
        <h3 className="flex items-center gap-2 text-lg">
          <Clock aria-hidden="true" className="size-5 text-blue-700" />
          When you'll hear from us
        </h3>
        <dl className="grid gap-2">
          <div className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="font-medium text-slate-900">Standard</dt>
            <dd className="text-slate-700">{responseTimeTexts.standard}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="font-medium text-slate-900">Urgent</dt>
            <dd className="text-slate-700">{responseTimeTexts.urgent}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600">
          Working days are Monday to Friday, not counting bank holidays.
        </p>
        <p className="flex items-start gap-2 text-slate-700">
          <PhoneCall aria-hidden="true" className="mt-1 size-4 shrink-0 text-blue-700" />
          Once an instructor is allocated, they contact you within {INSTRUCTOR_CONTACT_HOURS} hours.
        </p>
      </div>
      <SiteLink
        to="/book-lesson"
        className={buttonClassName({ variant: 'secondary', className: 'justify-self-start' })}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to Book a Lesson
      </SiteLink>
    </Card>
  );
}
