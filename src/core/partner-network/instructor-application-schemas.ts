import { z } from 'zod';
import { emailDeliveryStatusSchema } from '../messaging/outbox/outbox-schemas';
import { applicationEventSchema, applicationVettingSchema } from './application-vetting';
import {
  CONFIRMATION_EMAIL_VALUES,
  emailSchema,
  fullNameSchema,
  honeypotSchema,
  instructorRefSchema,
  optionalTextSchema,
  phoneSchema,
} from './contact-fields';

/*
 * The application to join the instructor network (spec instructor side: entities, section 5 with
 * the messages shown on failure, section 8), shared by the public form,
 * `POST /api/instructor-applications` and the dashboard. The values are the same as the
 * database's check constraints (src/server/db/schema.ts; a server test compares them).
 */

export const EXPERIENCE_YEARS_VALUES = ['less-than-1', '1-2', '3-5', '6-10', '10-plus'] as const;
export const HOURLY_RATE_VALUES = ['25-30', '30-35', '35-40', '40-plus'] as const;
export const VEHICLE_TYPE_VALUES = ['manual', 'automatic', 'both'] as const;
export const WORK_HOURS_VALUES = ['mornings', 'afternoons', 'evenings', 'flexible'] as const;
export const FLEXIBILITY_VALUES = ['very-flexible', 'flexible', 'moderate', 'structured'] as const;
/**
 * The vetting pipeline (docs/decisions/0055): steps move forward only, or the application is
 * rejected with a reason the applicant receives. `approved` is passed through in the same moment
 * as the invitation is sent, so it stays only on applications approved before the pipeline.
 */
export const APPLICATION_STATUS_VALUES = [
  'received',
  'documents_checked',
  'dvsa_checked',
  'approved',
  'invited',
  'active',
  'rejected',
] as const;

export type ExperienceYears = (typeof EXPERIENCE_YEARS_VALUES)[number];
export type HourlyRate = (typeof HOURLY_RATE_VALUES)[number];
export type VehicleType = (typeof VEHICLE_TYPE_VALUES)[number];
export type WorkHours = (typeof WORK_HOURS_VALUES)[number];
export type Flexibility = (typeof FLEXIBILITY_VALUES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUS_VALUES)[number];

export const experienceYearsLabels: Record<ExperienceYears, string> = {
  'less-than-1': 'Less than 1 year',
  '1-2': '1–2 years',
  '3-5': '3–5 years',
  '6-10': '6–10 years',
  '10-plus': '10+ years',
};

export const hourlyRateLabels: Record<HourlyRate, string> = {
  '25-30': '£25–£30 an hour',
  '30-35': '£30–£35 an hour',
  '35-40': '£35–£40 an hour',
  '40-plus': '£40+ an hour',
};

export const vehicleTypeLabels: Record<VehicleType, string> = {
  manual: 'Manual',
  automatic: 'Automatic',
  both: 'Both manual and automatic',
};

/** The spec's hours for each choice. */
export const workHoursLabels: Record<WorkHours, string> = {
  mornings: 'Mornings (8am-12pm)',
  afternoons: 'Afternoons (12pm-6pm)',
  evenings: 'Evenings (6pm-8pm)',
  flexible: 'Flexible',
};

/** The spec's notice for each choice. */
export const flexibilityLabels: Record<Flexibility, string> = {
  'very-flexible': 'Very flexible (same day)',
  flexible: 'Flexible (24-48 hours)',
  moderate: 'Moderate (2-3 days)',
  structured: 'Structured (1 week+)',
};

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  received: 'Received',
  documents_checked: 'Documents checked',
  dvsa_checked: 'DVSA register checked',
  approved: 'Approved',
  invited: 'Invited',
  active: 'Active',
  rejected: 'Rejected',
};

/**
 * The 23 areas offered, from Birmingham City Centre to Tipton (spec section 2): Birmingham's
 * districts, then Solihull and the Black Country towns next to the school's patch.
 */
export const INSTRUCTOR_NETWORK_AREAS = [
  'Birmingham City Centre',
  'Edgbaston',
  'Harborne',
  'Selly Oak',
  'Moseley',
  'Kings Heath',
  'Hall Green',
  'Acocks Green',
  'Yardley',
  'Erdington',
  'Sutton Coldfield',
  'Handsworth',
  'Perry Barr',
  'Kingstanding',
  'Northfield',
  'Longbridge',
  'Solihull',
  'West Bromwich',
  'Smethwick',
  'Oldbury',
  'Dudley',
  'Wednesbury',
  'Tipton',
] as const;

export type InstructorNetworkArea = (typeof INSTRUCTOR_NETWORK_AREAS)[number];

export const WORK_DAY_VALUES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type WorkDay = (typeof WORK_DAY_VALUES)[number];

/** Applications are reviewed within 48 hours (spec section 9). */
export const APPLICATION_REVIEW_HOURS = 48;

/** The spec's messages shown on failure (section 5), one per field. */
export const APPLICATION_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  address: 'Full address is required',
  postcode: 'Valid postcode is required',
  adiNumber: 'ADI badge number is required',
  experienceYears: 'Experience is required',
  hourlyRate: 'Hourly rate is required',
  areasWorked: 'Select at least one area',
  workDays: 'Select at least one day',
  workHours: 'Work hours preference is required',
  flexibility: 'Flexibility level is required',
  vehicleType: 'Vehicle type is required',
  hasInsurance: 'Insurance confirmation is required',
  hasBusinessLicense: 'Please confirm you hold an ADI badge or a trainee licence',
} as const;

/** Keeps a list's order of choice stable (the form's order) and drops repeats. */
function inListOrder<T extends string>(values: readonly T[], order: readonly T[]): T[] {
  return order.filter((value) => values.includes(value));
}

function mustBeConfirmed(message: string) {
  return z.boolean(message).refine((confirmed) => confirmed, message);
}

/** The form and `POST /api/instructor-applications`. */
export const createInstructorApplicationSchema = z.object({
  fullName: fullNameSchema(APPLICATION_MESSAGES.fullName),
  email: emailSchema(APPLICATION_MESSAGES.email),
  phone: phoneSchema(APPLICATION_MESSAGES.phone),
  address: z
    .string(APPLICATION_MESSAGES.address)
    .trim()
    .min(10, APPLICATION_MESSAGES.address)
    .max(300, 'Address is too long'),
  postcode: z
    .string(APPLICATION_MESSAGES.postcode)
    .trim()
    .toUpperCase()
    .min(5, APPLICATION_MESSAGES.postcode)
    .max(10, APPLICATION_MESSAGES.postcode)
    .regex(/^[A-Z0-9 ]+$/, APPLICATION_MESSAGES.postcode),
  adiNumber: z
    .string(APPLICATION_MESSAGES.adiNumber)
    .trim()
    .min(6, APPLICATION_MESSAGES.adiNumber)
    .max(20, APPLICATION_MESSAGES.adiNumber),
  experienceYears: z.enum(EXPERIENCE_YEARS_VALUES, APPLICATION_MESSAGES.experienceYears),
  hourlyRate: z.enum(HOURLY_RATE_VALUES, APPLICATION_MESSAGES.hourlyRate),
  areasWorked: z
    .array(
      z.enum(INSTRUCTOR_NETWORK_AREAS, 'Please choose areas from the list'),
      APPLICATION_MESSAGES.areasWorked,
    )
    .min(1, APPLICATION_MESSAGES.areasWorked)
    .max(INSTRUCTOR_NETWORK_AREAS.length, 'Please choose areas from the list')
    .transform((areas) => inListOrder(areas, INSTRUCTOR_NETWORK_AREAS)),
  workDays: z
    .array(z.enum(WORK_DAY_VALUES, 'Please choose days from Monday to Sunday'), APPLICATION_MESSAGES.workDays)
    .min(1, APPLICATION_MESSAGES.workDays)
    .max(WORK_DAY_VALUES.length, 'Please choose days from Monday to Sunday')
    .transform((days) => inListOrder(days, WORK_DAY_VALUES)),
  workHours: z.enum(WORK_HOURS_VALUES, APPLICATION_MESSAGES.workHours),
  flexibility: z.enum(FLEXIBILITY_VALUES, APPLICATION_MESSAGES.flexibility),
  vehicleType: z.enum(VEHICLE_TYPE_VALUES, APPLICATION_MESSAGES.vehicleType),
  hasInsurance: mustBeConfirmed(APPLICATION_MESSAGES.hasInsurance),
  hasBusinessLicense: mustBeConfirmed(APPLICATION_MESSAGES.hasBusinessLicense),
  additionalInfo: optionalTextSchema(2000),
  website: honeypotSchema,
});

export type CreateInstructorApplication = z.input<typeof createInstructorApplicationSchema>;
export type ValidCreateInstructorApplication = z.output<typeof createInstructorApplicationSchema>;

/** The answer to the applicant. */
export const instructorApplicationReceiptSchema = z.object({
  reviewWithinHours: z.number().int().positive(),
  confirmationEmail: z.enum(CONFIRMATION_EMAIL_VALUES),
});

export type InstructorApplicationReceipt = z.infer<typeof instructorApplicationReceiptSchema>;

/** One application as the dashboard shows it. */
export const instructorApplicationSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  adiNumber: z.string(),
  experienceYears: z.enum(EXPERIENCE_YEARS_VALUES),
  hourlyRate: z.enum(HOURLY_RATE_VALUES),
  areasWorked: z.array(z.string()),
  workDays: z.array(z.string()),
  workHours: z.enum(WORK_HOURS_VALUES),
  flexibility: z.enum(FLEXIBILITY_VALUES),
  vehicleType: z.enum(VEHICLE_TYPE_VALUES),
  hasInsurance: z.boolean(),
  hasBusinessLicense: z.boolean(),
  additionalInfo: z.string().nullable(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  /** The last step's moment and who took it. */
  reviewedAt: z.iso.datetime().nullable(),
  reviewedBy: instructorRefSchema.nullable(),
  /** The owner's vetting record, once the documents are checked. */
  vetting: applicationVettingSchema.nullable(),
  /** Who checked the DVSA's register of instructors, and when (recorded by the server). */
  dvsaCheckedAt: z.iso.datetime().nullable(),
  dvsaCheckedBy: instructorRefSchema.nullable(),
  /** What the applicant was told when rejected (null for rejections before reasons were kept). */
  rejectionReason: z.string().nullable(),
  /** The account the invitation made, once accepted. */
  instructorId: z.number().int().positive().nullable(),
  /** Every step, oldest first. */
  history: z.array(applicationEventSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type InstructorApplication = z.infer<typeof instructorApplicationSchema>;

const statusCount = z.number().int().nonnegative();

/** How many applications are at each step (an object, not a record: the API description names each). */
export const applicationStatusCountsSchema = z.object({
  received: statusCount,
  documents_checked: statusCount,
  dvsa_checked: statusCount,
  approved: statusCount,
  invited: statusCount,
  active: statusCount,
  rejected: statusCount,
} satisfies Record<ApplicationStatus, typeof statusCount>);

/** `GET /api/instructor-applications`: newest first, with the count of every status for the filter. */
export const instructorApplicationListSchema = z.object({
  applications: z.array(instructorApplicationSchema),
  counts: applicationStatusCountsSchema,
});

export type InstructorApplicationList = z.infer<typeof instructorApplicationListSchema>;

export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUS_VALUES, 'Choose a status to filter by').optional(),
});

/** `POST /api/instructor-applications/{id}/steps`: the application after the step, and what became of its e-mail. */
export const applicationStepResponseSchema = z.object({
  application: instructorApplicationSchema,
  /** Approval e-mails the invitation, rejection the reason; null for the other steps. */
  emailStatus: emailDeliveryStatusSchema.nullable(),
  /** The invitation link, for the owner to pass on, only when its e-mail did not go. */
  inviteUrl: z.string().nullable(),
  message: z.string(),
});

export type ApplicationStepResponse = z.infer<typeof applicationStepResponseSchema>;
