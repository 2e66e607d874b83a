import { INVITATION_LINK_DAYS } from '../../../../core/platform/auth/instructor-accounts-schemas';
import type { InstructorRole } from '../../../../core/platform/auth/instructor-roles';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** The owner's invitation to an instructor account: who invites, what to do, how long it works. */
export function instructorInvitationEmail(invitation: {
  to: string;
  fullName: string;
  role: InstructorRole;
  invitedBy: string;
  inviteUrl: string;
  siteUrl: string;
}): EmailMessage {
  const what = invitation.role === 'owner' ? "an owner of the school's dashboard" : 'an instructor';
  return {
    to: invitation.to,
    kind: 'instructor_invitation',
    subject: 'You are invited to join the driving school as an instructor',
    text: [
      `Hello ${invitation.fullName},`,
      '',
      `${invitation.invitedBy} has invited you to join the driving school at ${invitation.siteUrl} as ${what}.`,
      'To accept, choose your password and fill in your profile (your car, the areas you cover) here:',
      invitation.inviteUrl,
      '',
      `The link works once, for ${INVITATION_LINK_DAYS} days.`,
      '',
      'If you were not expecting this, ignore this e-mail: no account is made.',
    ].join('\n'),
  };
}
