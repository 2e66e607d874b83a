import { z } from 'zod';
import { databaseIdParam } from '../../api/id-schemas';
import {
  LEDGER_PAYMENT_METHOD_VALUES,
  type LedgerPaymentMethod,
  RECORDED_PAYMENT_METHOD_VALUES,
  studentBalanceSchema,
} from './ledger-schemas';

/*
 * Mark Paid where the money is seen (a lesson on Today, a booking just approved) and its undo
 * (docs/decisions/0035-paid-undone-and-notes-edited.md). An undo never edits or deletes a payment:
 * it appends a reversing line that names who undid it and when.
 */

export const paymentIdParamsSchema = z.object({ id: databaseIdParam() });

/** `POST /api/lessons/{id}/mark-paid` and `/api/bookings/{id}/mark-paid`: how the money came. */
export const markPaidRequestSchema = z.object({
  method: z.enum(RECORDED_PAYMENT_METHOD_VALUES, 'Choose how it was paid'),
});

export type MarkPaidRequest = z.input<typeof markPaidRequestSchema>;

/** Why a payment cannot be undone from the dashboard, or null when it can. */
export interface UndoablePaymentFacts {
  amountPence: number;
  method: LedgerPaymentMethod;
  /** A provider's id (Stripe PaymentIntent, 'shop:' order): the money moved outside the school's books. */
  externalReference: string | null;
  /** Who recorded it (null: a provider's webhook, or a payment carried over from before the ledger). */
  recordedBy: number | null;
  /** It is itself an undo. */
  reversesPaymentId: number | null;
  /** It was already undone. */
  undone: boolean;
}

export const NOT_UNDOABLE_MESSAGES = {
  undone: 'This payment has already been undone.',
  reversal: 'This line is itself an undo. Record the payment again with Mark Paid instead.',
  refund: 'A refund cannot be undone. Record the payment again instead.',
  provider:
    'Paid online through the card checkout or the shop: the money is with the payment provider. Refund it there, then record the refund on the student card.',
  automatic: 'Recorded automatically, not by Mark Paid. Correct it with a refund on the student card.',
} as const;

export function whyPaymentCannotBeUndone(payment: UndoablePaymentFacts): string | null {
  if (payment.undone) return NOT_UNDOABLE_MESSAGES.undone;
  if (payment.reversesPaymentId !== null) return NOT_UNDOABLE_MESSAGES.reversal;
  if (payment.amountPence < 0) return NOT_UNDOABLE_MESSAGES.refund;
  if (payment.externalReference !== null) return NOT_UNDOABLE_MESSAGES.provider;
  if (payment.recordedBy === null) return NOT_UNDOABLE_MESSAGES.automatic;
  return null;
}

/** The reason written on a reversing line (a negative payment must say why). */
export const UNDO_REASON = 'Mark Paid undone';

export const paymentLineSchema = z.object({
  id: z.number().int().positive(),
  amountPence: z.number().int(),
  method: z.enum(LEDGER_PAYMENT_METHOD_VALUES),
  /** YYYY-MM-DD, Europe/London. */
  paidOn: z.string(),
  recordedAt: z.iso.datetime(),
  recordedByName: z.string().nullable(),
  /** Null when it can be undone; otherwise why not, to say on screen. */
  notUndoableReason: z.string().nullable(),
  /** The reversing line that undid it: when and by whom. */
  undone: z.object({ at: z.iso.datetime(), byName: z.string().nullable() }).nullable(),
});

export type PaymentLine = z.infer<typeof paymentLineSchema>;

/** What the money of one lesson or booking looks like now: its purchase, what is due, its payments. */
export const purchasePaymentStateSchema = z.object({
  studentId: z.number().int().positive(),
  studentName: z.string(),
  purchase: z
    .object({
      id: z.number().int().positive(),
      description: z.string(),
      pricePence: z.number().int().nonnegative(),
    })
    .nullable(),
  /**
   * What Mark Paid records: what is still unpaid of this purchase, never more than the learner owes
   * in all (so it never puts them in credit). 0: nothing to pay.
   */
  duePence: z.number().int().nonnegative(),
  /** The method to offer first (the one the learner chose when booking, cash otherwise). */
  suggestedMethod: z.enum(RECORDED_PAYMENT_METHOD_VALUES),
  /** The payments of this purchase, newest first, reversing lines folded into what they undid. */
  payments: z.array(paymentLineSchema),
  balance: studentBalanceSchema,
});

export type PurchasePaymentState = z.infer<typeof purchasePaymentStateSchema>;

export const undoPaymentResponseSchema = z.object({
  paymentId: z.number().int().positive(),
  reversal: z.object({
    id: z.number().int().positive(),
    amountPence: z.number().int(),
    recordedAt: z.iso.datetime(),
    recordedByName: z.string().nullable(),
  }),
  balance: studentBalanceSchema,
});

export type UndoPaymentResponse = z.infer<typeof undoPaymentResponseSchema>;

export const PAYMENT_ALREADY_UNDONE_CODE = 'PAYMENT_ALREADY_UNDONE';
export const PAYMENT_NOT_UNDOABLE_CODE = 'PAYMENT_NOT_UNDOABLE';
export const NOTHING_DUE_CODE = 'NOTHING_DUE';
export const NOTHING_DUE_MESSAGE = 'Nothing is left to pay for this. It is already paid.';
export const NO_PURCHASE_MESSAGE =
  'This has no purchase to pay for yet (a booking is paid for once it is approved).';
