/*
 * The application page's toasts: the spec's texts (instructor side, section 8) quoted exactly.
 */

import type { CreateInstructorApplication } from '../../../../core/partner-network/instructor-application-schemas';
import type { ToastText } from '../network-requests/network-request-messages';

export const APPLICATION_SUBMITTED_TOAST: ToastText = {
  title: 'Application Submitted',
  description:
    "Thank you for your interest! We'll review your application and get back to you within 48 hours.",
};

export const APPLICATION_FAILED_TOAST: ToastText = {
  title: 'Application Failed',
  description: 'There was an error submitting your application. Please try again.',
};

/** The fields of the application, which a 400 answer's `fields` may name. */
export const APPLICATION_FIELD_NAMES = [
  'fullName',
  'email',
  'phone',
  'address',
  'postcode',
  'adiNumber',
  'experienceYears',
  'hourlyRate',
  'areasWorked',
  'workDays',
  'workHours',
  'flexibility',
  'vehicleType',
  'hasInsurance',
  'hasBusinessLicense',
  'additionalInfo',
] as const satisfies readonly (keyof CreateInstructorApplication)[];
