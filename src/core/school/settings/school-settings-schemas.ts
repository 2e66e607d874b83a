import { z } from 'zod';
import { toE164PhoneNumber } from '../../messaging/reminders/phone-number';
import { REMINDER_TYPE_VALUES } from '../../messaging/reminders/reminder-schemas';

/*
 * The school's settings as the dashboard's Settings section edits them (issue 23), one schema for
 * the form and the server. Stored in school_settings; the environment only fills them on the first
 * start. Secrets (API keys, the SMTP password) are never settings: they stay in the environment.
 */

export const SCHOOL_NAME_MESSAGE = "Enter the school's name (2 to 100 characters)";
export const UK_PHONE_MESSAGE = 'Enter a UK phone number, e.g. 0121 496 0123';
export const WHATSAPP_NUMBER_MESSAGE =
  'Enter the WhatsApp number in international form, digits only, e.g. 447700900123';
export const SCHOOL_EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const BANK_ACCOUNT_NAME_MESSAGE = 'Enter the name on the bank account (2 to 70 characters)';
export const SORT_CODE_MESSAGE = 'Enter the sort code as NN-NN-NN, e.g. 12-34-56';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter the 8-digit account number';
export const REFERENCE_FORMAT_MESSAGE =
  'Enter a reference with {id} where the booking number goes, e.g. BOOKING-{id} (letters, digits and dashes, up to 18 characters)';
export const PAYMENT_PORTAL_URL_MESSAGE = 'Enter the payment page address, starting with https://';
export const PASS_RATE_MESSAGE = 'Enter a pass rate from 0 to 100';
export const HOLD_HOURS_MESSAGE = 'Enter a whole number of hours from 1 to 720';
export const FREE_CHANGE_HOURS_MESSAGE = 'Enter a whole number of hours from 1 to 336';
export const LATE_CHANGE_HOURS_MESSAGE = 'Enter a whole number of hours, no more than the free-change hours';
export const FORFEIT_PERCENT_MESSAGE = 'Enter a share from 0 to 100%';
export const MOVES_ALLOWED_MESSAGE = 'Enter how many moves a booking allows, from 0 to 10';

/** A UK number as people type it: 0121 496 0123, +44 121 496 0123, 07700 900123. */
export const ukPhoneSchema = z
  .string(UK_PHONE_MESSAGE)
  .trim()
  .refine((value) => toE164PhoneNumber(value)?.startsWith('+44') === true, UK_PHONE_MESSAGE);

export const sortCodeSchema = z
  .string(SORT_CODE_MESSAGE)
  .trim()
  .regex(/^\d{2}-\d{2}-\d{2}$/, SORT_CODE_MESSAGE);

export const accountNumberSchema = z
  .string(ACCOUNT_NUMBER_MESSAGE)
  .trim()
  .regex(/^\d{8}$/, ACCOUNT_NUMBER_MESSAGE);

export const whatsappNumberSchema = z
  .string(WHATSAPP_NUMBER_MESSAGE)
  .trim()
  .regex(/^\d{10,15}$/, WHATSAPP_NUMBER_MESSAGE);

/** 'BOOKING-{id}': `{id}` once, with at most 18 letters, digits or dashes around it. */
export const bankReferenceFormatSchema = z
  .string(REFERENCE_FORMAT_MESSAGE)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{0,18}\{ID\}[A-Z0-9-]{0,18}$/, REFERENCE_FORMAT_MESSAGE)
  .refine((value) => value.length - '{ID}'.length <= 18, REFERENCE_FORMAT_MESSAGE)
  .transform((value) => value.replace('{ID}', '{id}'));

const wholeNumber = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);

const settingsFieldsSchema = z.object({
  schoolName: z.string(SCHOOL_NAME_MESSAGE).trim().min(2, SCHOOL_NAME_MESSAGE).max(100, SCHOOL_NAME_MESSAGE),
  phone: ukPhoneSchema,
  whatsappNumber: whatsappNumberSchema,
  email: z.email(SCHOOL_EMAIL_MESSAGE).trim().max(254, SCHOOL_EMAIL_MESSAGE),
  bankAccountName: z
    .string(BANK_ACCOUNT_NAME_MESSAGE)
    .trim()
    .min(2, BANK_ACCOUNT_NAME_MESSAGE)
    .max(70, BANK_ACCOUNT_NAME_MESSAGE),
  bankSortCode: sortCodeSchema,
  bankAccountNumber: accountNumberSchema,
  bankReferenceFormat: bankReferenceFormatSchema,
  /** Null: no external payment page. */
  paymentPortalUrl: z
    .url({ protocol: /^https$/, error: PAYMENT_PORTAL_URL_MESSAGE })
    .max(500, PAYMENT_PORTAL_URL_MESSAGE)
    .nullable(),
  /** Shown until real test results exist (issue 25). */
  passRatePercent: wholeNumber(PASS_RATE_MESSAGE, 0, 100),
  /** How long an unpaid, unanswered booking request holds its times. */
  bookingHoldHours: wholeNumber(HOLD_HOURS_MESSAGE, 1, 720),
  /** Terms: moving or cancelling this many hours or more before a lesson is free (48). */
  freeChangeHours: wholeNumber(FREE_CHANGE_HOURS_MESSAGE, 1, 336),
  /** Terms: between this and freeChangeHours a share of the fee is forfeited; under it the instructor decides (24). */
  lateChangeHours: wholeNumber(LATE_CHANGE_HOURS_MESSAGE, 0, 336),
  /** Terms: the share of the lesson fee forfeited in the late window (50). */
  lateChangeForfeitPercent: wholeNumber(FORFEIT_PERCENT_MESSAGE, 0, 100),
  /** Terms: how many times one booking may be moved (2). */
  movesAllowed: wholeNumber(MOVES_ALLOWED_MESSAGE, 0, 10),
  /** Reminders: the type a learner without a preference of their own gets. */
  defaultReminderType: z.enum(REMINDER_TYPE_VALUES, 'Choose a reminder type'),
  defaultEnable24h: z.boolean('Choose whether to send the 24-hour reminder'),
  defaultEnable2h: z.boolean('Choose whether to send the 2-hour reminder'),
});

/** The late window must end before (or where) the free one starts. */
function hasOrderedChangeHours(value: { freeChangeHours?: number; lateChangeHours?: number }): boolean {
  if (value.freeChangeHours === undefined || value.lateChangeHours === undefined) return true;
  return value.lateChangeHours <= value.freeChangeHours;
}

/** `GET /api/settings/school`: every setting as it is now. */
export const schoolSettingsSchema = settingsFieldsSchema.refine(hasOrderedChangeHours, {
  message: LATE_CHANGE_HOURS_MESSAGE,
  path: ['lateChangeHours'],
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
export type SchoolSettingKey = keyof SchoolSettings;

/**
 * The server's answer to GET and PATCH: the settings as stored. The reference format is already
 * in its stored form, and the serializer cannot run an input transform backwards.
 */
export const schoolSettingsResponseSchema = settingsFieldsSchema.extend({ bankReferenceFormat: z.string() });

/**
 * `PATCH /api/settings/school`: the settings one section of the form changes (at least one). The
 * server checks the late/free order against the stored value of a field the request leaves out.
 */
export const schoolSettingsPatchSchema = settingsFieldsSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Change at least one setting' })
  .refine(hasOrderedChangeHours, { message: LATE_CHANGE_HOURS_MESSAGE, path: ['lateChangeHours'] });
export type SchoolSettingsPatch = z.infer<typeof schoolSettingsPatchSchema>;

export const SCHOOL_SETTING_KEYS = settingsFieldsSchema.keyof().options;

/** How each setting is named in the dashboard and its history. */
export const SCHOOL_SETTING_LABELS: Record<SchoolSettingKey, string> = {
  schoolName: 'School name',
  phone: 'Phone',
  whatsappNumber: 'WhatsApp number',
  email: 'E-mail',
  bankAccountName: 'Account name',
  bankSortCode: 'Sort code',
  bankAccountNumber: 'Account number',
  bankReferenceFormat: 'Payment reference',
  paymentPortalUrl: 'Payment portal address',
  passRatePercent: 'Pass rate',
  bookingHoldHours: 'Booking hold',
  freeChangeHours: 'Free moves and cancellations',
  lateChangeHours: 'Instructor decides under',
  lateChangeForfeitPercent: 'Late change forfeit',
  movesAllowed: 'Moves allowed per booking',
  defaultReminderType: 'Default reminder type',
  defaultEnable24h: '24-hour reminder by default',
  defaultEnable2h: '2-hour reminder by default',
};
