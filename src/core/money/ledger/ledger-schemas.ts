import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';
import { databaseIdField } from '../../api/id-schemas';

/*
 * The ledger at the API's edge (docs/decisions/0018-ledger.md): a learner's balance, the lines
 * behind it, and what the instructor records (payments, refunds, sales of hours).
 */

export const LEDGER_PAYMENT_METHOD_VALUES = [
  'bank_transfer',
  'cash',
  'card',
  'portal',
  'shop',
  'other',
] as const;
export type LedgerPaymentMethod = (typeof LEDGER_PAYMENT_METHOD_VALUES)[number];

/** What the instructor records by hand (the shop and card checkout record their own). */
export const RECORDED_PAYMENT_METHOD_VALUES = ['bank_transfer', 'cash', 'card', 'portal'] as const;

export const paymentMethodLabels: Record<LedgerPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  portal: 'Payment portal',
  shop: 'Online shop',
  other: 'Not recorded',
};

/** `GET /api/students/{id}/balance`: minutes and pence, from the ledger. */
export const studentBalanceSchema = z.object({
  boughtMinutes: z.number().int(),
  bookedMinutes: z.number().int(),
  usedMinutes: z.number().int(),
  leftMinutes: z.number().int(),
  /** Negative: the learner is in credit. */
  owedPence: z.number().int(),
  paidPence: z.number().int(),
});

export type StudentBalance = z.infer<typeof studentBalanceSchema>;

export const ledgerPurchaseSchema = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  packageType: z.string().nullable(),
  minutes: z.number().int(),
  pricePence: z.number().int(),
  /** YYYY-MM-DD, Europe/London. */
  purchasedOn: z.string(),
  bookingId: z.number().int().positive().nullable(),
});

export const ledgerPaymentSchema = z.object({
  id: z.number().int().positive(),
  amountPence: z.number().int(),
  method: z.enum(LEDGER_PAYMENT_METHOD_VALUES),
  paidOn: z.string(),
  reason: z.string().nullable(),
  purchaseId: z.number().int().positive().nullable(),
});

/** A learner's ledger: the balance and every line it is made of. */
export const studentLedgerSchema = z.object({
  balance: studentBalanceSchema,
  purchases: z.array(ledgerPurchaseSchema),
  payments: z.array(ledgerPaymentSchema),
});

export type StudentLedger = z.infer<typeof studentLedgerSchema>;
export type LedgerPurchase = z.infer<typeof ledgerPurchaseSchema>;
export type LedgerPayment = z.infer<typeof ledgerPaymentSchema>;

export const PAYMENT_AMOUNT_MESSAGE = 'Enter an amount in pounds and pence, not zero';
export const REFUND_REASON_MESSAGE = 'Say why the money is refunded';

/** `POST /api/students/{id}/payments`: a payment, or a refund (a negative amount, with its reason). */
export const recordPaymentRequestSchema = z
  .object({
    amountPence: z
      .number(PAYMENT_AMOUNT_MESSAGE)
      .int(PAYMENT_AMOUNT_MESSAGE)
      .min(-1_000_000, PAYMENT_AMOUNT_MESSAGE)
      .max(1_000_000, PAYMENT_AMOUNT_MESSAGE)
      .refine((amount) => amount !== 0, PAYMENT_AMOUNT_MESSAGE),
    method: z.enum(RECORDED_PAYMENT_METHOD_VALUES, 'Choose how it was paid'),
    paidOn: isoDateField('Choose the date it was paid'),
    reason: z.string().trim().max(500, 'The reason is too long').optional(),
    purchaseId: databaseIdField('Choose what it pays for').optional(),
  })
  // Zero is refused by the amount's own message.
  .refine((payment) => payment.amountPence >= 0 || (payment.reason ?? '') !== '', {
    message: REFUND_REASON_MESSAGE,
    path: ['reason'],
  });

export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

export const PURCHASE_PRICE_MESSAGE = 'Enter a price from £0 to £10,000';

/**
 * `POST /api/students/{id}/purchases`: hours sold by the instructor, a package at its price of the
 * day or at a typed price ("sold 10 hours for £360").
 */
export const recordPurchaseRequestSchema = z.object({
  packageType: z.string().regex(/^[a-z0-9_]{2,40}$/, 'Please select a package'),
  pricePence: z
    .number(PURCHASE_PRICE_MESSAGE)
    .int(PURCHASE_PRICE_MESSAGE)
    .min(0, PURCHASE_PRICE_MESSAGE)
    .max(1_000_000, PURCHASE_PRICE_MESSAGE)
    .optional(),
});

export type RecordPurchaseRequest = z.input<typeof recordPurchaseRequestSchema>;
