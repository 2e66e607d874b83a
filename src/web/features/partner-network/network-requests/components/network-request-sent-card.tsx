import { ArrowLeft, CircleCheck, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatLongDate, getFirstName } from '../../../../../core/format/display-format';
import {
  INSTRUCTOR_CONTACT_HOURS,
  type NetworkPartnerRequestReceipt,
  responseTimeTexts,
} from '../../../../../core/partner-network/network-request-schemas';
import { SiteLink } from '../../../../components/site-navigation';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';

export interface SentNetworkRequest {
  receipt: NetworkPartnerRequestReceipt;
  fullName: string;
  email: string;
}

/** Shown in place of the form once the request is in: the date to expect an answer by. */
export function NetworkRequestSentCard({
  sent,
  onSendAnother,
}: {
  sent: SentNetworkRequest;
  onSendAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { receipt } = sent;

  // The form this replaces had focus: move it to the news, so a screen reader announces it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="grid gap-4 border-green-300 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-green-700" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
          Request Sent
        </h2>
      </div>
      <p className="text-lg text-slate-900">
        Thank you, {getFirstName(sent.fullName)}. We'll get back to you by{' '}
        <strong>{formatLongDate(receipt.estimatedResponseDate)}</strong> at the latest
        {receipt.byLastChosenDate
          ? ', your last chosen date.'
          : ` (${responseTimeTexts[receipt.urgencyLevel].toLowerCase()}).`}
      </p>
      <p className="text-slate-700">
        Once an instructor is allocated, they contact you within {INSTRUCTOR_CONTACT_HOURS} hours.
      </p>
      <p className="text-slate-700">
        {receipt.confirmationEmail === 'sent'
          ? `We've e-mailed a confirmation to ${sent.email}.`
          : "We couldn't e-mail you a confirmation just now, but your request is saved and the school has it."}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* The router's link in the app, a plain link on the page the server rendered. */}
        <SiteLink to="/book-lesson" className={buttonClassName({ className: 'w-full sm:w-auto' })}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Book a Lesson
        </SiteLink>
        <Button variant="secondary" onClick={onSendAnother} className="w-full sm:w-auto">
          <Plus aria-hidden="true" className="size-5" />
          Send Another Request
        </Button>
      </div>
    </Card>
  );
}
