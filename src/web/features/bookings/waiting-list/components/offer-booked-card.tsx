import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ClaimWaitingListOfferResponse } from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { OfferedLessonDetails } from './offered-lesson-details';

/** "Book it" worked: the server's words, the lesson, and the way to the learner's page. */
export function OfferBookedCard({ booked }: { booked: ClaimWaitingListOfferResponse }) {
  return (
    <Card className="grid gap-4 border-green-200 p-4 sm:p-6">
      <CalendarCheck aria-hidden="true" className="size-10 text-green-700" />
      <p role="status" className="text-lg">
        {booked.message}
      </p>
      <OfferedLessonDetails lesson={booked.lesson} />
      <Link
        to={booked.learnerPagePath}
        className={buttonClassName({ className: 'min-h-14 w-full text-lg sm:w-auto sm:justify-self-start' })}
      >
        See it on My Progress
      </Link>
    </Card>
  );
}
