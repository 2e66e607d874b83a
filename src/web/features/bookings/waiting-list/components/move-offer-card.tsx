import { ArrowDown, CalendarClock, LoaderCircle } from 'lucide-react';
import type {
  OfferMove,
  WaitingListOfferResponse,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatOfferExpiry } from '../waiting-list-offer-display';
import { OfferedLessonDetails } from './offered-lesson-details';

export interface MoveOfferCardProps {
  offer: WaitingListOfferResponse & { move: OfferMove };
  onMove: () => void;
  isMoving: boolean;
}

/**
 * An open offer to a learner who has a lesson later on (issue 34): one tap moves that lesson to the
 * freed time. Shown as "your lesson now" above "moves to", so nobody reads it as a second lesson.
 */
export function MoveOfferCard({ offer, onMove, isMoving }: MoveOfferCardProps) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <p className="text-lg">
        Hi {offer.firstName}, an earlier time that suits you has come free. One tap moves your lesson there;
        the first learner to take it gets it.
      </p>
      <div className="grid gap-2">
        <p className="font-semibold text-slate-700">Your lesson now</p>
        <OfferedLessonDetails lesson={offer.move.from} gone />
        <p className="flex items-center gap-2 font-semibold text-blue-800">
          <ArrowDown aria-hidden="true" className="size-5" />
          Moves to
        </p>
        <OfferedLessonDetails lesson={offer.lesson} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">Offered until</dt>
        <dd>{formatOfferExpiry(offer.expiresAt)}</dd>
        <dt className="font-semibold">Cost</dt>
        <dd>Nothing: the same lesson, no extra hours used</dd>
      </dl>
      <p className="text-slate-700">
        Your old time is then freed and offered to another learner. Until you move it, your lesson stays as it
        is.
      </p>
      <Button onClick={onMove} disabled={isMoving} className="min-h-14 w-full text-lg">
        {isMoving ? (
          <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
        ) : (
          <CalendarClock aria-hidden="true" className="size-6" />
        )}
        {isMoving ? 'Moving…' : 'Move my lesson'}
      </Button>
    </Card>
  );
}
