import { z } from 'zod';
import { isoDateField } from '../api/date-time-schemas';
import { formatPounds } from '../format/display-format';
import { MAX_SETTLEMENT_PENCE, SETTLEMENT_DIRECTIONS, type SettlementDirection } from './settling-up';
import { TURNOVER_BASES } from './turnover-basis';

/*
 * Settling up and the agent-or-principal setting at the API's edge (issue 39,
 * docs/decisions/0062). Amounts are integer pence; the balance is computed on the server.
 */

export const settlementDirectionLabels: Record<SettlementDirection, string> = {
  to_instructor: 'The school paid the instructor',
  to_school: 'The instructor paid the school',
};

export const TRANSFER_AMOUNT_MESSAGE = 'Enter an amount in pounds and pence, more than £0';
export const TRANSFER_DAY_MESSAGE = 'Choose the date the transfer was made';
export const TRANSFER_DIRECTION_MESSAGE = 'Say who paid whom';
export const TRANSFER_REFERENCE_MESSAGE = "Enter the transfer's bank reference";

/** `POST /api/money/settling-up/instructors/{id}/transfers` (owner): a bank transfer made. */
export const recordTransferRequestSchema = z.object({
  paidOn: isoDateField(TRANSFER_DAY_MESSAGE),
  direction: z.enum(SETTLEMENT_DIRECTIONS, TRANSFER_DIRECTION_MESSAGE),
  amountPence: z
    .number(TRANSFER_AMOUNT_MESSAGE)
    .int(TRANSFER_AMOUNT_MESSAGE)
    .min(1, TRANSFER_AMOUNT_MESSAGE)
    .max(MAX_SETTLEMENT_PENCE, 'That is more than £100,000: check the amount'),
  reference: z
    .string(TRANSFER_REFERENCE_MESSAGE)
    .trim()
    .min(1, TRANSFER_REFERENCE_MESSAGE)
    .max(100, 'The reference is too long (100 characters at most)'),
});
export type RecordTransferRequest = z.input<typeof recordTransferRequestSchema>;
export type ValidRecordTransferRequest = z.output<typeof recordTransferRequestSchema>;

const pence = z.number().int();

export const settlementSchema = z.object({
  id: z.number().int().positive(),
  direction: z.enum(SETTLEMENT_DIRECTIONS),
  /** Negative on an undo line. */
  amountPence: pence,
  paidOn: z.iso.date(),
  reference: z.string(),
  recordedByName: z.string().nullable(),
  recordedAt: z.iso.datetime(),
  /** The transfer this line undoes, on an undo line. */
  reversesSettlementId: z.number().int().positive().nullable(),
  /** A transfer that has been undone (its undo line is in the list too). */
  undone: z.boolean(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlingUpFiguresSchema = z.object({
  lessonPence: pence,
  feesPence: pence,
  receivedDirectlyPence: pence,
  paidToInstructorPence: pence,
  paidToSchoolPence: pence,
  owedToInstructorPence: pence,
});

export const settlingUpRowSchema = z.object({
  instructor: z.object({ id: z.number().int().positive(), name: z.string() }),
  /** Everything up to `asOf`: the running balance. */
  figures: settlingUpFiguresSchema,
  /** Newest first. */
  transfers: z.array(settlementSchema),
});
export type SettlingUpRow = z.infer<typeof settlingUpRowSchema>;

/** `GET /api/money/settling-up`: the owner's every partner, an instructor their own row. */
export const settlingUpResponseSchema = z.object({
  asOf: z.iso.date(),
  instructors: z.array(settlingUpRowSchema),
});
export type SettlingUpResponse = z.infer<typeof settlingUpResponseSchema>;

/** A statement's settling-up part: the balance before the period, its movements, after it. */
export const periodSettlingUpSchema = z.object({
  openingOwedToInstructorPence: pence,
  period: settlingUpFiguresSchema,
  closingOwedToInstructorPence: pence,
  transfers: z.array(settlementSchema),
});

export const turnoverSchema = z.object({
  basis: z.enum([...TURNOVER_BASES, 'mixed']),
  schoolPence: pence,
  instructorPence: pence,
});

/** `POST /api/money/turnover-basis` (owner): agent or principal, from a London date on. */
export const TURNOVER_BASIS_MESSAGE = 'Choose agent or principal';
export const TURNOVER_FROM_MESSAGE = 'Enter the date it applies from';
export const turnoverBasisChangeRequestSchema = z.object({
  basis: z.enum(TURNOVER_BASES, TURNOVER_BASIS_MESSAGE),
  from: isoDateField(TURNOVER_FROM_MESSAGE),
});
export type TurnoverBasisChangeRequest = z.infer<typeof turnoverBasisChangeRequestSchema>;

/** `GET /api/money/turnover-basis`: the basis today (null: never chosen) and every change, newest first. */
export const turnoverBasisResponseSchema = z.object({
  current: z.enum(TURNOVER_BASES).nullable(),
  history: z.array(
    z.object({
      id: z.number().int().positive(),
      basis: z.enum(TURNOVER_BASES),
      from: z.iso.date(),
      changedByName: z.string().nullable(),
      changedAt: z.iso.datetime(),
    }),
  ),
});
export type TurnoverBasisResponse = z.infer<typeof turnoverBasisResponseSchema>;

/** "The school owes Sam £120.00", "Sam owes the school £15.50", "Settled"; `you` for the instructor's own. */
export function describeOwed(owedToInstructorPence: number, instructorName: string | 'you'): string {
  const amount = formatPounds(Math.abs(owedToInstructorPence));
  if (owedToInstructorPence > 0) return `The school owes ${instructorName} ${amount}`;
  if (owedToInstructorPence < 0)
    return instructorName === 'you'
      ? `You owe the school ${amount}`
      : `${instructorName} owes the school ${amount}`;
  return 'Settled: nobody owes anything';
}
