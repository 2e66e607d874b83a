import { useCallback } from 'react';
import { formatBookingReference } from '../../core/money/payments/payment-reference';
import { DEFAULT_BANK_REFERENCE_FORMAT } from '../../core/school/settings/school-figures';
import { useSiteInfo } from './use-site-info';

/** The school's reference format ('BOOKING-{id}', Settings); the default only until site info has loaded. */
export function useBookingReferenceFormat(): string {
  return useSiteInfo().data?.bankReferenceFormat ?? DEFAULT_BANK_REFERENCE_FORMAT;
}

/** 12 → the booking's reference in the school's format, as e-mails write it. */
export function useFormatBookingReference(): (bookingId: number) => string {
  const format = useBookingReferenceFormat();
  return useCallback((bookingId: number) => formatBookingReference(bookingId, format), [format]);
}
