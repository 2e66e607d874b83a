import { formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import {
  APPLICATION_REVIEW_HOURS,
  experienceYearsLabels,
  flexibilityLabels,
  hourlyRateLabels,
  type ValidCreateInstructorApplication,
  vehicleTypeLabels,
  workHoursLabels,
} from '../../../../core/partner-network/instructor-application-schemas';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';
import type { SchoolDetails } from '../network-requests/network-request-emails';

/** To the applicant: we have it, and when they will hear. */
export function applicationConfirmationEmail(
  application: ValidCreateInstructorApplication,
  stored: { id: number },
  school: SchoolDetails,
): EmailMessage {
  return {
    to: application.email,
    kind: 'instructor_application_received',
    subject: `Your application to join our instructor network (APPLICATION-${stored.id})`,
    text: [
      `Hi ${getFirstName(application.fullName)},`,
      '',
      `Thank you for applying to join the ${school.schoolName} instructor network. We have your application (reference APPLICATION-${stored.id}) and will review it and get back to you within ${APPLICATION_REVIEW_HOURS} hours.`,
      '',
      'Before you can take learners through the network we will ask to see your ADI badge and your business insurance, and you will need to pass a background check.',
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

/** To the school: everything the applicant sent, to review in the dashboard. */
export function newApplicationEmail(
  application: ValidCreateInstructorApplication,
  stored: { id: number },
  school: SchoolDetails,
): EmailMessage {
  return {
    to: school.email,
    kind: 'new_instructor_application',
    subject: `New instructor application: ${application.fullName} (ADI ${application.adiNumber})`,
    text: [
      `A new instructor application (APPLICATION-${stored.id}) is waiting for review. We promised an answer within ${APPLICATION_REVIEW_HOURS} hours.`,
      '',
      `Name: ${application.fullName}`,
      `E-mail: ${application.email}`,
      `Phone: ${formatUkPhone(application.phone)}`,
      `Address: ${application.address}, ${application.postcode}`,
      `ADI badge number: ${application.adiNumber}`,
      `Experience: ${experienceYearsLabels[application.experienceYears]}`,
      `Hourly rate: ${hourlyRateLabels[application.hourlyRate]}`,
      `Vehicle: ${vehicleTypeLabels[application.vehicleType]}`,
      `Areas: ${application.areasWorked.join(', ')}`,
      `Days: ${application.workDays.join(', ')}`,
      `Hours: ${workHoursLabels[application.workHours]}`,
      `Flexibility: ${flexibilityLabels[application.flexibility]}`,
      'Business insurance: confirmed',
      'ADI badge or trainee licence: confirmed',
      `Additional information: ${application.additionalInfo || 'none given'}`,
      '',
      `Review it in the dashboard: ${school.publicUrl}/instructor-dashboard?tab=network`,
    ].join('\n'),
  };
}

/** To a rejected applicant: the school's decision and the owner's reason, in the owner's words. */
export function applicationRejectedEmail(
  application: { id: number; fullName: string; email: string },
  reason: string,
  school: SchoolDetails,
): EmailMessage {
  return {
    to: application.email,
    kind: 'instructor_application_rejected',
    subject: `Your application to join our instructor network (APPLICATION-${application.id})`,
    text: [
      `Hi ${getFirstName(application.fullName)},`,
      '',
      `Thank you for applying to join the ${school.schoolName} instructor network. We have looked at your application carefully and are not able to take it further.`,
      '',
      'The reason:',
      reason,
      '',
      `If something has changed, or you think we have got this wrong, call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}
