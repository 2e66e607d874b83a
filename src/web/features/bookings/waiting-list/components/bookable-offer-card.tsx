import { CalendarCheck, LoaderCircle } from 'lucide-react';
import type { WaitingListOfferResponse } from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatHoursFromMinutes } from '../../../../lib/balance-display';
import { formatOfferExpiry } from '../waiting-list-offer-display';
import { OfferedLessonDetails } from './offered-lesson-details';

export interface BookableOfferCardProps {
  offer: WaitingListOfferResponse;
  onBook: () => void;
  isBooking: boolean;
}

/** An open offer the learner's hours pay for: the lesson, until when, and one button to book it. */
export function BookableOfferCard({ offer, onBook, isBooking }: BookableOfferCardProps) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <p className="text-lg">
        Hi {offer.firstName}, a time that suits you has come free. The first learner to book it gets it.
      </p>
      <OfferedLessonDetails lesson={offer.lesson} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">Offered until</dt>
        <dd>{formatOfferExpiry(offer.expiresAt)}</dd>
        <dt className="font-semibold">Your hours left</dt>
        <dd>
          {formatHoursFromMinutes(offer.leftMinutes)}: this lesson uses{' '}
          {formatHoursFromMinutes(offer.lesson.duration)}
        </dd>
      </dl>
      <Button onClick={onBook} disabled={isBooking} className="min-h-14 w-full text-lg">
        {isBooking ? (
          <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
        ) : (
          <CalendarCheck aria-hidden="true" className="size-6" />
        )}
        {isBooking ? 'Booking…' : 'Book it'}
      </Button>
    </Card>
  );
}
