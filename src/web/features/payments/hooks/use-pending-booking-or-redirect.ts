import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PendingBooking } from '../../../../core/booking/pending-booking-schemas';
import { readPendingBooking } from '../../booking/pending-booking-storage';

/**
 * The pending booking saved by the booking page, read once. Without one the learner is sent to
 * /book-lesson (spec section 5, Checkout) and the hook answers null meanwhile.
 */
export function usePendingBookingOrRedirect(): PendingBooking | null {
  const [booking] = useState(() => readPendingBooking());
  const navigate = useNavigate();
  useEffect(() => {
    if (!booking) navigate('/book-lesson', { replace: true });
  }, [booking, navigate]);
  return booking;
}
