import { drivingExperienceLabels, instructorPreferenceLabels } from '../../../core/booking/booking-schemas';
import type { TimeSlot } from '../../../core/booking/time-slot-schemas';
import { buildLearnerLessonIcs } from '../../../core/calendar/lesson-ics';
import {
  getFirstName as firstName,
  formatDurationLabel,
  formatLongDate,
  formatPounds,
  formatTime12h,
} from '../../../core/format/display-format';
import type { EmailMessage } from '../outbox/outbox-service';

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
}

export interface SchoolContact {
  schoolName: string;
  phone: string;
  publicUrl: string;
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

export function bookingReceivedEmail(details: BookingEmailDetails, school: SchoolContact): EmailMessage {
  const reference = `BOOKING-${details.bookingId}`;
  const payment =
    details.paymentMethod === 'bank_transfer'
      ? `Payment: bank transfer of ${formatPounds(details.totalAmountPence)} with the reference ${reference}. The details are on ${school.publicUrl}/bank-transfer-checkout.`
      : `Payment: by card, ${formatPounds(details.totalAmountPence)}.`;
  const hold = details.holdExpiresAt
    ? `We are holding these times for you until ${details.holdExpiresAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })}. If the booking is not paid or confirmed by then, the times are released.`
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
      payment,
      ...(hold ? ['', hold] : []),
      '',
      'Your instructor reviews every request and will confirm within 24 hours, then get in touch to arrange anything else.',
      `Questions? Call us on ${school.phone}.`,
      '',
      school.schoolName,
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
      `A new booking request (BOOKING-${details.bookingId}) is waiting for you.`,
      '',
      `Learner: ${details.studentName}`,
      `E-mail: ${details.studentEmail}`,
      `Phone: ${details.studentPhone}`,
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
    subject: `Your held lesson times were released (BOOKING-${booking.id})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `We held the times of your booking request BOOKING-${booking.id}, but it was not paid or confirmed in time, so they have been released for other learners.`,
      `If you still want lessons, book again at ${school.publicUrl}/book-lesson or call us on ${school.phone}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

interface LessonTime {
  date: string;
  startTime: string;
  duration: number;
  /** A booked lesson: its id and start, so the e-mail carries an .ics file to add it in one tap. */
  lessonId?: number;
  startsAt?: Date;
}

/** One .ics file per booked lesson (offered lesson times have no id and get none). */
function lessonIcsFiles(lessons: LessonTime[], packageName: string, school: SchoolContact) {
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

export function bookingApprovedEmail(
  booking: { id: number; studentName: string; studentEmail: string; packageName: string },
  lessons: LessonTime[],
  school: SchoolContact,
): EmailMessage {
  return {
    to: booking.studentEmail,
    kind: 'booking_approved',
    subject: `Your booking is confirmed (BOOKING-${booking.id})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `Good news: your instructor has approved your booking for ${booking.packageName}.`,
      describeLessons(lessons),
      ...(lessons.some((lesson) => lesson.lessonId !== undefined)
        ? ['', 'Open the attached calendar file to add each lesson to your phone or computer calendar.']
        : []),
      '',
      `If anything changes, call us on ${school.phone}.`,
      '',
      school.schoolName,
    ].join('\n'),
    attachments: lessonIcsFiles(lessons, booking.packageName, school),
  };
}

export function bookingRejectedEmail(
  booking: { id: number; studentName: string; studentEmail: string; packageName: string },
  school: SchoolContact,
): EmailMessage {
  return {
    to: booking.studentEmail,
    kind: 'booking_rejected',
    subject: `About your booking request (BOOKING-${booking.id})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `Sorry, your instructor cannot take your booking request for ${booking.packageName} at the times you chose. The times have been released.`,
      `You can choose other times at ${school.publicUrl}/book-lesson, or ask for alternatives at ${school.publicUrl}/network-partner-request.`,
      `Questions? Call us on ${school.phone}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

export function alternativesOfferedEmail(
  booking: { id: number; studentName: string; studentEmail: string; packageName: string },
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
    subject: `Other times for your lesson (BOOKING-${booking.id})`,
    text: [
      `Hi ${firstName(booking.studentName)},`,
      '',
      `Your instructor cannot make the times you asked for (${offer.reasonForRejection}), and suggests these instead:`,
      ...offer.alternatives.map(
        (time, index) =>
          `  ${index + 1}. ${formatLongDate(time.date)}, ${formatTime12h(time.startTime)} (${formatDurationLabel(time.duration)})`,
      ),
      ...(offer.message ? ['', offer.message] : []),
      '',
      `Choose one, or decline, here: ${offer.link}`,
      `The link works once, until ${offer.expiresAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })}.`,
      '',
      school.schoolName,
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
      ? `${booking.studentName} accepted a new time (BOOKING-${booking.id})`
      : `${booking.studentName} declined the suggested times (BOOKING-${booking.id})`,
    text: answer.accepted
      ? `${booking.studentName} accepted ${formatLongDate(answer.accepted.date)}, ${formatTime12h(answer.accepted.startTime)} (${formatDurationLabel(answer.accepted.duration)}). The booking is approved and the lesson is in your diary: ${school.publicUrl}/instructor-dashboard`
      : `${booking.studentName} declined the times you suggested, so BOOKING-${booking.id} is now rejected.`,
  };
}
