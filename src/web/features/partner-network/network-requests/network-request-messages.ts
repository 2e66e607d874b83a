/*
 * The network-partner request page's words: the spec's toast titles (instructor side, sections 5
 * and 8) quoted exactly, with descriptions that say what to do.
 */

import type { CreateNetworkPartnerRequest } from '../../../../core/partner-network/network-request-schemas';

export interface ToastText {
  title: string;
  description: string;
}

export const DATE_SELECTION_REQUIRED_TOAST: ToastText = {
  title: 'Date Selection Required',
  description: 'Please select at least one preferred date.',
};

export const MISSING_INFORMATION_TOAST: ToastText = {
  title: 'Missing Information',
  description: 'Please fill in your full name, email and phone number.',
};

export const SUBMISSION_FAILED_TOAST: ToastText = {
  title: 'Submission Failed',
  description: 'Please try again later.',
};

/** The fields of the request, which a 400 answer's `fields` may name. */
export const NETWORK_REQUEST_FIELD_NAMES = [
  'fullName',
  'email',
  'phone',
  'postcode',
  'lessonType',
  'instructorPreference',
  'preferredDates',
  'additionalRequirements',
  'urgencyLevel',
] as const satisfies readonly (keyof CreateNetworkPartnerRequest)[];

/**
 * Which of the spec's two toasts a refused form gets, checked in the spec's order: no date first,
 * then an empty name, e-mail or phone; null when neither (the fields show their own messages).
 */
export function getMissingInputToast(values: {
  preferredDates: readonly string[] | undefined;
  fullName: string | undefined;
  email: string | undefined;
  phone: string | undefined;
}): ToastText | null {
  if (!values.preferredDates || values.preferredDates.length === 0) return DATE_SELECTION_REQUIRED_TOAST;
  const isBlank = (value: string | undefined) => (value ?? '').trim() === '';
  if (isBlank(values.fullName) || isBlank(values.email) || isBlank(values.phone)) {
    return MISSING_INFORMATION_TOAST;
  }
  return null;
}
