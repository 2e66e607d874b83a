/*
 * The checkout pages' words: the spec's texts (learner side, sections 2, 8 and 9) quoted exactly,
 * and the small helpers that put a booking's figures into them.
 */

import { formatPounds } from '../../../../core/format/display-format';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The spec's booking-success words, shown by the checkout page's booking panel. Not shown as a toast on the way to the checkout page: a toast
 * there would cover the bank details the learner came to read.
 */
export const BOOKING_CREATED_TOAST: ToastText = {
  title: 'Booking Created',
  description: 'Proceed to payment to confirm your booking.',
};

export const PAYMENT_SUCCESS_TOAST: ToastText = {
  title: 'Payment Successful',
  description: 'Thank you for your booking! You will receive a confirmation email shortly.',
};

export const PAYMENT_FAILED_TITLE = 'Payment Failed';
/** When the card provider gives no reason of its own. */
export const PAYMENT_FAILED_FALLBACK = 'Your payment could not be completed. Nothing has been charged.';

export const CHECKOUT_ERROR_TITLE = 'Checkout Error';
export const PAYMENT_SETUP_FAILED_MESSAGE =
  'Unable to set up payment. Please check your internet connection and try again.';

export const BOOKING_DETAILS_FAILED_MESSAGE = 'Unable to load booking details. Please try again.';

export const PROCESSING_LABEL = 'Processing...';

/** 'Pay £72.00': the amount is the one the server will charge. */
export function getPayButtonLabel(amountPence: number): string {
  return `Pay ${formatPounds(amountPence)}`;
}

export const FUTURE_BOOKING_TITLE = 'Future Booking';
export const FUTURE_BOOKING_CHECKOUT_MESSAGE =
  "You haven't chosen lesson times yet: your instructor will contact you to arrange them.";

/** Spec section 9: the toast after opening the payment portal stays 8 seconds. */
export const PORTAL_TOAST_DURATION_MS = 8000;

export function getPortalOpenedToast(packageName: string, amount: string): ToastText {
  return {
    title: 'Payment portal opened',
    description: `In the new tab, choose "${packageName}" (${amount}) and enter your details. Tap "Show My Details" here to copy them.`,
  };
}

export const BANK_TRANSFER_NOTES = [
  'Transfer the exact amount shown above.',
  'Use the booking reference (or your name) as the payment reference, so we can match your payment.',
  'Once you have paid, message or call your instructor to let them know.',
  'Please allow 1-2 hours for your payment to be confirmed.',
] as const;

export const BANK_TRANSFER_CONFIRMATION =
  "Your booking is confirmed once your payment has been received and verified. We'll contact you within 24 hours.";

export const SHOP_NEXT_STEPS = [
  'Pay securely in the checkout that opens in a new tab.',
  'You will get a confirmation e-mail once your payment has gone through.',
  'Your instructor will contact you within 24 hours.',
  'Together you will schedule your first lesson.',
] as const;
