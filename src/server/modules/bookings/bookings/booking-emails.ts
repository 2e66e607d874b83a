import {
  drivingExperienceLabels,
  instructorPreferenceLabels,
} from '../../../../core/bookings/booking/booking-schemas';
import type { TimeSlot } from '../../../../core/bookings/booking/time-slot-schemas';
import { buildLearnerLessonIcs } from '../../../../core/diary/calendar/lesson-ics';
import {
  getFirstName as firstName,
  formatDurationLabel,
  formatLongDate,
  formatPounds,
  formatTime12h,
  formatUkPhone,
} from '../../../../core/format/display-format';
import { instructorSignOff, nameOfInstructor } from '../../../../core/messaging/voice/instructor-voice';
import { formatBookingReference } from '../../../../core/money/payments/payment-reference';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { SchoolContact, SchoolDetails } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

export interface BookingEmailDetails {
  bookingId: number;
  studentName: string;
  studentEmail: string;
  studentPhone: string;
  drivingExperience: keyof typeof drivingExperienceLabels;
  instructorPreference: keyof typeof instructorPreferenceLabels;
  packageName: string;
  totalAmountPence: number;
  paymentMethod: 'card' | 'bank_transfer';
  slots: TimeSlot[];
  holdExpiresAt: Date | null;
  /** The checkout page of this booking, openable on any device (it carries the checkout token). */
  checkoutLink: string;
  /**
   * The learner's own page (their progress link), or null when the booking's details did not match
   * the learner of that e-mail: the page may not be theirs until the instructor has looked.
   */
  learnerPageLink?: string | null;
  /** The booking's instructor, in whose name the learner's e-mail goes (null or absent: "your instructor"). */
  instructorName?: string | null;
}

/** 'Sunday 9 May 2027, 10:00 AM': a moment as London wall time, as lesson times are written. */
function formatLondonMoment(instant: Date): string {
  const { date, time } = toZonedParts(instant, SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)}, ${formatTime12h(time)}`;
}

function describeSlots(slots: TimeSlot[]): string {
  if (slots.length === 0) return 'Times: to be arranged with your instructor (future booking).';
  return [
    'Times:',
    ...slots.map(
      (slot) =>
        `  - ${formatLongDate(slot.date)}, ${formatTime12h(slot.time)} (${formatDurationLabel(slot.duration)})`,
    ),
  ].join('\n');
}

export interface PaymentDue {
  bookingId: number;
  totalAmountPence: number;
  paymentMethod: 'card' | 'bank_transfer';
  /** The booking's checkout page, openable on any device. */
  checkoutLink: string;
}

/**
 * How to pay what a booking costs, in the e-mail itself: by card, the link; by bank transfer, the
 * bank details and reference (so the e-mail alone is enough), and the link as well.
 */
export function describePaymentDue(due: PaymentDue, school: SchoolDetails): string[] {
  const amount = formatPounds(due.totalAmountPence);
  if (due.paymentMethod === 'card') return [`To pay ${amount} by card, open: ${due.checkoutLink}`];
  return [
    `To pay ${amount} by bank transfer:`,
    `  Account name: ${school.bankAccountName}`,
    `  Sort code: ${school.bankSortCode}`,
    `  Account number: ${school.bankAccountNumber}`,
    `  Reference: ${formatBookingReference(due.bookingId, school.bankReferenceFormat)}`,
    `The same details, on any phone or computer: ${due.checkoutLink}`,
  ];
}

/** What happens next, the same in every e-mail and on the checkout page: approved and paid is confirmed. */
const CONFIRMATION_RULE =
  'Your booking is confirmed once your instructor has approved it and your payment has been received. We will e-mail you at each step.';

/** 1. Requested: what the learner asked for, how to pay it, and how long the times are held. */
export function bookingReceivedEmail(details: BookingEmailDetails, school: SchoolDetails): EmailMessage {
  const reference = formatBookingReference(details.bookingId, school.bankReferenceFormat);
  const hold = details.holdExpiresAt
    ? `We are holding these times for you until ${formatLondonMoment(details.holdExpiresAt)}. If by then the booking is neither paid nor approved, the times are released.`
    : null;
  return {
    to: details.studentEmail,
    kind: 'booking_received',
    subject: `We have your booking request (${reference})`,
    text: [
      `Hi ${firstName(details.studentName)},`,
      '',
      `Thank you for booking with ${school.schoolName}. Here is what you asked for:`,
      '',
      `Reference: ${reference}`,
      `Package: ${details.packageName}`,
      describeSlots(details.slots),
      '',
      ...describePaymentDue(details, school),
      ...(hold ? ['', hold] : []),
      '',
      `${nameOfInstructor(details.instructorName ?? null, true)} reviews every request within 24 hours. ${CONFIRMATION_RULE}`,
      ...(details.learnerPageLink
        ? [
            '',
            'Your own page: your lessons, what you have paid and owe, your progress, and a chat with your instructor. Keep this link private; it works on any device:',
            details.learnerPageLink,
          ]
        : []),
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      ...instructorSignOff(details.instructorName ?? null, school.schoolName),
    ].join('\n'),
  };
}

export function newBookingRequestEmail(
  details: BookingEmailDetails,
  school: SchoolContact,
  instructorEmail: string,
): EmailMessage {
  return {
    to: instructorEmail,
    kind: 'new_booking_request',
    subject: `New booking request: ${details.studentName}, ${details.packageName}`,
    text: [
      `A new booking request (${formatBookingReference(details.bookingId, school.bankReferenceFormat)}) is waiting for you.`,
      '',
      `Learner: ${details.studentName}`,
      `E-mail: ${details.studentEmail}`,
      `Phone: ${formatUkPhone(details.studentPhone)}`,
      `Experience: ${drivingExperienceLabels[details.drivingExperience]}`,
      `Instructor preference: ${instructorPreferenceLabels[details.instructorPreference]}`,
      `Package: ${details.packageName} (${formatPounds(details.totalAmountPence)})`,
      `Payment: ${details.paymentMethod === 'bank_transfer' ? 'bank transfer' : 'card'} (unpaid)`,
      describeSlots(details.slots),
      '',
      `Approve or reject it in the dashboard: ${school.publicUrl}/instructor-dashboard`,
    ].join('\n'),
  };
}

export function bookingExpiredEmail(
  booking: { id: number; studentName: string; studentEmail: string },
  school: SchoolContact,
): EmailMessage {
  return {
    to: booking.studentEmail,
    kind: 'booking_expired',
    subject: `Your held lesson times were released (${formatBookingReference(booking.id, school.bankReferenceFormat)})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `We held the times of your booking request ${formatBookingReference(booking.id, school.bankReferenceFormat)}, but it was not paid or confirmed in time, so they have been released for other learners.`,
      `If you still want lessons, book again at ${school.publicUrl}/book-lesson or call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

export interface LessonTime {
  date: string;
  startTime: string;
  duration: number;
  /** A booked lesson: its id and start, so the e-mail carries an .ics file to add it in one tap. */
  lessonId?: number;
  startsAt?: Date;
}

/** One .ics file per booked lesson (offered lesson times have no id and get none). */
function lessonIcsFiles(
  lessons: LessonTime[],
  packageName: string,
  school: SchoolContact,
  learnerPageUrl: string | null,
) {
  return lessons.flatMap((lesson) =>
    lesson.lessonId !== undefined && lesson.startsAt
      ? [
          buildLearnerLessonIcs({
            lessonId: lesson.lessonId,
            startsAt: lesson.startsAt,
            endsAt: new Date(lesson.startsAt.getTime() + lesson.duration * 60_000),
            date: lesson.date,
            packageName,
            schoolName: school.schoolName,
            schoolPhone: school.phone,
            publicUrl: school.publicUrl,
            learnerPageUrl,
            sequence: 0,
            stamp: new Date(),
          }),
        ]
      : [],
  );
}

function describeLessons(lessons: LessonTime[]): string {
  if (lessons.length === 0) return 'Your instructor will contact you to arrange the times.';
  return [
    'Your lessons:',
    ...lessons.map(
      (lesson) =>
        `  - ${formatLongDate(lesson.date)}, ${formatTime12h(lesson.startTime)} (${formatDurationLabel(lesson.duration)})`,
    ),
  ].join('\n');
}

export interface ApprovedBooking {
  id: number;
  studentName: string;
  studentEmail: string;
  packageName: string;
  paymentStatus: string;
  paymentMethod: string | null;
  totalAmountPence: number;
  /** The booking's instructor (null or absent: "your instructor"). */
  instructorName?: string | null;
}

/** The lines that give the learner their own page (lessons, hours, payments, progress). */
export function describeLearnerPage(url: string): string[] {
  return [
    'Your My Progress page, with your lessons (to move or cancel), hours, payments and progress:',
    url,
    'Keep it to yourself: anyone with the link can see it.',
  ];
}

/**
 * 2. Approved. Paid already: confirmed. Not yet paid: approved and awaiting payment, with how to
 * pay; it is confirmed once the payment arrives (as the checkout page says). Either way the
 * learner's own page, which the lessons' calendar files point to as well.
 */
export function bookingApprovedEmail(
  booking: ApprovedBooking,
  lessons: LessonTime[],
  links: { learnerPage: string; checkout: string },
  school: SchoolDetails,
): EmailMessage {
  const reference = formatBookingReference(booking.id, school.bankReferenceFormat);
  const paid = booking.paymentStatus === 'paid';
  return {
    to: booking.studentEmail,
    kind: 'booking_approved',
    subject: paid
      ? `Your booking is confirmed (${reference})`
      : `Your booking is approved: payment due (${reference})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      paid
        ? `Good news: ${nameOfInstructor(booking.instructorName ?? null)} has approved your booking for ${booking.packageName}. It is paid, so it is confirmed.`
        : `Good news: ${nameOfInstructor(booking.instructorName ?? null)} has approved your booking for ${booking.packageName}. It is confirmed once your payment of ${formatPounds(booking.totalAmountPence)} has been received.`,
      '',
      describeLessons(lessons),
      ...(lessons.some((lesson) => lesson.lessonId !== undefined)
        ? ['Open the attached calendar files to add each lesson to your phone or computer calendar.']
        : []),
      ...(paid
        ? []
        : [
            '',
            ...describePaymentDue(
              {
                bookingId: booking.id,
                totalAmountPence: booking.totalAmountPence,
                paymentMethod: booking.paymentMethod === 'card' ? 'card' : 'bank_transfer',
                checkoutLink: links.checkout,
              },
              school,
            ),
          ]),
      '',
      ...describeLearnerPage(links.learnerPage),
      '',
      `If anything changes, call us on ${formatUkPhone(school.phone)}.`,
      '',
      ...instructorSignOff(booking.instructorName ?? null, school.schoolName),
    ].join('\n'),
    attachments: lessonIcsFiles(lessons, booking.packageName, school, links.learnerPage),
  };
}

export function bookingRejectedEmail(
  booking: {
    id: number;
    studentName: string;
    studentEmail: string;
    packageName: string;
    instructorName?: string | null;
  },
  school: SchoolContact,
  reason: string | null = null,
): EmailMessage {
  return {
    to: booking.studentEmail,
    kind: 'booking_rejected',
    subject: `About your booking request (${formatBookingReference(booking.id, school.bankReferenceFormat)})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `Sorry, ${nameOfInstructor(booking.instructorName ?? null)} cannot take your booking request for ${booking.packageName} at the times you chose. The times have been released.`,
      ...(reason ? ['', `${nameOfInstructor(booking.instructorName ?? null, true)} says:`, reason, ''] : []),
      `You can choose other times at ${school.publicUrl}/book-lesson, or ask for alternatives at ${school.publicUrl}/network-partner-request.`,
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      ...instructorSignOff(booking.instructorName ?? null, school.schoolName),
    ].join('\n'),
  };
}

export function alternativesOfferedEmail(
  booking: {
    id: number;
    studentName: string;
    studentEmail: string;
    packageName: string;
    instructorName?: string | null;
  },
  offer: {
    alternatives: LessonTime[];
    reasonForRejection: string;
    message: string | null;
    link: string;
    expiresAt: Date;
  },
  school: SchoolContact,
): EmailMessage {
  return {
    to: booking.studentEmail,
    kind: 'alternatives_offered',
    subject: `Other times for your lesson (${formatBookingReference(booking.id, school.bankReferenceFormat)})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `${nameOfInstructor(booking.instructorName ?? null, true)} cannot make the times you asked for (${offer.reasonForRejection}), and suggests these instead:`,
      ...offer.alternatives.map(
        (time, index) =>
          `  ${index + 1}. ${formatLongDate(time.date)}, ${formatTime12h(time.startTime)} (${formatDurationLabel(time.duration)})`,
      ),
      ...(offer.message ? ['', offer.message] : []),
      '',
      `Choose one, or decline, here: ${offer.link}`,
      `The link works once, until ${offer.expiresAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })}.`,
      '',
      ...instructorSignOff(booking.instructorName ?? null, school.schoolName),
    ].join('\n'),
  };
}

export function alternativeAnsweredEmail(
  booking: { id: number; studentName: string },
  answer: { accepted: LessonTime | null },
  instructorEmail: string,
  school: SchoolContact,
): EmailMessage {
  return {
    to: instructorEmail,
    kind: answer.accepted ? 'alternative_accepted' : 'alternative_declined',
    subject: answer.accepted
      ? `${booking.studentName} accepted a new time (${formatBookingReference(booking.id, school.bankReferenceFormat)})`
      : `${booking.studentName} declined the suggested times (${formatBookingReference(booking.id, school.bankReferenceFormat)})`,
    text: answer.accepted
      ? `${booking.studentName} accepted ${formatLongDate(answer.accepted.date)}, ${formatTime12h(answer.accepted.startTime)} (${formatDurationLabel(answer.accepted.duration)}). The booking is approved and the lesson is in your diary: ${school.publicUrl}/instructor-dashboard`
      : `${booking.studentName} declined the times you suggested, so ${formatBookingReference(booking.id, school.bankReferenceFormat)} is now rejected.`,
  };
}
