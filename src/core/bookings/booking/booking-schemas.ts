import { z } from 'zod';
import { databaseIdField } from '../../api/id-schemas';
import { pickupAddressField, pickupPostcodeField } from '../../learners/pupil-record/pupil-record-schemas';
import { timeSlotSchema } from './time-slot-schemas';

export const DRIVING_EXPERIENCE_OPTIONS = [
  'beginner',
  'some_experience',
  'previous_fail',
  'refresher',
] as const;
export type DrivingExperience = (typeof DRIVING_EXPERIENCE_OPTIONS)[number];
export const INSTRUCTOR_PREFERENCE_OPTIONS = ['no_preference', 'male', 'female'] as const;
/** How the learner means to pay; the checkout page they land on follows from it. */
export const BOOKING_PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export const MAX_SLOTS_PER_BOOKING = 20;

export const drivingExperienceLabels: Record<(typeof DRIVING_EXPERIENCE_OPTIONS)[number], string> = {
  beginner: 'Beginner (never driven)',
  some_experience: 'Some experience',
  previous_fail: 'Taken a test before',
  refresher: 'Refresher (already licensed)',
};

export const instructorPreferenceLabels: Record<(typeof INSTRUCTOR_PREFERENCE_OPTIONS)[number], string> = {
  no_preference: 'No preference',
  male: 'Male instructor',
  female: 'Female instructor',
};

/**
 * The booking form (spec learner side, section 5), shared by the form and `POST /api/bookings`:
 * the same rules and the spec's messages on both sides.
 */
export const createBookingRequestSchema = z.object({
  fullName: z.string().trim().min(2, 'Full name is required').max(100, 'Full name is too long'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Valid email is required').max(254, 'Valid email is required')),
  phone: z
    .string()
    .trim()
    .min(10, 'Valid phone number is required')
    .max(20, 'Valid phone number is required')
    .regex(/^\+?[0-9 ()-]+$/, 'Valid phone number is required'),
  drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS, 'Please tell us your driving experience'),
  /** Optional (issue 34): where the instructor picks the learner up; '' when not given. */
  pickupAddress: pickupAddressField.default(''),
  pickupPostcode: pickupPostcodeField.default(''),
  packageType: z.string().trim().min(1, 'Please select a package'),
  acceptTerms: z
    .boolean()
    .refine((accepted) => accepted, 'You must accept the terms and conditions to proceed'),
  timeSlotIds: z
    .array(databaseIdField())
    .max(MAX_SLOTS_PER_BOOKING, 'Too many time slots selected')
    .refine((ids) => new Set(ids).size === ids.length, 'Each time slot can be chosen once')
    .default([]),
  instructorPreference: z.enum(INSTRUCTOR_PREFERENCE_OPTIONS).default('no_preference'),
  /** The instructor the learner chose (issue 37); absent: any instructor, the one whose times they picked. */
  instructorId: databaseIdField().optional(),
  paymentMethod: z
    .enum(BOOKING_PAYMENT_METHODS, 'Please choose how you would like to pay')
    .default('bank_transfer'),
  /** Sent by the page (true when no slots are chosen); the server derives it again. */
  futureBooking: z.boolean().optional(),
});

export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;
export type ValidCreateBookingRequest = z.output<typeof createBookingRequestSchema>;

export const BOOKING_STATUS_VALUES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'expired',
  'completed',
] as const;
export const PAYMENT_STATUS_VALUES = ['unpaid', 'paid'] as const;
export type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];

/** The booking as the learner who made it sees it. */
export const createdBookingSchema = z.object({
  id: z.number().int().positive(),
  studentId: z.number().int().positive(),
  packageType: z.string(),
  packageName: z.string(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
  /** Pence, computed by the server from the package. */
  totalAmount: z.number().int().nonnegative(),
  futureBooking: z.boolean(),
  timeSlotIds: z.array(z.number().int().positive()),
  timeSlots: z.array(timeSlotSchema),
  requestedAt: z.iso.datetime(),
  /**
   * Proof, for this browser only, that the booking is theirs: the checkout pages send it to pay
   * and to read the payment status. Shown once; the server keeps only its hash.
   */
  checkoutToken: z.string().min(20),
  /** When the held times are released if the booking is still unpaid and not approved (null: holds nothing). */
  holdExpiresAt: z.iso.datetime().nullable(),
});

export type CreatedBooking = z.infer<typeof createdBookingSchema>;
