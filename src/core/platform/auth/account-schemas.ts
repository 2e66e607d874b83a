import { z } from 'zod';

/*
 * The instructor's own account (issue 23): changing the password, a forgotten password's reset
 * link, and the list of signed-in sessions. One schema for each form and its route.
 */

/** As env.ts asks of INSTRUCTOR_PASSWORD, so a password set in the dashboard is no weaker. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
/** How long a reset link works. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/**
 * How long the link works that a restore e-mails each instructor (a backup holds no passwords):
 * they did not ask for it, so it waits for them as long as an invitation does.
 */
export const RESTORE_PASSWORD_LINK_DAYS = 7;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'That is not your current password';
export const NEW_PASSWORD_LENGTH_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Use no more than ${MAX_PASSWORD_LENGTH} characters`;
export const SAME_PASSWORD_MESSAGE = 'Choose a password different from your current one';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same';
export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const newPasswordSchema = z
  .string(NEW_PASSWORD_LENGTH_MESSAGE)
  .min(MIN_PASSWORD_LENGTH, NEW_PASSWORD_LENGTH_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** POST /api/auth/password: the current password proves it is the instructor at the keyboard. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string(CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    newPassword: newPasswordSchema,
  })
  .refine((request) => request.newPassword !== request.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD_MESSAGE,
  });

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The dashboard's form: the request plus a second typing of the new password, checked here only. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string(CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD_MESSAGE,
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordResponseSchema = z.object({
  /** How many other sessions were signed out. */
  otherSessionsSignedOut: z.number().int().min(0),
});

export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/auth/password-reset-requests. */
export const passwordResetRequestSchema = z.object({
  email: z.string(EMAIL_MESSAGE).trim().toLowerCase().pipe(z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE)),
});

export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** Said whether or not the address is the instructor's, so the answer gives nothing away. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = `If that is the instructor's e-mail address, a link to choose a new password is on its way. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes.`;

export const passwordResetRequestResponseSchema = z.object({ message: z.string() });

/** GET /api/auth/password-reset-availability: whether this site can send a reset link at all. */
export const passwordResetAvailabilitySchema = z.object({
  /** False when SMTP is not configured: no link could reach anyone, so the page says so. */
  emailConfigured: z.boolean(),
});

export type PasswordResetAvailability = z.infer<typeof passwordResetAvailabilitySchema>;

export const RESET_TOKEN_MESSAGE = 'This link is not complete. Open it again from the e-mail.';

/** POST /api/auth/password-reset: the token from the link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string(RESET_TOKEN_MESSAGE).trim().min(20, RESET_TOKEN_MESSAGE).max(200, RESET_TOKEN_MESSAGE),
  newPassword: newPasswordSchema,
});

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset page's form: the new password typed twice (the token comes from the address). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordResponseSchema = z.object({ message: z.string() });

export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been changed and every session signed out. Sign in with your new password.';
export const RESET_LINK_UNKNOWN_MESSAGE =
  'This link does not work. Ask for a new one from "Forgot your password?" on the sign-in page.';
export const RESET_LINK_USED_MESSAGE =
  'This link has already been used. Ask for a new one from "Forgot your password?" on the sign-in page.';
export const RESET_LINK_EXPIRED_MESSAGE = `This link has expired. Ask for a new one from "Forgot your password?" on the sign-in page.`;

/** One signed-in session, as the sessions list shows it. */
export const instructorSessionSummarySchema = z.object({
  id: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  /** Null until the session is used after signing in. */
  lastSeenAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
  /** Readable, from the browser's user agent: 'Chrome on Android'; 'Unknown device' when unsaid. */
  device: z.string(),
  /** The client address the session signed in from, when known. */
  ipAddress: z.string().nullable(),
  /** The session this request was made with. */
  isCurrent: z.boolean(),
});

export type InstructorSessionSummary = z.infer<typeof instructorSessionSummarySchema>;

export const instructorSessionsResponseSchema = z.object({
  sessions: z.array(instructorSessionSummarySchema),
});

export type InstructorSessionsResponse = z.infer<typeof instructorSessionsResponseSchema>;

export const signOutSessionsResponseSchema = z.object({
  /** How many sessions were signed out. */
  signedOut: z.number().int().min(0),
});
