import { instructorPreferenceLabels } from '../../../../core/bookings/booking/booking-schemas';
import { formatLongDate, formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import {
  INSTRUCTOR_CONTACT_HOURS,
  networkLessonTypeLabels,
  responseTimeTexts,
  toPostcodeDistrict,
  urgencyLevelLabels,
  type ValidCreateNetworkPartnerRequest,
} from '../../../../core/partner-network/network-request-schemas';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

export interface SchoolDetails {
  schoolName: string;
  phone: string;
  email: string;
  publicUrl: string;
}

interface StoredRequest {
  id: number;
  estimatedResponseDate: string;
}

function describeDates(dates: readonly string[]): string[] {
  return dates.map((date) => `  - ${formatLongDate(date)}`);
}

/**
 * Where and whom: only the postcode's district, as the request keeps (docs/decisions/0054); the
 * e-mails are kept in the outbox too.
 */
function describeMatching(request: ValidCreateNetworkPartnerRequest): string[] {
  return [
    `Postcode area: ${toPostcodeDistrict(request.postcode)}`,
    `Instructor: ${instructorPreferenceLabels[request.instructorPreference]}`,
  ];
}

/** To the visitor: what they asked for and the date they will hear back by. */
export function networkRequestConfirmationEmail(
  request: ValidCreateNetworkPartnerRequest,
  stored: StoredRequest,
  school: SchoolDetails,
): EmailMessage {
  return {
    to: request.email,
    kind: 'network_request_received',
    subject: `We have your request for ${networkLessonTypeLabels[request.lessonType].toLowerCase()} (NETWORK-${stored.id})`,
    text: [
      `Hi ${getFirstName(request.fullName)},`,
      '',
      `Thank you for asking ${school.schoolName} to find you an instructor in our partner network. Here is what you asked for:`,
      '',
      `Reference: NETWORK-${stored.id}`,
      `Lessons: ${networkLessonTypeLabels[request.lessonType]}`,
      ...describeMatching(request),
      'Preferred dates:',
      ...describeDates(request.preferredDates),
      ...(request.additionalRequirements ? [`Your requirements: ${request.additionalRequirements}`] : []),
      `Urgency: ${urgencyLevelLabels[request.urgencyLevel]} (${responseTimeTexts[request.urgencyLevel].toLowerCase()})`,
      '',
      // The dates are sorted (the schema): a reply is never promised after the last of them.
      request.preferredDates.at(-1) === stored.estimatedResponseDate
        ? `We will get back to you by ${formatLongDate(stored.estimatedResponseDate)} at the latest, your last chosen date. Once an instructor is allocated, they contact you within ${INSTRUCTOR_CONTACT_HOURS} hours.`
        : `We will get back to you by ${formatLongDate(stored.estimatedResponseDate)} at the latest (weekends and bank holidays are not working days). Once an instructor is allocated, they contact you within ${INSTRUCTOR_CONTACT_HOURS} hours.`,
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

/** To the school: a new request to work through in the dashboard. */
export function newNetworkRequestEmail(
  request: ValidCreateNetworkPartnerRequest,
  stored: StoredRequest,
  school: SchoolDetails,
): EmailMessage {
  const urgent = request.urgencyLevel === 'urgent';
  return {
    to: school.email,
    kind: 'new_network_request',
    subject: `${urgent ? 'URGENT: ' : ''}New network-partner request: ${request.fullName}, ${networkLessonTypeLabels[request.lessonType].toLowerCase()}`,
    text: [
      `A new network-partner request (NETWORK-${stored.id}) is waiting in the dashboard.`,
      '',
      `Name: ${request.fullName}`,
      `E-mail: ${request.email}`,
      `Phone: ${formatUkPhone(request.phone)}`,
      `Lessons: ${networkLessonTypeLabels[request.lessonType]}`,
      ...describeMatching(request),
      'Preferred dates:',
      ...describeDates(request.preferredDates),
      `Requirements: ${request.additionalRequirements || 'none given'}`,
      `Urgency: ${urgencyLevelLabels[request.urgencyLevel]}`,
      `Promised reply by: ${formatLongDate(stored.estimatedResponseDate)}`,
      '',
      `Open it in the dashboard: ${school.publicUrl}/instructor-dashboard?tab=network`,
    ].join('\n'),
  };
}
