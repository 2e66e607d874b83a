import { z } from 'zod';
import { COVERED_AREA_NAMES, type InvitationPrefill } from '../platform/auth/instructor-accounts-schemas';
import { addMonthsToIsoDate, isIsoDate } from '../time/london-time';
import type { ApplicationStatus, VehicleType } from './instructor-application-schemas';

/*
 * Vetting an application to join (docs/decisions/0055): the record the owner keeps per applicant,
 * the steps of the pipeline and what each one needs. Shared by the dashboard's form and
 * `POST /api/instructor-applications/{id}/steps`; the rules take today's London date.
 */

export const BADGE_TYPE_VALUES = ['adi', 'trainee'] as const;
export type BadgeType = (typeof BADGE_TYPE_VALUES)[number];

export const badgeTypeLabels: Record<BadgeType, string> = {
  adi: 'Green ADI badge',
  trainee: 'Pink trainee licence',
};

/** A trainee (PDI) licence lasts 6 months. */
export const TRAINEE_LICENCE_MONTHS = 6;

export const VETTING_MESSAGES = {
  adiNumber: 'Enter the number on the badge (6 to 20 letters and digits)',
  badgeType: 'Choose the green ADI badge or the pink trainee licence',
  badgeExpiresOn: 'Enter the date the badge expires',
  badgeExpired: 'The badge has expired: an instructor cannot teach on it',
  traineeTooLong: `A trainee licence lasts ${TRAINEE_LICENCE_MONTHS} months: check its expiry date`,
  insuranceCoversTuition: 'Confirm the motor insurance covers driving tuition',
  insuranceExpiresOn: 'Enter the date the motor insurance expires',
  insuranceExpired: 'The motor insurance has expired',
  dbsCheckedOn: 'Enter the date of the DBS (criminal record) check',
  dbsInFuture: 'The DBS check date cannot be in the future',
  reason: 'Tell the applicant why, in at least 10 characters',
} as const;

function isoDateField(message: string) {
  return z.string(message).trim().refine(isIsoDate, message);
}

/** The documents the owner has seen, recorded with the "Documents checked" step. */
export const vettingRecordSchema = z.object({
  adiNumber: z
    .string(VETTING_MESSAGES.adiNumber)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,20}$/, VETTING_MESSAGES.adiNumber),
  badgeType: z.enum(BADGE_TYPE_VALUES, VETTING_MESSAGES.badgeType),
  badgeExpiresOn: isoDateField(VETTING_MESSAGES.badgeExpiresOn),
  insuranceCoversTuition: z
    .boolean(VETTING_MESSAGES.insuranceCoversTuition)
    .refine((covers) => covers, VETTING_MESSAGES.insuranceCoversTuition),
  insuranceExpiresOn: isoDateField(VETTING_MESSAGES.insuranceExpiresOn),
  dbsCheckedOn: isoDateField(VETTING_MESSAGES.dbsCheckedOn),
});

export type VettingRecordInput = z.input<typeof vettingRecordSchema>;
export type VettingRecord = z.output<typeof vettingRecordSchema>;

/** The steps the owner takes; `invited` and `active` follow from approval and from the invitee. */
export const applicationStepRequestSchema = z.discriminatedUnion(
  'step',
  [
    // The step without fields first: the API's fuzz test samples the first variant of a union.
    z.object({ step: z.literal('dvsa_checked') }),
    vettingRecordSchema.extend({ step: z.literal('documents_checked') }),
    z.object({ step: z.literal('approved') }),
    z.object({
      step: z.literal('rejected'),
      reason: z
        .string(VETTING_MESSAGES.reason)
        .trim()
        .min(10, VETTING_MESSAGES.reason)
        .max(1000, 'Keep the reason under 1,000 characters'),
    }),
  ],
  'Choose a step',
);

export type ApplicationStepRequest = z.input<typeof applicationStepRequestSchema>;
export type ValidApplicationStepRequest = z.output<typeof applicationStepRequestSchema>;
export type ApplicationStep = ValidApplicationStepRequest['step'];

/** The status each step may be taken from: forward only, one step at a time. */
export const STEP_FROM: Record<ApplicationStep, readonly ApplicationStatus[]> = {
  documents_checked: ['received'],
  dvsa_checked: ['documents_checked'],
  // `approved` also covers applications approved before the pipeline: approving them again sends the invitation.
  approved: ['dvsa_checked', 'approved'],
  rejected: ['received', 'documents_checked', 'dvsa_checked', 'approved'],
};

/** The step the owner takes next from a status, or null when the owner has nothing more to do. */
export function nextStep(status: ApplicationStatus): Exclude<ApplicationStep, 'rejected'> | null {
  if (status === 'received') return 'documents_checked';
  if (status === 'documents_checked') return 'dvsa_checked';
  if (status === 'dvsa_checked' || status === 'approved') return 'approved';
  return null;
}

export function canTakeStep(status: ApplicationStatus, step: ApplicationStep): boolean {
  return STEP_FROM[step].includes(status);
}

/**
 * What is wrong with a record on `today` (a London date), field by field: an expired badge or
 * insurance, a trainee licence said to last longer than 6 months, a DBS check in the future.
 * Empty when it may be recorded, or approved.
 */
export function vettingRecordProblems(
  record: Pick<VettingRecord, 'badgeType' | 'badgeExpiresOn' | 'insuranceExpiresOn' | 'dbsCheckedOn'>,
  today: string,
): Partial<Record<keyof VettingRecord, string>> {
  const problems: Partial<Record<keyof VettingRecord, string>> = {};
  if (record.badgeExpiresOn < today) problems.badgeExpiresOn = VETTING_MESSAGES.badgeExpired;
  else if (
    record.badgeType === 'trainee' &&
    record.badgeExpiresOn > addMonthsToIsoDate(today, TRAINEE_LICENCE_MONTHS)
  )
    problems.badgeExpiresOn = VETTING_MESSAGES.traineeTooLong;
  if (record.insuranceExpiresOn < today) problems.insuranceExpiresOn = VETTING_MESSAGES.insuranceExpired;
  if (record.dbsCheckedOn > today) problems.dbsCheckedOn = VETTING_MESSAGES.dbsInFuture;
  return problems;
}

/**
 * The profile fields an approved applicant starts with: ADI or trainee from the badge, the
 * gearbox from the car they teach in, their phone, and the areas they named that are also areas of
 * the school's (the form's list is wider; the rest are left for them to choose).
 */
export function prefillFromApplication(application: {
  badgeType: BadgeType;
  vehicleType: VehicleType;
  phone: string;
  areasWorked: readonly string[];
}): InvitationPrefill {
  return {
    qualification: application.badgeType === 'adi' ? 'adi' : 'pdi',
    gearbox: application.vehicleType,
    areas: COVERED_AREA_NAMES.filter((area) => application.areasWorked.includes(area)),
    phone: application.phone,
  };
}

/** One step in an application's history: what it became, when, and who took it (null: the invitee, or gone). */
export const applicationEventSchema = z.object({
  status: z.string(),
  at: z.iso.datetime(),
  by: z.object({ id: z.number().int().positive(), fullName: z.string().nullable() }).nullable(),
});

export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** The owner's record of one applicant, as the dashboard shows it. */
export const applicationVettingSchema = z.object({
  adiNumber: z.string(),
  badgeType: z.enum(BADGE_TYPE_VALUES),
  badgeExpiresOn: z.iso.date(),
  insuranceCoversTuition: z.boolean(),
  insuranceExpiresOn: z.iso.date(),
  dbsCheckedOn: z.iso.date(),
});
