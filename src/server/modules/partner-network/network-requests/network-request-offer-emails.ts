import { instructorPreferenceLabels } from '../../../../core/bookings/booking/booking-schemas';
import { formatLongDate, formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import { joinWithAnd } from '../../../../core/format/join-with-and';
import {
  INSTRUCTOR_CONTACT_HOURS,
  networkLessonTypeLabels,
  urgencyLevelLabels,
} from '../../../../core/partner-network/network-request-schemas';
import type { OfferedRequest } from '../../../../core/partner-network/request-offer-schemas';
import { formatReplyBy, OFFER_REPLY_HOURS } from '../../../../core/partner-network/request-offers';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';
import type { SchoolDetails } from './network-request-emails';

/** The essentials an instructor decides on: no name or contact details before they accept. */
export function describeOfferedRequest(request: OfferedRequest): string[] {
  return [
    `Reference: ${request.reference}`,
    `Lessons: ${networkLessonTypeLabels[request.lessonType]}`,
    `Postcode area: ${request.postcodeDistrict ?? 'not given'}`,
    `Instructor asked for: ${instructorPreferenceLabels[request.instructorPreference]}`,
    'Dates they can do:',
    ...request.preferredDates.map((date) => `  - ${formatLongDate(date)}`),
    ...(request.additionalRequirements ? [`Their requirements: ${request.additionalRequirements}`] : []),
    `Urgency: ${urgencyLevelLabels[request.urgencyLevel]}`,
  ];
}

/** To an instructor: a learner the school offers them, with a link to accept or decline. */
export function networkOfferEmail(input: {
  to: string;
  instructorName: string | null;
  request: OfferedRequest;
  replyBy: Date;
  link: string;
  broadcast: boolean;
  school: SchoolDetails;
}): EmailMessage {
  const { request, school } = input;
  const greeting = input.instructorName ? `Hi ${getFirstName(input.instructorName)},` : 'Hello,';
  return {
    to: input.to,
    kind: 'network_request_offer',
    subject: `A learner for you: ${networkLessonTypeLabels[request.lessonType].toLowerCase()}${request.postcodeDistrict ? ` in ${request.postcodeDistrict}` : ''} (${request.reference})`,
    text: [
      greeting,
      '',
      input.broadcast
        ? `${school.schoolName} is offering a learner to every instructor who could take them. The first to accept takes them on.`
        : `${school.schoolName} would like you to take on a learner who asked us for an instructor.`,
      '',
      ...describeOfferedRequest(request),
      '',
      `Please answer by ${formatReplyBy(input.replyBy, SCHOOL_TIME_ZONE)} (${OFFER_REPLY_HOURS} hours). Accept or decline here, no sign-in needed:`,
      input.link,
      '',
      `Or answer on Today in your dashboard: ${school.publicUrl}/instructor-dashboard`,
      '',
      `If you accept, you will see the learner's name, phone and e-mail, and we tell them you will be in touch within ${INSTRUCTOR_CONTACT_HOURS} hours.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

/**
 * To the school: the last offer of a request was declined or ran out, so nobody holds it and the
 * learner still waits. Sent once per closing step, never for each of a broadcast's answers.
 */
export function requestOpenAgainEmail(input: {
  reference: string;
  lessonType: OfferedRequest['lessonType'];
  outcome: 'declined' | 'expired';
  instructorNames: readonly string[];
  school: SchoolDetails;
}): EmailMessage {
  const { school, reference } = input;
  const who = joinWithAnd(input.instructorNames);
  const lessons = networkLessonTypeLabels[input.lessonType].toLowerCase();
  return {
    to: school.email,
    kind: 'network_request_open_again',
    subject:
      input.outcome === 'declined'
        ? `${who} declined ${reference}: offer it again`
        : `No answer on ${reference} in ${OFFER_REPLY_HOURS} hours: offer it again`,
    text: [
      input.outcome === 'declined'
        ? `${who} declined the learner you offered them (${reference}, ${lessons}).`
        : `${who} did not answer within ${OFFER_REPLY_HOURS} hours, so the offer of ${reference} (${lessons}) has closed.`,
      '',
      'Nobody holds an offer of this request now, and the learner is still waiting. Offer it to another instructor, or to everyone who could take it, in the dashboard:',
      `${school.publicUrl}/instructor-dashboard?tab=network`,
    ].join('\n'),
  };
}

/** To the learner: who will teach them, and when to expect them to be in touch. */
export function learnerAllocatedEmail(input: {
  to: string;
  learnerName: string;
  reference: string;
  lessonType: OfferedRequest['lessonType'];
  instructorName: string | null;
  instructorPhone: string | null;
  school: SchoolDetails;
}): EmailMessage {
  const { school } = input;
  const instructor = input.instructorName ?? `an instructor from ${school.schoolName}`;
  return {
    to: input.to,
    kind: 'network_request_allocated',
    subject: `${input.instructorName ?? 'Your instructor'} will teach you (${input.reference})`,
    text: [
      `Hi ${getFirstName(input.learnerName)},`,
      '',
      `Good news: we have found you an instructor for ${networkLessonTypeLabels[input.lessonType].toLowerCase()}. ${instructor} will teach you.`,
      '',
      `They will call or e-mail you within ${INSTRUCTOR_CONTACT_HOURS} hours to arrange your first lesson.`,
      ...(input.instructorPhone
        ? [`If you would like to reach them first, their number is ${formatUkPhone(input.instructorPhone)}.`]
        : []),
      '',
      `Your reference: ${input.reference}`,
      `Questions? Call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

/** To the learner, once, when the reply-by date arrives and nobody has taken their request yet. */
export function replyPromiseNoticeEmail(input: {
  to: string;
  learnerName: string;
  reference: string;
  estimatedResponseDate: string;
  lessonType: OfferedRequest['lessonType'];
  school: SchoolDetails;
}): EmailMessage {
  const { school } = input;
  return {
    to: input.to,
    kind: 'network_request_still_looking',
    subject: `We are still looking for your instructor (${input.reference})`,
    text: [
      `Hi ${getFirstName(input.learnerName)},`,
      '',
      `We said we would get back to you by ${formatLongDate(input.estimatedResponseDate)}. We are sorry: we have not yet found an instructor for your ${networkLessonTypeLabels[input.lessonType].toLowerCase()}.`,
      '',
      `We are still asking the instructors in our network. As soon as one takes you on, we will e-mail you their name, and they will be in touch within ${INSTRUCTOR_CONTACT_HOURS} hours.`,
      '',
      `If your dates have changed, or you would rather not wait, call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      `Your reference: ${input.reference}`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}
