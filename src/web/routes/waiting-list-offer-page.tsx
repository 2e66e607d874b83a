import { CircleCheck, LinkIcon, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import {
  OFFER_NOT_FOUND_MESSAGE,
  type WaitingListOfferResponse,
} from '../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LoadErrorCard } from '../components/ui/panel-states';
import { Skeleton } from '../components/ui/skeleton';
import { useClaimWaitingListOffer } from '../features/bookings/waiting-list/api/claim-waiting-list-offer';
import { useWaitingListOffer } from '../features/bookings/waiting-list/api/get-waiting-list-offer';
import { useLeaveWaitingListFromOffer } from '../features/bookings/waiting-list/api/leave-waiting-list-from-offer';
import { BookableOfferCard } from '../features/bookings/waiting-list/components/bookable-offer-card';
import { LeaveFromOfferCard } from '../features/bookings/waiting-list/components/leave-from-offer-card';
import { MoveOfferCard } from '../features/bookings/waiting-list/components/move-offer-card';
import { OfferBookedCard } from '../features/bookings/waiting-list/components/offer-booked-card';
import { OfferOutcomeCard } from '../features/bookings/waiting-list/components/offer-outcome-card';
import { OfferPaymentCard } from '../features/bookings/waiting-list/components/offer-payment-card';
import {
  canLeaveFromOffer,
  getOfferView,
  offerViewHeadings,
} from '../features/bookings/waiting-list/waiting-list-offer-display';
import { usePageTitle } from '../hooks/use-page-title';
import { getApiErrorMessage, isApiRequestError } from '../lib/api-client';

const UNKNOWN_LINK_HEADING = "This offer link doesn't work";
const BOOKED_HEADING = "You're booked in";
const MOVED_HEADING = 'Your lesson has moved';
const LEFT_HEADING = 'You have left the waiting list';
const CLAIM_FAILED_MESSAGE = "We couldn't book it: the server didn't answer. Please try again.";
const LEAVE_FAILED_MESSAGE = 'You are still on the list: we could not reach the server. Please try again.';

/**
 * /waiting-list-offer/:token: a learner on the waiting list books a freed time in one tap from the
 * link in their offer (e-mail, SMS or WhatsApp), or leaves the list. The token is the credential;
 * the page is linked from nowhere else (and, like every page the server does not render, noindex).
 */
export function WaitingListOfferPage() {
  const { token = '' } = useParams();
  const offer = useWaitingListOffer(token);
  const claim = useClaimWaitingListOffer(token);
  const leave = useLeaveWaitingListFromOffer(token);
  // A malformed token is refused (400) before lookup; both mean the link is not one of ours.
  const unknownLink = isApiRequestError(offer.error, 404) || isApiRequestError(offer.error, 400);
  // Why "Book it" was refused (taken, ended, closed, no hours), shown in place until they try again.
  const refusal = claim.isError ? getApiErrorMessage(claim.error, CLAIM_FAILED_MESSAGE) : '';

  const heading = claim.data
    ? claim.data.movedFrom
      ? MOVED_HEADING
      : BOOKED_HEADING
    : leave.data
      ? LEFT_HEADING
      : offer.data
        ? offerViewHeadings[getOfferView(offer.data)]
        : unknownLink
          ? UNKNOWN_LINK_HEADING
          : 'Your waiting-list offer';
  usePageTitle(heading);

  // After "Book it" or leaving, the button pressed is gone: the heading says what happened next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = claim.isSuccess || claim.isError || leave.isSuccess;
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);

  return (
    <Container className="py-6 sm:py-12">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 sm:gap-6">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">
          {heading}
        </h1>
        <div role="alert" className="empty:hidden">
          {refusal && !claim.data ? (
            <p className="rounded-lg border border-amber-500 bg-amber-50 p-3 font-medium text-slate-900">
              {refusal}
            </p>
          ) : null}
        </div>
        {claim.data ? (
          <OfferBookedCard booked={claim.data} />
        ) : leave.data ? (
          <LeftCard message={leave.data.message} learnerPagePath={offer.data?.learnerPagePath} />
        ) : offer.isPending ? (
          <div className="grid gap-4">
            <p className="sr-only" role="status">
              Loading your offer
            </p>
            <Skeleton className="h-72 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </div>
        ) : offer.data ? (
          <OfferBody
            offer={offer.data}
            refused={refusal !== ''}
            onClaim={(moveLessonId) => claim.mutate(moveLessonId)}
            isBooking={claim.isPending}
            onLeave={() =>
              leave.mutateAsync().then(
                () => undefined,
                () => undefined,
              )
            }
            isLeaving={leave.isPending}
            leaveError={leave.isError ? getApiErrorMessage(leave.error, LEAVE_FAILED_MESSAGE) : ''}
          />
        ) : unknownLink ? (
          <Card className="grid gap-4 p-4 sm:p-6">
            <LinkIcon aria-hidden="true" className="size-10 text-slate-500" />
            <p className="text-lg">{OFFER_NOT_FOUND_MESSAGE}</p>
            <Link
              to="/my-progress"
              className={buttonClassName({
                variant: 'secondary',
                className: 'w-full sm:w-auto sm:justify-self-start',
              })}
            >
              Lost your link?
            </Link>
          </Card>
        ) : (
          <LoadErrorCard
            title="Your offer didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void offer.refetch()}
            isRetrying={offer.isFetching}
          />
        )}
      </div>
    </Container>
  );
}

interface OfferBodyProps {
  offer: WaitingListOfferResponse;
  /** "Book it" was refused and the page said why: the state card does not say it again. */
  refused: boolean;
  /** Takes the offer: moving the lesson the page showed, or (null) booking a new one. */
  onClaim: (moveLessonId: number | null) => void;
  isBooking: boolean;
  onLeave: () => Promise<void>;
  isLeaving: boolean;
  leaveError: string;
}

function OfferBody({ offer, refused, onClaim, isBooking, onLeave, isLeaving, leaveError }: OfferBodyProps) {
  const view = getOfferView(offer);
  const { move } = offer;
  return (
    <>
      {view === 'movable' ? (
        move ? (
          <MoveOfferCard
            offer={{ ...offer, move }}
            onMove={() => onClaim(move.lessonId)}
            isMoving={isBooking}
          />
        ) : null
      ) : view === 'bookable' ? (
        <BookableOfferCard offer={offer} onBook={() => onClaim(null)} isBooking={isBooking} />
      ) : view === 'needs_payment' ? (
        <OfferPaymentCard offer={offer} steps={offer.bookingSteps} />
      ) : (
        <OfferOutcomeCard offer={offer} state={view} explained={!refused} />
      )}
      {canLeaveFromOffer(offer) ? (
        <LeaveFromOfferCard onLeave={onLeave} isLeaving={isLeaving} error={leaveError} />
      ) : null}
    </>
  );
}

function LeftCard({ message, learnerPagePath }: { message: string; learnerPagePath: string | undefined }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <CircleCheck aria-hidden="true" className="size-10 text-green-700" />
      <p role="status" className="text-lg">
        {message}
      </p>
      {learnerPagePath ? (
        <Link
          to={learnerPagePath}
          className={buttonClassName({
            variant: 'secondary',
            className: 'w-full sm:w-auto sm:justify-self-start',
          })}
        >
          <UserRound aria-hidden="true" className="size-5" />
          Go to My Progress
        </Link>
      ) : null}
    </Card>
  );
}
