import type { LearnerOpenOffer } from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { getOfferView } from '../waiting-list-offer-display';
import { BookableOfferCard } from './bookable-offer-card';
import { MoveOfferCard } from './move-offer-card';
import { OfferPaymentCard } from './offer-payment-card';

/**
 * One open waiting-list offer on the learner's page (waiting-list-open-offers-card.tsx) with its
 * one tap: move a lesson to it, book it from the hours they have, or book and pay for it.
 */
export function OpenOffer({
  offer,
  isClaiming,
  onClaim,
}: {
  offer: LearnerOpenOffer;
  isClaiming: boolean;
  onClaim: (moveLessonId: number | null) => void;
}) {
  const view = getOfferView(offer);
  const { move } = offer;
  if (view === 'movable' && move) {
    return (
      <MoveOfferCard offer={{ ...offer, move }} onMove={() => onClaim(move.lessonId)} isMoving={isClaiming} />
    );
  }
  if (view === 'bookable') {
    return <BookableOfferCard offer={offer} onBook={() => onClaim(null)} isBooking={isClaiming} />;
  }
  return <OfferPaymentCard offer={offer} steps={offer.bookingSteps} />;
}
