import { z } from 'zod';
import { addDaysToIsoDate, isIsoDate } from '../time/london-time';
import type { DatePeriod } from './money-periods';
import { getWeekOf } from './money-periods';

/*
 * What a partner instructor pays the school (issue 39), by the model the owner set for them:
 * a weekly franchise fee (with franchise-free weeks, and optionally nothing in a week with no
 * lessons), a share of each lesson's money, a fixed fee for each learner the school passed them,
 * or nothing (the owner). Models change over time; each fee follows the model in force on its day.
 */

export const SCHOOL_FEE_MODEL_KINDS = ['none', 'weekly_franchise', 'commission', 'referral'] as const;

/** 10,000 basis points are 100%: a 4.5% commission is 450. */
export const BASIS_POINTS_IN_WHOLE = 10_000;
/** A weekly fee above £1,000 or a referral fee above £500 is a typing slip, not a model. */
export const MAX_WEEKLY_FRANCHISE_PENCE = 100_000;
export const MAX_REFERRAL_FEE_PENCE = 50_000;

const pence = (max: number) =>
  z
    .number()
    .int('Enter a whole number of pence')
    .min(0, 'A fee cannot be negative')
    .max(max, 'That fee is too high');

export const schoolFeeModelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('weekly_franchise'),
    weeklyPence: pence(MAX_WEEKLY_FRANCHISE_PENCE),
    /** "No lessons, no fee": a week in which they taught nothing costs nothing. */
    noLessonsNoFee: z.boolean(),
  }),
  z.object({
    kind: z.literal('commission'),
    basisPoints: z
      .number()
      .int('Enter the share in hundredths of a per cent')
      .min(0, 'A share cannot be negative')
      .max(BASIS_POINTS_IN_WHOLE, 'A share cannot be more than 100%'),
  }),
  z.object({ kind: z.literal('referral'), perLearnerPence: pence(MAX_REFERRAL_FEE_PENCE) }),
]);
export type SchoolFeeModel = z.infer<typeof schoolFeeModelSchema>;

const isoDateSchema = z.string().refine(isIsoDate, 'Enter a date as YYYY-MM-DD');

/** One change of an instructor's model: in force from `from` (a London date) until the next. */
export const schoolFeeModelChangeSchema = z.object({ from: isoDateSchema, model: schoolFeeModelSchema });
export type SchoolFeeModelChange = z.infer<typeof schoolFeeModelChangeSchema>;

export interface InstructorFeeTerms {
  /** The model's history, in any order; before the first change there is no fee. */
  history: readonly SchoolFeeModelChange[];
  /** Mondays of the weeks the owner waived the franchise fee. */
  franchiseFreeWeeks: readonly string[];
}

export interface FeeableLesson {
  lessonId: number;
  /** The London date it was taught. */
  day: string;
  /** The money it stands for (creditLessons). */
  pence: number;
}

export interface ReferredLearner {
  learnerId: number;
  /** The London date the school passed the learner to the instructor. */
  day: string;
}

export type SchoolFeeLine =
  | { kind: 'weekly_franchise'; day: string; pence: number; weekFrom: string }
  | { kind: 'commission'; day: string; pence: number; lessonId: number }
  | { kind: 'referral'; day: string; pence: number; learnerId: number };

/** The model in force on a London date: the latest change on or before it. */
export function getFeeModelOn(history: readonly SchoolFeeModelChange[], day: string): SchoolFeeModel {
  let current: SchoolFeeModelChange | undefined;
  for (const change of history) {
    if (change.from <= day && (current === undefined || change.from >= current.from)) current = change;
  }
  return current?.model ?? { kind: 'none' };
}

/** A share of an amount in basis points, rounded half up to a penny (never more than the amount). */
export function getCommissionPence(amountPence: number, basisPoints: number): number {
  return Math.floor((amountPence * basisPoints * 2 + BASIS_POINTS_IN_WHOLE) / (2 * BASIS_POINTS_IN_WHOLE));
}

function isInPeriod(day: string, period: DatePeriod): boolean {
  return period.from <= day && day <= period.to;
}

/**
 * The fees an instructor owes the school for a period's days. A lesson's commission falls on the
 * day it was taught and a referral fee on the day the learner was passed on; a week's franchise
 * fee falls on its Monday, by the model in force then, so each fee lands in exactly one period
 * however a year is cut (weeks, months, quarters). `lessons` must include the lessons of every
 * week whose Monday is in the period (for "no lessons, no fee").
 */
export function computeSchoolFees(entries: {
  terms: InstructorFeeTerms;
  period: DatePeriod;
  lessons: readonly FeeableLesson[];
  referrals: readonly ReferredLearner[];
}): SchoolFeeLine[] {
  const { terms, period } = entries;
  const lines: SchoolFeeLine[] = [];

  for (const lesson of entries.lessons) {
    if (!isInPeriod(lesson.day, period)) continue;
    const model = getFeeModelOn(terms.history, lesson.day);
    if (model.kind !== 'commission') continue;
    lines.push({
      kind: 'commission',
      day: lesson.day,
      pence: getCommissionPence(lesson.pence, model.basisPoints),
      lessonId: lesson.lessonId,
    });
  }

  for (const referral of entries.referrals) {
    if (!isInPeriod(referral.day, period)) continue;
    const model = getFeeModelOn(terms.history, referral.day);
    if (model.kind !== 'referral') continue;
    lines.push({
      kind: 'referral',
      day: referral.day,
      pence: model.perLearnerPence,
      learnerId: referral.learnerId,
    });
  }

  const freeWeeks = new Set(terms.franchiseFreeWeeks);
  for (let monday = getWeekOf(period.from).from; monday <= period.to; monday = addDaysToIsoDate(monday, 7)) {
    if (!isInPeriod(monday, period) || freeWeeks.has(monday)) continue;
    const model = getFeeModelOn(terms.history, monday);
    if (model.kind !== 'weekly_franchise') continue;
    const week = getWeekOf(monday);
    if (model.noLessonsNoFee && !entries.lessons.some((lesson) => isInPeriod(lesson.day, week))) continue;
    lines.push({ kind: 'weekly_franchise', day: monday, pence: model.weeklyPence, weekFrom: monday });
  }

  return lines.toSorted((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
