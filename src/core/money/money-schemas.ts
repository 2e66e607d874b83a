import { z } from 'zod';
import { isoDateField } from '../api/date-time-schemas';
import { LEDGER_PAYMENT_METHOD_VALUES } from './ledger/ledger-schemas';

/*
 * The school's money at the API's edge: what came in (payments in the ledger), what went out (costs
 * the instructor records) and the difference, for the week, the month and the UK tax year, as a
 * self-employed instructor needs for Self Assessment.
 */

export const EXPENSE_CATEGORY_VALUES = [
  'fuel',
  'car',
  'insurance',
  'franchise',
  'training',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORY_VALUES)[number];

export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  fuel: 'Fuel',
  car: 'Car (lease, repairs, servicing)',
  insurance: 'Insurance',
  franchise: 'Franchise or school fee',
  training: 'Training',
  other: 'Other',
};

export const EXPENSE_AMOUNT_MESSAGE = 'Enter an amount from £0.01 to £10,000';
export const EXPENSE_CATEGORY_MESSAGE = 'Choose what the cost was for';

/** `POST /api/money/expenses`: a cost, in pence. */
export const createExpenseRequestSchema = z.object({
  spentOn: isoDateField('Enter the date of the cost'),
  amountPence: z
    .number(EXPENSE_AMOUNT_MESSAGE)
    .int(EXPENSE_AMOUNT_MESSAGE)
    .min(1, EXPENSE_AMOUNT_MESSAGE)
    .max(1_000_000, EXPENSE_AMOUNT_MESSAGE),
  category: z.enum(EXPENSE_CATEGORY_VALUES, EXPENSE_CATEGORY_MESSAGE),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
});

export type CreateExpenseRequest = z.input<typeof createExpenseRequestSchema>;
export type ValidCreateExpenseRequest = z.output<typeof createExpenseRequestSchema>;

export const REVERSED_RANGE_MESSAGE = 'The start date must be on or before the end date';

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: a span of London days, both included. */
export const moneyRangeQuerySchema = z
  .object({
    from: isoDateField('Enter a start date as YYYY-MM-DD'),
    to: isoDateField('Enter an end date as YYYY-MM-DD'),
  })
  .refine((range) => range.from <= range.to, { message: REVERSED_RANGE_MESSAGE, path: ['to'] });

export const expenseSchema = z.object({
  id: z.number().int().positive(),
  spentOn: z.iso.date(),
  amountPence: z.number().int().positive(),
  category: z.enum(EXPENSE_CATEGORY_VALUES),
  note: z.string(),
});

export type Expense = z.infer<typeof expenseSchema>;

/** One period's money: takings by method and by package, costs by category, and the difference. */
export const moneyPeriodSchema = z.object({
  label: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Payments less refunds, in pence. */
  takingsPence: z.number().int(),
  takingsByMethod: z.array(
    z.object({ method: z.enum(LEDGER_PAYMENT_METHOD_VALUES), amountPence: z.number().int() }),
  ),
  /** By what the payment paid for (null: a payment not tied to a purchase). */
  takingsByPackage: z.array(z.object({ description: z.string().nullable(), amountPence: z.number().int() })),
  costsPence: z.number().int().nonnegative(),
  costsByCategory: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORY_VALUES), amountPence: z.number().int() }),
  ),
  /** Takings less costs. */
  differencePence: z.number().int(),
});

export type MoneyPeriod = z.infer<typeof moneyPeriodSchema>;

/** `GET /api/money/summary`: this week, this month and this UK tax year (London dates). */
export const expensesResponseSchema = z.array(expenseSchema);

export const debtorSchema = z.object({
  studentId: z.number().int().positive(),
  fullName: z.string(),
  owedPence: z.number().int().positive(),
  /** The oldest purchase not yet paid for (London date): how long the debt has run. */
  owingSince: z.iso.date(),
});

export const moneySummarySchema = z.object({
  week: moneyPeriodSchema,
  month: moneyPeriodSchema,
  taxYear: moneyPeriodSchema,
  /** Who owes what, from the ledger, most owed first; and the total unpaid. */
  owing: z.object({ totalPence: z.number().int().nonnegative(), learners: z.array(debtorSchema) }),
});
