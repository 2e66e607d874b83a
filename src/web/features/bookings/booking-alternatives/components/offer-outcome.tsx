import { CalendarCheck, CalendarX, CircleX, Clock } from 'lucide-react';
import type { AlternativeOffer } from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { Card } from '../../../../components/ui/card';
import { describeOfferedTime } from '../offer-display';
import { SchoolContactLinks } from './school-contact-links';

/** Every state but 'open': what happened and what to do next. */
export function OfferOutcome({ offer }: { offer: AlternativeOffer }) {
  if (offer.state === 'accepted') {
    const chosen = offer.alternatives.find((time) => time.index === offer.acceptedIndex);
    return (
      <Card className="grid gap-4 border-green-200 p-5 sm:p-6">
        <CalendarCheck aria-hidden="true" className="size-10 text-green-700" />
        <p className="text-lg">
          Thanks {offer.studentFirstName}, your {offer.packageName} is booked
          {chosen ? (
            <>
              {' '}
              for <span className="font-semibold">{describeOfferedTime(chosen)}</span>
            </>
          ) : null}
          .
        </p>
        <p className="text-slate-700">
          It's in your instructor's diary now. If you need to change anything, please call us.
        </p>
        <SchoolContactLinks offerBooking={false} />
      </Card>
    );
  }
  if (offer.state === 'open') return null;
  const texts: Record<
    Exclude<AlternativeOffer['state'], 'open' | 'accepted'>,
    { icon: typeof Clock; text: string }
  > = {
    declined: {
      icon: CircleX,
      text: "You've told your instructor none of these times work, so this request is closed. You're welcome to book other times, or call us to find one together.",
    },
    expired: {
      icon: Clock,
      text: 'The times offered were held for 7 days and that time has passed. Please book new times, or call us and we will find one.',
    },
    withdrawn: {
      icon: CalendarX,
      text: 'Your instructor has already answered your request another way, so these times no longer apply. Please book again or call us.',
    },
  };
  const { icon: Icon, text } = texts[offer.state];
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <Icon aria-hidden="true" className="size-10 text-slate-500" />
      <p className="text-lg">{text}</p>
      <SchoolContactLinks />
    </Card>
  );
}
