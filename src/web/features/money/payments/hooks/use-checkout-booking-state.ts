import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type {
  CheckoutBookingDetails,
  PendingBooking,
} from '../../../../../core/bookings/booking/pending-booking-schemas';
import { readCheckoutLinkParams } from '../../../../../core/money/payments/checkout-links';
import { isApiRequestError } from '../../../../lib/api-client';
import {
  forgetJustCreatedBooking,
  readJustCreatedBooking,
} from '../../../../lib/just-created-booking-storage';
import { readPendingBooking, savePendingBooking } from '../../../../lib/pending-booking-storage';
import type { CheckoutCredentials } from '../api/create-payment-intent';
import { useCheckoutBooking } from '../api/get-checkout-booking';

export type CheckoutBookingState =
  | {
      kind: 'ready';
      booking: PendingBooking;
      /** Where the booking stands, as the server says (null while only the stored copy is known). */
      details: CheckoutBookingDetails | null;
      /** The booking form has just made it (the page says so instead of a toast). */
      justCreated: boolean;
    }
  | { kind: 'loading' }
  | { kind: 'invalid-link' }
  | { kind: 'load-failed'; retry: () => void; isRetrying: boolean }
  | { kind: 'no-booking' };

const bookingCreatedStateSchema = z.object({ bookingCreated: z.literal(true) });

/**
 * The booking a checkout page is about. A checkout link (`?booking=&token=`, from the booking form
 * or the e-mail) works on any device: the booking is read from the server. Without one, the
 * booking this browser kept (local storage: a convenience) is shown at once and refreshed from the
 * server. With neither, the learner is sent to /book-lesson (spec section 5, Checkout).
 */
export function useCheckoutBookingState(): CheckoutBookingState {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const link = useMemo(() => readCheckoutLinkParams(searchParams), [searchParams]);
  const hasLink = searchParams.has('booking') || searchParams.has('token');
  const [stored] = useState(() => readPendingBooking());
  // The booking form opened this page as a new page (the booking page without the router): read
  // once, so a reload is not "just made" again.
  const [createdJustBefore] = useState(() => readJustCreatedBooking());
  useEffect(() => {
    if (createdJustBefore !== null) forgetJustCreatedBooking();
  }, [createdJustBefore]);

  const credentials: CheckoutCredentials | null = link
    ? { bookingId: link.booking, checkoutToken: link.token }
    : !hasLink && stored
      ? { bookingId: stored.id, checkoutToken: stored.checkoutToken }
      : null;
  const query = useCheckoutBooking(credentials);
  const booking: PendingBooking | null =
    query.data && credentials
      ? { ...query.data, checkoutToken: credentials.checkoutToken }
      : !link && stored && !hasLink
        ? stored
        : null;

  useEffect(() => {
    if (!hasLink && !stored) navigate('/book-lesson', { replace: true });
  }, [hasLink, stored, navigate]);

  // Opened from a link: keep it in this browser too, so the payment-success page can report on it.
  const linkedBooking = link ? query.data : undefined;
  useEffect(() => {
    if (!link || !linkedBooking || linkedBooking.id !== link.booking) return;
    savePendingBooking({ ...linkedBooking, checkoutToken: link.token });
  }, [link, linkedBooking]);

  const justCreated =
    bookingCreatedStateSchema.safeParse(location.state).success ||
    (booking !== null && booking.id === createdJustBefore);
  if (booking) return { kind: 'ready', booking, details: query.data ?? null, justCreated };
  if (!hasLink && !stored) return { kind: 'no-booking' };
  if (hasLink && !link) return { kind: 'invalid-link' };
  if (query.isError) {
    if (isApiRequestError(query.error, 404)) return { kind: 'invalid-link' };
    return { kind: 'load-failed', retry: () => void query.refetch(), isRetrying: query.isFetching };
  }
  return { kind: 'loading' };
}
