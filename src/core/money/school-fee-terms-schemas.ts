import { z } from 'zod';
import { isoDateField } from '../api/date-time-schemas';
import { databaseIdField } from '../api/id-schemas';
import { formatPounds, getIsoDateParts } from '../format/display-format';
import { type SCHOOL_FEE_MODEL_KINDS, type SchoolFeeModel, schoolFeeModelSchema } from './school-fees';

/*
 * An instructor's fee terms at the API's edge (issue 39, docs/decisions/0059): the owner's changes
 * of the model (each in force from a London date), the franchise weeks waived, and the learners
 * the school passed them. The model's own rules and limits are core's `schoolFeeModelSchema`.
 */

export const schoolFeeModelKindLabels: Record<(typeof SCHOOL_FEE_MODEL_KINDS)[number], string> = {
  none: 'No fee',
  weekly_franchise: 'Weekly franchise fee',
  commission: 'Commission on each lesson',
  referral: 'Fee per referred learner',
};

export const FEE_FROM_MESSAGE = 'Enter the date the fee starts from';
export const WAIVED_WEEK_MESSAGE = 'Choose the Monday of the week to waive';
export const REFERRAL_LEARNER_MESSAGE = 'Please select a student';
export const REFERRAL_DAY_MESSAGE = 'Enter the date the school passed the learner on';

/** `POST /api/instructors/{id}/fee-terms/changes`: a model in force from a London date. */
export const feeModelChangeRequestSchema = z.object({
  from: isoDateField(FEE_FROM_MESSAGE),
  model: schoolFeeModelSchema,
});
export type FeeModelChangeRequest = z.input<typeof feeModelChangeRequestSchema>;
export type ValidFeeModelChangeRequest = z.output<typeof feeModelChangeRequestSchema>;

/** Whether a day is a Monday: a week is waived by its Monday (the day its franchise fee falls on). */
export function isMonday(day: string): boolean {
  return getIsoDateParts(day).weekdayIndex === 1;
}

/**
 * `POST /api/instructors/{id}/fee-terms/waived-weeks`: waive a week's franchise fee, or charge it
 * again (`waived: false`). The day must be a Monday (the service says so on the field).
 */
export const waivedWeekRequestSchema = z.object({
  weekFrom: isoDateField(WAIVED_WEEK_MESSAGE),
  waived: z.boolean('Say whether the week is waived'),
});
export type WaivedWeekRequest = z.infer<typeof waivedWeekRequestSchema>;

/** `POST /api/instructors/{id}/referrals`: a learner the school passed to the instructor on a day. */
export const referralRequestSchema = z.object({
  studentId: databaseIdField(REFERRAL_LEARNER_MESSAGE),
  referredOn: isoDateField(REFERRAL_DAY_MESSAGE),
});
export type ReferralRequest = z.infer<typeof referralRequestSchema>;

export const feeModelChangeSchema = z.object({
  id: z.number().int().positive(),
  from: z.iso.date(),
  model: schoolFeeModelSchema,
  /** Who set it (null: an account since removed) and when. */
  changedByName: z.string().nullable(),
  changedAt: z.iso.datetime(),
});
export type FeeModelChange = z.infer<typeof feeModelChangeSchema>;

export const referralSchema = z.object({
  id: z.number().int().positive(),
  /** Null: a learner since deleted (the fee stays, for the books). */
  studentId: z.number().int().positive().nullable(),
  learnerName: z.string().nullable(),
  referredOn: z.iso.date(),
});
export type Referral = z.infer<typeof referralSchema>;

/** `GET /api/instructors/{id}/fee-terms`: the model today, its history (newest first), waived weeks, referrals. */
export const feeTermsResponseSchema = z.object({
  instructorId: z.number().int().positive(),
  current: schoolFeeModelSchema,
  history: z.array(feeModelChangeSchema),
  waivedWeeks: z.array(z.iso.date()),
  referrals: z.array(referralSchema),
});
export type FeeTermsResponse = z.infer<typeof feeTermsResponseSchema>;

/** A model in a few words, as the owner and the instructor read it. */
export function describeFeeModel(model: SchoolFeeModel): string {
  switch (model.kind) {
    case 'none':
      return 'No fee';
    case 'weekly_franchise':
      return `${formatPounds(model.weeklyPence)} a week${model.noLessonsNoFee ? ' (no lessons, no fee)' : ''}`;
    case 'commission':
      return `${formatBasisPoints(model.basisPoints)} of each lesson's money`;
    case 'referral':
      return `${formatPounds(model.perLearnerPence)} per referred learner`;
  }
}

/** 450 → '4.5%', 500 → '5%', 1234 → '12.34%'. */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${hundredths ? `.${hundredths}` : ''}%`;
}
