import { z } from 'zod';
import { MONTH_SHORT_NAMES } from '../../format/display-format';
import {
  applicationVettingSchema,
  type BadgeType,
  TRAINEE_LICENCE_MONTHS,
  VETTING_MESSAGES,
  vettingRecordSchema,
} from '../../partner-network/application-vetting';
import { addDaysToIsoDate, addMonthsToIsoDate, daysBetweenIsoDates } from '../../time/london-time';

/*
 * An instructor's compliance record (issue 38, docs/decisions/0057): the badge (green ADI or pink
 * trainee licence) and the motor insurance covering tuition, with their expiries, and the DBS
 * check. Whether the instructor may be booked is decided here from today's London date, at read
 * time: a lapse takes effect the day after the document's expiry date, with no job between.
 */

/** The record is the vetting record the owner kept on the application: one schema for both forms. */
export const complianceRecordSchema = vettingRecordSchema;
export type ComplianceRecordInput = z.input<typeof complianceRecordSchema>;
export type ComplianceRecord = z.output<typeof complianceRecordSchema>;

/** An expiry this close (days) is shown as a warning, and reminded 30 and 7 days before. */
export const COMPLIANCE_WARNING_DAYS = 30;
export const COMPLIANCE_REMINDER_DAYS = [30, 7] as const;
export type ComplianceReminderDays = (typeof COMPLIANCE_REMINDER_DAYS)[number];
/** Instructors from before the record existed have this long to get one (migration 0032). */
export const COMPLIANCE_GRACE_DAYS = 30;

export const COMPLIANCE_DOCUMENT_VALUES = ['badge', 'insurance'] as const;
export type ComplianceDocument = (typeof COMPLIANCE_DOCUMENT_VALUES)[number];

/** What is stored per instructor: the record, or none yet with (maybe) the date it is due by. */
export interface StoredCompliance {
  record: ComplianceRecord | null;
  /** While there is no record, the instructor stays bookable through this London date (the grace). */
  recordDueOn: string | null;
}

/** '2026-11-03' → '3 Nov 2026'. */
export function formatComplianceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTH_SHORT_NAMES[(month ?? 1) - 1]} ${year}`;
}

export function documentLabel(document: ComplianceDocument, badgeType: BadgeType): string {
  if (document === 'insurance') return 'Insurance';
  return badgeType === 'trainee' ? 'Trainee licence' : 'Badge';
}

function inDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

export const COMPLIANCE_STATE_VALUES = ['valid', 'expiring', 'due', 'locked'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATE_VALUES)[number];

export const complianceAssessmentSchema = z.object({
  /** False: no time of theirs is listed or can be taken, and no request is allocated to them. */
  bookable: z.boolean(),
  /** locked (not bookable), due (no record, in its grace), expiring (within 30 days), valid. */
  state: z.enum(COMPLIANCE_STATE_VALUES),
  /** Why, in the owner's words: "Insurance expired on 3 Nov 2026 — not bookable". */
  lines: z.array(z.string()),
});
export type ComplianceAssessment = z.infer<typeof complianceAssessmentSchema>;

/** Each document's expiry, for reminders and warnings. */
export function listExpiries(
  record: ComplianceRecord,
): { document: ComplianceDocument; expiresOn: string }[] {
  return [
    { document: 'badge', expiresOn: record.badgeExpiresOn },
    { document: 'insurance', expiresOn: record.insuranceExpiresOn },
  ];
}

/**
 * Whether an instructor may be booked on `today` (London date) and why not. A document is valid
 * through its expiry date. No record: bookable only through its due date (the grace of
 * instructors from before the record existed), never for an account made since.
 */
export function assessCompliance(stored: StoredCompliance | null, today: string): ComplianceAssessment {
  const record = stored?.record ?? null;
  if (!record) {
    const dueOn = stored?.recordDueOn ?? null;
    if (dueOn !== null && dueOn >= today) {
      const days = daysBetweenIsoDates(today, dueOn);
      return {
        bookable: true,
        state: 'due',
        lines: [
          `Compliance record due by ${formatComplianceDate(dueOn)} (${inDays(days)}): add it to stay bookable`,
        ],
      };
    }
    return {
      bookable: false,
      state: 'locked',
      lines: [
        dueOn === null
          ? 'No badge or insurance on record — not bookable'
          : `Compliance record was due by ${formatComplianceDate(dueOn)} — not bookable`,
      ],
    };
  }
  const expired: string[] = [];
  const expiring: string[] = [];
  for (const { document, expiresOn } of listExpiries(record)) {
    const label = documentLabel(document, record.badgeType);
    const days = daysBetweenIsoDates(today, expiresOn);
    if (days < 0) expired.push(`${label} expired on ${formatComplianceDate(expiresOn)} — not bookable`);
    else if (days <= COMPLIANCE_WARNING_DAYS)
      expiring.push(`${label} expires ${inDays(days)} (${formatComplianceDate(expiresOn)})`);
  }
  if (!record.insuranceCoversTuition) expired.push('Insurance does not cover tuition — not bookable');
  if (expired.length > 0) return { bookable: false, state: 'locked', lines: [...expired, ...expiring] };
  if (expiring.length > 0) return { bookable: true, state: 'expiring', lines: expiring };
  return { bookable: true, state: 'valid', lines: [] };
}

/**
 * Why a not-bookable instructor's lessons need cover, in the owner's words, naming them: "Sarah
 * Khan's insurance expired on 3 Dec 2026" (the first document that ran out), "Sarah Khan has no
 * badge or insurance on record". Null while they may be booked.
 */
export function describeLapse(
  fullName: string,
  stored: StoredCompliance | null,
  today: string,
): string | null {
  if (assessCompliance(stored, today).bookable) return null;
  const record = stored?.record ?? null;
  if (!record) {
    const dueOn = stored?.recordDueOn ?? null;
    return dueOn === null
      ? `${fullName} has no badge or insurance on record`
      : `${fullName}'s compliance record was due by ${formatComplianceDate(dueOn)}`;
  }
  const [first] = listExpiries(record)
    .filter((expiry) => expiry.expiresOn < today)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  if (!first) return `${fullName}'s insurance does not cover tuition`;
  const label = documentLabel(first.document, record.badgeType).toLowerCase();
  return `${fullName}'s ${label} expired on ${formatComplianceDate(first.expiresOn)}`;
}

/** The London date a reminder `days` before `expiresOn` is due from. */
export function reminderDueOn(expiresOn: string, days: ComplianceReminderDays): string {
  return addDaysToIsoDate(expiresOn, -days);
}

/**
 * The reminders owed on `today` for a record: for each document and each of 30 and 7 days, once
 * its day has come and the document has not yet expired. A reminder missed (the server was off)
 * still goes until the expiry, once; the 30-day one is not sent when the 7-day one is already due.
 */
export function dueComplianceReminders(
  record: ComplianceRecord,
  today: string,
): { document: ComplianceDocument; expiresOn: string; days: ComplianceReminderDays }[] {
  const due: { document: ComplianceDocument; expiresOn: string; days: ComplianceReminderDays }[] = [];
  for (const { document, expiresOn } of listExpiries(record)) {
    if (expiresOn < today) continue;
    const daysLeft = daysBetweenIsoDates(today, expiresOn);
    // The nearest threshold passed: 7 days when 7 or fewer are left, else 30 when 30 or fewer.
    const days = COMPLIANCE_REMINDER_DAYS.filter((threshold) => daysLeft <= threshold).at(-1);
    if (days !== undefined) due.push({ document, expiresOn, days });
  }
  return due;
}

/**
 * What the owner may not record, field by field: a trainee licence said to last longer than
 * 6 months, a DBS check in the future. An expired document may be recorded (the record says what
 * is true; the instructor is then not bookable).
 */
export function complianceRecordProblems(
  record: Pick<ComplianceRecord, 'badgeType' | 'badgeExpiresOn' | 'dbsCheckedOn'>,
  today: string,
): Partial<Record<keyof ComplianceRecord, string>> {
  const problems: Partial<Record<keyof ComplianceRecord, string>> = {};
  if (
    record.badgeType === 'trainee' &&
    record.badgeExpiresOn > addMonthsToIsoDate(today, TRAINEE_LICENCE_MONTHS)
  )
    problems.badgeExpiresOn = VETTING_MESSAGES.traineeTooLong;
  if (record.dbsCheckedOn > today) problems.dbsCheckedOn = VETTING_MESSAGES.dbsInFuture;
  return problems;
}

/** One instructor's compliance as the dashboard shows it. */
export const instructorComplianceSchema = z.object({
  instructorId: z.number().int().positive(),
  fullName: z.string().nullable(),
  record: applicationVettingSchema.nullable(),
  recordDueOn: z.iso.date().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  assessment: complianceAssessmentSchema,
  /** Their lessons still to come while they may not be booked (each needs cover, 0061); 0 when bookable. */
  lessonsToCover: z.number().int().nonnegative(),
});
export type InstructorCompliance = z.infer<typeof instructorComplianceSchema>;

export const instructorComplianceListSchema = z.array(instructorComplianceSchema);

/**
 * Who the owner's Today warns about: instructors not bookable, in their grace without a record,
 * or with a document running out within 30 days. The not bookable first, then by name.
 */
export function instructorsNeedingAttention(list: readonly InstructorCompliance[]): InstructorCompliance[] {
  return list
    .filter((entry) => entry.assessment.state !== 'valid')
    .sort(
      (a, b) =>
        Number(a.assessment.bookable) - Number(b.assessment.bookable) ||
        (a.fullName ?? '').localeCompare(b.fullName ?? ''),
    );
}

/** A plain refusal for every way of taking a time of an instructor who may not be booked. */
export const INSTRUCTOR_NOT_BOOKABLE_CODE = 'INSTRUCTOR_NOT_BOOKABLE';
export function instructorNotBookableMessage(fullName: string | null): string {
  const who = fullName ?? 'This instructor';
  return `${who} cannot take bookings at the moment. Please choose another time or instructor, or contact the school.`;
}
