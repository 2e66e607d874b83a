import {
  PASSWORD_RESET_LINK_MINUTES,
  RESTORE_PASSWORD_LINK_DAYS,
} from '../../../../core/platform/auth/account-schemas';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** The forgotten-password link; says what to do if the instructor did not ask for it. */
export function passwordResetEmail(to: string, resetUrl: string, siteUrl: string): EmailMessage {
  return {
    to,
    kind: 'password_reset',
    subject: 'Choose a new password for your instructor dashboard',
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of the instructor dashboard at ${siteUrl}.`,
      'To choose a new password, open this link:',
      resetUrl,
      '',
      `The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new password signs out every device that is signed in.`,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** After a restore (a backup holds no passwords): the link to set one, sent without being asked. */
export function restorePasswordLinkEmail(to: string, setUrl: string, siteUrl: string): EmailMessage {
  return {
    to,
    kind: 'password_reset',
    subject: 'Set a new password for your instructor dashboard',
    text: [
      'Hello,',
      '',
      `The school's data on the instructor dashboard at ${siteUrl} was restored from a backup. A backup keeps no passwords, so your account needs a new one before you can sign in.`,
      'To set it, open this link:',
      setUrl,
      '',
      `The link works once, for ${RESTORE_PASSWORD_LINK_DAYS} days. Later, "Forgot your password?" on the sign-in page sends a new one.`,
    ].join('\n'),
  };
}
