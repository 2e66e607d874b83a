import { CalendarCheck, CalendarX, CircleX, Clock, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  OFFER_WITHDRAWN_MESSAGE,
  type WaitingListOfferResponse,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { classNames } from '../../../../lib/class-names';
import { OfferedLessonDetails } from './offered-lesson-details';

const STILL_WAITING = 'You are still on the waiting list, and we will tell you when another time frees up.';

type ClosedState = Exclude<WaitingListOfferResponse['state'], 'open'>;

function explain(state: ClosedState, onWaitingList: boolean): string {
  const stillWaiting = onWaitingList ? ` ${STILL_WAITING}` : '';
  switch (state) {
    case 'claimed':
      return 'The lesson is on your My Progress page, with your other lessons.';
    case 'taken':
      return `Another learner booked it first.${stillWaiting}`;
    case 'expired':
      return `The offer ran out before this time was booked.${stillWaiting}`;
    case 'withdrawn':
      return OFFER_WITHDRAWN_MESSAGE;
  }
}

const icons: Record<ClosedState, ReactNode> = {
  claimed: <CalendarCheck aria-hidden="true" className="size-10 text-green-700" />,
  taken: <CalendarX aria-hidden="true" className="size-10 text-slate-500" />,
  expired: <Clock aria-hidden="true" className="size-10 text-slate-500" />,
  withdrawn: <CircleX aria-hidden="true" className="size-10 text-slate-500" />,
};

export interface OfferOutcomeCardProps {
  offer: WaitingListOfferResponse;
  state: ClosedState;
  /** False when the page already announced why (the answer to "Book it"): not said twice. */
  explained: boolean;
}

/** An offer that can no longer be booked: what happened, the lesson, and the way to their page. */
export function OfferOutcomeCard({ offer, state, explained }: OfferOutcomeCardProps) {
  const claimed = state === 'claimed';
  return (
    <Card className={classNames('grid gap-4 p-4 sm:p-6', claimed && 'border-green-200')}>
      {icons[state]}
      {explained ? <p className="text-lg">{explain(state, offer.onWaitingList)}</p> : null}
      <OfferedLessonDetails lesson={offer.lesson} gone={!claimed} />
      <Link
        to={offer.learnerPagePath}
        className={buttonClassName({
          variant: claimed ? 'primary' : 'secondary',
          className: 'w-full sm:w-auto sm:justify-self-start',
        })}
      >
        <UserRound aria-hidden="true" className="size-5" />
        {claimed ? 'See it on My Progress' : 'Go to My Progress'}
      </Link>
    </Card>
  );
}
