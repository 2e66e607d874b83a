/*
 * The Settings sections' forms (pure, tested): each section edits some of the school's settings
 * with the server's own field schemas, and sends only what changed.
 */
import { z } from 'zod';
import { formatBookingReference } from '../../../../core/money/payments/payment-reference';
import {
  bankReferenceFormatSchema,
  LATE_CHANGE_HOURS_MESSAGE,
  type SchoolSettingKey,
  type SchoolSettings,
  schoolSettingsSchema,
} from '../../../../core/school/settings/school-settings-schemas';

const fields = schoolSettingsSchema.shape;

export const schoolDetailsFormSchema = z.object({
  schoolName: fields.schoolName,
  phone: fields.phone,
  whatsappNumber: fields.whatsappNumber,
  email: fields.email,
  paymentPortalUrl: fields.paymentPortalUrl,
  passRatePercent: fields.passRatePercent,
});

export const bankDetailsFormSchema = z.object({
  bankAccountName: fields.bankAccountName,
  bankSortCode: fields.bankSortCode,
  bankAccountNumber: fields.bankAccountNumber,
  bankReferenceFormat: fields.bankReferenceFormat,
});

/** The late window ends where (or before) the free one starts: the server's rule, same message. */
export const bookingTermsFormSchema = z
  .object({
    bookingHoldHours: fields.bookingHoldHours,
    freeChangeHours: fields.freeChangeHours,
    lateChangeHours: fields.lateChangeHours,
    lateChangeForfeitPercent: fields.lateChangeForfeitPercent,
    movesAllowed: fields.movesAllowed,
  })
  .refine((value) => value.lateChangeHours <= value.freeChangeHours, {
    message: LATE_CHANGE_HOURS_MESSAGE,
    path: ['lateChangeHours'],
  });

export const reminderDefaultsFormSchema = z.object({
  defaultReminderType: fields.defaultReminderType,
  defaultEnable24h: fields.defaultEnable24h,
  defaultEnable2h: fields.defaultEnable2h,
});

export const SCHOOL_DETAILS_FIELDS = schoolDetailsFormSchema.keyof().options;
export const BANK_DETAILS_FIELDS = bankDetailsFormSchema.keyof().options;
export const BOOKING_TERMS_FIELDS = bookingTermsFormSchema.keyof().options;
export const REMINDER_DEFAULTS_FIELDS = reminderDefaultsFormSchema.keyof().options;

export type SchoolDetailsValues = z.input<typeof schoolDetailsFormSchema>;
export type BankDetailsValues = z.input<typeof bankDetailsFormSchema>;
export type BookingTermsValues = z.input<typeof bookingTermsFormSchema>;
export type ReminderDefaultsValues = z.input<typeof reminderDefaultsFormSchema>;

/** Each section's form starts from its own settings, as saved. */
export function toSchoolDetailsValues(settings: SchoolSettings): SchoolDetailsValues {
  const { schoolName, phone, whatsappNumber, email, paymentPortalUrl, passRatePercent } = settings;
  return { schoolName, phone, whatsappNumber, email, paymentPortalUrl, passRatePercent };
}

export function toBankDetailsValues(settings: SchoolSettings): BankDetailsValues {
  const { bankAccountName, bankSortCode, bankAccountNumber, bankReferenceFormat } = settings;
  return { bankAccountName, bankSortCode, bankAccountNumber, bankReferenceFormat };
}

export function toBookingTermsValues(settings: SchoolSettings): BookingTermsValues {
  const { bookingHoldHours, freeChangeHours, lateChangeHours, lateChangeForfeitPercent, movesAllowed } =
    settings;
  return { bookingHoldHours, freeChangeHours, lateChangeHours, lateChangeForfeitPercent, movesAllowed };
}

export function toReminderDefaultsValues(settings: SchoolSettings): ReminderDefaultsValues {
  const { defaultReminderType, defaultEnable24h, defaultEnable2h } = settings;
  return { defaultReminderType, defaultEnable24h, defaultEnable2h };
}

/**
 * The settings the form changed from the saved ones (the PATCH body); empty when nothing changed.
 * Every setting is a string, number, boolean or null, so equality is `Object.is`.
 */
export function getChangedSettings<Key extends SchoolSettingKey>(
  saved: SchoolSettings,
  values: Pick<SchoolSettings, Key>,
  keys: readonly Key[],
): Partial<Pick<SchoolSettings, Key>> {
  const changed: Partial<Pick<SchoolSettings, Key>> = {};
  for (const key of keys) {
    if (!Object.is(values[key], saved[key])) changed[key] = values[key];
  }
  return changed;
}

/** The payment portal box: empty means no external payment page (null). */
export function toOptionalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A number box: empty or not a number stays NaN, so the field's own message shows. */
export function toWholeNumberInput(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value);
}

export const REFERENCE_PREVIEW_BOOKING_ID = 12;

/** What a learner quotes for booking 12 under the typed format ('BOOKING-12'), or null while it is not valid. */
export function previewBankReference(format: string): string | null {
  const parsed = bankReferenceFormatSchema.safeParse(format);
  return parsed.success ? formatBookingReference(REFERENCE_PREVIEW_BOOKING_ID, parsed.data) : null;
}
