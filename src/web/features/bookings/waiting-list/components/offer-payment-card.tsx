import { CreditCard } from 'lucide-react';
import type {
  OfferBookingSteps,
  WaitingListOfferResponse,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { formatPoundsWhole } from '../../../../../core/format/display-format';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatHoursFromMinutes } from '../../../../lib/balance-display';
import { saveReturningLearner } from '../../../../lib/returning-learner-storage';
import { formatOfferExpiry, getOfferBookingPath, toReturningLearner } from '../waiting-list-offer-display';
import { OfferedLessonDetails } from './offered-lesson-details';

/**
 * An open offer for a learner without hours for it: the normal booking and payment steps, with the
 * package and the times chosen and their details filled in.
 */
export function OfferPaymentCard({
  offer,
  steps,
}: {
  offer: WaitingListOfferResponse;
  /** Null only if the server found no package to sell: the plain booking page, then. */
  steps: OfferBookingSteps | null;
}) {
  const hoursLeft =
    offer.leftMinutes > 0
      ? `You have ${formatHoursFromMinutes(offer.leftMinutes)} left`
      : 'You have no hours left';
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <p className="text-lg">
        Hi {offer.firstName}, a time that suits you has come free. The first learner to book it gets it.
      </p>
      <OfferedLessonDetails lesson={offer.lesson} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">Offered until</dt>
        <dd>{formatOfferExpiry(offer.expiresAt)}</dd>
      </dl>
      <p className="text-slate-800">
        {hoursLeft}, and this lesson is {formatHoursFromMinutes(offer.lesson.duration)}.{' '}
        {steps
          ? 'Book it with payment instead: the booking page opens with this time chosen and your details filled in.'
          : 'Book it with payment instead: choose this time on the booking page.'}
      </p>
      {/* The details go through the tab's storage, as "Book again" does: never into the URL. */}
      <SiteLink
        to={steps ? getOfferBookingPath(steps) : '/book-lesson'}
        onClick={() => {
          if (steps) saveReturningLearner(toReturningLearner(steps.learner));
        }}
        className={buttonClassName({
          className: 'min-h-14 w-full flex-col gap-0 py-2 text-lg sm:flex-row sm:gap-2',
        })}
      >
        <span className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-6" />
          Book and pay for this lesson
        </span>
        {steps ? (
          <span className="text-base font-normal">
            {steps.packageName} · {formatPoundsWhole(steps.price)}
          </span>
        ) : null}
      </SiteLink>
    </Card>
  );
}
