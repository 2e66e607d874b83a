import { z } from 'zod';
import { emailDeliveryStatusSchema } from '../../messaging/outbox/outbox-schemas';
import { COVERED_REGIONS } from '../../school/content/areas-covered';
import {
  EMAIL_MESSAGE,
  MAX_PASSWORD_LENGTH,
  NEW_PASSWORD_LENGTH_MESSAGE,
  newPasswordSchema,
  PASSWORDS_DIFFER_MESSAGE,
} from './account-schemas';
import { instructorLoginResponseSchema } from './auth-schemas';
import {
  GEARBOX_LABELS,
  INSTRUCTOR_GEARBOX_VALUES,
  INSTRUCTOR_GENDER_VALUES,
  INSTRUCTOR_QUALIFICATION_VALUES,
} from './instructor-profile-values';
import { instructorRoleSchema } from './instructor-roles';

/*
 * The school's instructor accounts (issue 37, docs/decisions/0046): the owner invites an
 * instructor by e-mail, the invitee accepts with a password and a profile, the owner suspends and
 * reactivates. The value lists here type the database columns (schema.ts takes them from here).
 */

/** An active instructor signs in; a suspended one cannot, and keeps every record. */
export const INSTRUCTOR_STATUS_VALUES = ['active', 'suspended'] as const;
export const instructorStatusSchema = z.enum(INSTRUCTOR_STATUS_VALUES);
export type InstructorStatus = z.infer<typeof instructorStatusSchema>;

export {
  GEARBOX_LABELS,
  INSTRUCTOR_GEARBOX_VALUES,
  INSTRUCTOR_GENDER_VALUES,
  INSTRUCTOR_QUALIFICATION_VALUES,
};

export const instructorGenderSchema = z.enum(INSTRUCTOR_GENDER_VALUES);
export type InstructorGender = z.infer<typeof instructorGenderSchema>;

export const instructorQualificationSchema = z.enum(INSTRUCTOR_QUALIFICATION_VALUES);
export type InstructorQualification = z.infer<typeof instructorQualificationSchema>;

export const instructorGearboxSchema = z.enum(INSTRUCTOR_GEARBOX_VALUES);
export type InstructorGearbox = z.infer<typeof instructorGearboxSchema>;

export const QUALIFICATION_LABELS: Record<InstructorQualification, string> = {
  adi: 'Approved Driving Instructor (ADI)',
  pdi: 'Trainee instructor (PDI)',
};

export const GENDER_LABELS: Record<InstructorGender, string> = { female: 'Female', male: 'Male' };

/** A list that has a first item, as `z.enum` takes it. */
function nonEmpty(list: readonly string[]): [string, ...string[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('The school has no areas');
  return [first, ...rest];
}

/** The areas an instructor may cover: the names of the school's areas (/areas-covered). */
export const COVERED_AREA_NAMES = nonEmpty(
  COVERED_REGIONS.flatMap((region) => region.areas.map((area) => area.name)),
);

/** How long an invitation link works. */
export const INVITATION_LINK_DAYS = 7;

export const FULL_NAME_MESSAGE = 'Please enter a name of at least 2 characters';
export const QUALIFICATION_MESSAGE = 'Choose ADI or trainee (PDI)';
export const GEARBOX_MESSAGE = 'Choose the gearbox you teach in';
export const CAR_MESSAGE = 'Enter the make and model of your car';
export const AREAS_MESSAGE = 'Choose at least one area you cover';
export const PHONE_MESSAGE = 'Enter a valid phone number';
export const BIO_MESSAGE = 'Keep the introduction to 600 characters';
export const INVITATION_TOKEN_MESSAGE = 'This link is not complete. Open it again from the e-mail.';

const fullNameSchema = z
  .string(FULL_NAME_MESSAGE)
  .trim()
  .min(2, FULL_NAME_MESSAGE)
  .max(100, FULL_NAME_MESSAGE);

/** POST /api/instructors/invitations (the owner). */
export const instructorInvitationRequestSchema = z.object({
  email: z.string(EMAIL_MESSAGE).trim().toLowerCase().pipe(z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE)),
  fullName: fullNameSchema,
  role: instructorRoleSchema,
});

export type InstructorInvitationRequest = z.input<typeof instructorInvitationRequestSchema>;

/** The profile an invitee sets (and learners later see): every field but gender and bio is required. */
export const instructorProfileInputSchema = z.object({
  fullName: fullNameSchema,
  /** Null: not said. Self-described; used only to honour a learner's preference. */
  gender: instructorGenderSchema.nullable(),
  qualification: instructorQualificationSchema,
  gearbox: instructorGearboxSchema,
  carMake: z.string(CAR_MESSAGE).trim().min(2, CAR_MESSAGE).max(40, CAR_MESSAGE),
  carModel: z.string(CAR_MESSAGE).trim().min(1, CAR_MESSAGE).max(40, CAR_MESSAGE),
  areas: z
    .array(z.enum(COVERED_AREA_NAMES, AREAS_MESSAGE), AREAS_MESSAGE)
    .min(1, AREAS_MESSAGE)
    .max(COVERED_AREA_NAMES.length, AREAS_MESSAGE)
    .refine((areas) => new Set(areas).size === areas.length, AREAS_MESSAGE),
  bio: z.string(BIO_MESSAGE).trim().max(600, BIO_MESSAGE),
  /** Phone and WhatsApp (one number). */
  phone: z
    .string(PHONE_MESSAGE)
    .trim()
    .min(10, PHONE_MESSAGE)
    .max(20, PHONE_MESSAGE)
    .regex(/^\+?[0-9 ()-]+$/, PHONE_MESSAGE),
});

export type InstructorProfileInput = z.infer<typeof instructorProfileInputSchema>;

/** POST /api/instructors/invitations/{token}/accept. */
export const acceptInstructorInvitationRequestSchema = instructorProfileInputSchema.extend({
  password: newPasswordSchema,
});

export type AcceptInstructorInvitationRequest = z.infer<typeof acceptInstructorInvitationRequestSchema>;

/** The invitation page's form: the request plus a second typing of the password, checked here only. */
export const acceptInstructorInvitationFormSchema = acceptInstructorInvitationRequestSchema
  .extend({ confirmPassword: z.string(NEW_PASSWORD_LENGTH_MESSAGE).max(MAX_PASSWORD_LENGTH) })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export type AcceptInstructorInvitationForm = z.infer<typeof acceptInstructorInvitationFormSchema>;

export const invitationTokenParamsSchema = z.object({
  token: z
    .string(INVITATION_TOKEN_MESSAGE)
    .min(20, INVITATION_TOKEN_MESSAGE)
    .max(200, INVITATION_TOKEN_MESSAGE),
});

/**
 * Where an invitation stands: open (usable), accepted, revoked by the owner, past its 7 days, or
 * replaced by a newer one when the owner sent it again (its link then no longer works).
 */
export const INVITATION_STATE_VALUES = ['open', 'accepted', 'revoked', 'expired', 'replaced'] as const;
export const invitationStateSchema = z.enum(INVITATION_STATE_VALUES);
export type InvitationState = z.infer<typeof invitationStateSchema>;

export const instructorInvitationSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  fullName: z.string(),
  role: instructorRoleSchema,
  state: invitationStateSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export type InstructorInvitation = z.infer<typeof instructorInvitationSchema>;

export const createInstructorInvitationResponseSchema = z.object({
  invitation: instructorInvitationSchema,
  /** What became of the invitation e-mail: sent, refused by the provider, or e-mail is not set up. */
  emailStatus: emailDeliveryStatusSchema,
  /** The link itself, for the owner to pass on, only when the e-mail did not go. */
  inviteUrl: z.string().nullable(),
  message: z.string(),
});

export type CreateInstructorInvitationResponse = z.infer<typeof createInstructorInvitationResponseSchema>;

/**
 * Profile fields an invitation page starts with, when the invitation answers an application to
 * join (docs/decisions/0055): the invitee checks and completes them.
 */
export const invitationPrefillSchema = z.object({
  qualification: instructorQualificationSchema.optional(),
  gearbox: instructorGearboxSchema.optional(),
  areas: z.array(z.enum(COVERED_AREA_NAMES)).optional(),
  phone: z.string().optional(),
});

export type InvitationPrefill = z.infer<typeof invitationPrefillSchema>;

/** GET /api/instructors/invitations/{token}: what the accept page shows. */
export const invitationLookupResponseSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  role: instructorRoleSchema,
  state: invitationStateSchema,
  expiresAt: z.iso.datetime(),
  /** Null for an invitation the owner made by hand. */
  prefill: invitationPrefillSchema.nullable(),
});

export type InvitationLookupResponse = z.infer<typeof invitationLookupResponseSchema>;

/** The account is made and this browser signed in to it, as the sign-in form would (cookies set). */
export const acceptInstructorInvitationResponseSchema = instructorLoginResponseSchema;

/** One account in the owner's list. */
export const instructorAccountSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: instructorRoleSchema,
  status: instructorStatusSchema,
  gender: instructorGenderSchema.nullable(),
  qualification: instructorQualificationSchema.nullable(),
  gearbox: instructorGearboxSchema.nullable(),
  carMake: z.string().nullable(),
  carModel: z.string().nullable(),
  areas: z.array(z.string()),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The photo's versioned address (docs/decisions/0049), or null. */
  photoUrl: z.string().nullable(),
});

export type InstructorAccount = z.infer<typeof instructorAccountSchema>;

export const instructorAccountsResponseSchema = z.object({
  instructors: z.array(instructorAccountSchema),
  invitations: z.array(instructorInvitationSchema),
});

export type InstructorAccountsResponse = z.infer<typeof instructorAccountsResponseSchema>;

export const INVITATION_USED_MESSAGE =
  'This invitation has already been used. Sign in with the password you chose.';
export const INVITATION_EXPIRED_MESSAGE = `This invitation has expired (links work for ${INVITATION_LINK_DAYS} days). Ask the school's owner for a new one.`;
export const INVITATION_REVOKED_MESSAGE =
  "This invitation was withdrawn. Ask the school's owner if you think that is a mistake.";
export const INVITATION_REPLACED_MESSAGE =
  'This link was replaced by a newer invitation. Open the link in the most recent e-mail from the school.';
export const INVITATION_UNKNOWN_MESSAGE = 'This invitation link is not known. Check it was copied whole.';
export const ACCOUNT_EXISTS_MESSAGE = 'There is already an account with that e-mail address.';
export const INSTRUCTOR_SUSPENDED_MESSAGE =
  "Your account has been suspended by the school's owner. Ask them if you think that is a mistake.";
export const INSTRUCTORS_OWNER_ONLY_MESSAGE = "Only the school's owner can manage instructors.";
export const CANNOT_SUSPEND_SELF_MESSAGE = 'You cannot suspend your own account.';
export const SETTINGS_OWNER_ONLY_MESSAGE =
  "Only the school's owner can change the school's settings and packages.";
export const BACKUP_OWNER_ONLY_MESSAGE = "Only the school's owner can download or restore the school's data.";

/** POST /api/instructors/{id}/role (the owner): makes an instructor an owner, or an owner an instructor. */
export const instructorRoleChangeRequestSchema = z.object({ role: instructorRoleSchema });

export type InstructorRoleChangeRequest = z.infer<typeof instructorRoleChangeRequestSchema>;

export const LAST_OWNER_MESSAGE =
  'The school needs at least one active owner. Make another instructor an owner first.';
export const RESEND_ACCEPTED_MESSAGE = 'That invitation has already been accepted.';
export const RESEND_REVOKED_MESSAGE = 'That invitation was withdrawn: invite them again instead.';
export const RESEND_REPLACED_MESSAGE = 'That invitation was already sent again: re-send the newer one.';
