import { describe, expect, it } from 'vitest';
import {
  LATE_CHANGE_HOURS_MESSAGE,
  MOVES_ALLOWED_MESSAGE,
  PAYMENT_PORTAL_URL_MESSAGE,
  REFERENCE_FORMAT_MESSAGE,
  type SchoolSettings,
  SORT_CODE_MESSAGE,
  UK_PHONE_MESSAGE,
} from '../../../../core/school/settings/school-settings-schemas';
import { toServerFieldErrors } from '../../../lib/server-field-errors';
import {
  BANK_DETAILS_FIELDS,
  BOOKING_TERMS_FIELDS,
  bankDetailsFormSchema,
  bookingTermsFormSchema,
  getChangedSettings,
  previewBankReference,
  REMINDER_DEFAULTS_FIELDS,
  SCHOOL_DETAILS_FIELDS,
  schoolDetailsFormSchema,
  toBankDetailsValues,
  toBookingTermsValues,
  toOptionalUrl,
  toReminderDefaultsValues,
  toSchoolDetailsValues,
  toWholeNumberInput,
} from './school-settings-form';

const saved: SchoolSettings = {
  schoolName: 'Birmingham Automatic Driving School',
  phone: '0121 496 0123',
  whatsappNumber: '447700900123',
  email: 'hello@example.com',
  bankAccountName: 'BADS Ltd',
  bankSortCode: '12-34-56',
  bankAccountNumber: '12345678',
  bankReferenceFormat: 'BOOKING-{id}',
  paymentPortalUrl: null,
  passRatePercent: 92,
  bookingHoldHours: 48,
  freeChangeHours: 48,
  lateChangeHours: 24,
  lateChangeForfeitPercent: 50,
  movesAllowed: 2,
  defaultReminderType: 'sms',
  defaultEnable24h: true,
  defaultEnable2h: false,
};

function firstMessage(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the sections', () => {
  it('cover every setting exactly once', () => {
    const all = [
      ...SCHOOL_DETAILS_FIELDS,
      ...BANK_DETAILS_FIELDS,
      ...BOOKING_TERMS_FIELDS,
      ...REMINDER_DEFAULTS_FIELDS,
    ];
    expect([...all].sort()).toEqual(Object.keys(saved).sort());
  });

  it('start from the saved settings of their own fields', () => {
    expect(toSchoolDetailsValues(saved)).toEqual({
      schoolName: saved.schoolName,
      phone: saved.phone,
      whatsappNumber: saved.whatsappNumber,
      email: saved.email,
      paymentPortalUrl: null,
      passRatePercent: 92,
    });
    expect(Object.keys(toBankDetailsValues(saved))).toEqual([...BANK_DETAILS_FIELDS]);
    expect(Object.keys(toBookingTermsValues(saved))).toEqual([...BOOKING_TERMS_FIELDS]);
    expect(toReminderDefaultsValues(saved)).toEqual({
      defaultReminderType: 'sms',
      defaultEnable24h: true,
      defaultEnable2h: false,
    });
  });
});

describe('validation on the client (the server’s messages)', () => {
  it('refuses a sort code or phone the server refuses, with its message', () => {
    const bank = bankDetailsFormSchema.safeParse({ ...toBankDetailsValues(saved), bankSortCode: '123456' });
    expect(firstMessage(bank)).toEqual([['bankSortCode', SORT_CODE_MESSAGE]]);
    const details = schoolDetailsFormSchema.safeParse({ ...toSchoolDetailsValues(saved), phone: '555 1234' });
    expect(firstMessage(details)).toEqual([['phone', UK_PHONE_MESSAGE]]);
  });

  it('refuses a portal address that is not https, and accepts none', () => {
    const http = schoolDetailsFormSchema.safeParse({
      ...toSchoolDetailsValues(saved),
      paymentPortalUrl: 'http://pay.example.com',
    });
    expect(firstMessage(http)).toEqual([['paymentPortalUrl', PAYMENT_PORTAL_URL_MESSAGE]]);
    expect(
      schoolDetailsFormSchema.safeParse({ ...toSchoolDetailsValues(saved), paymentPortalUrl: null }).success,
    ).toBe(true);
  });

  it('refuses a late window longer than the free one, on the late field', () => {
    const terms = bookingTermsFormSchema.safeParse({ ...toBookingTermsValues(saved), lateChangeHours: 72 });
    expect(firstMessage(terms)).toEqual([['lateChangeHours', LATE_CHANGE_HOURS_MESSAGE]]);
  });

  it('gives an empty number box its field message (NaN)', () => {
    const terms = bookingTermsFormSchema.safeParse({
      ...toBookingTermsValues(saved),
      movesAllowed: toWholeNumberInput(''),
    });
    expect(firstMessage(terms)).toEqual([['movesAllowed', MOVES_ALLOWED_MESSAGE]]);
  });

  it('reads a reference format in capitals, keeping {id}', () => {
    const bank = bankDetailsFormSchema.parse({
      ...toBankDetailsValues(saved),
      bankReferenceFormat: ' ads-{id} ',
    });
    expect(bank.bankReferenceFormat).toBe('ADS-{id}');
    const missing = bankDetailsFormSchema.safeParse({
      ...toBankDetailsValues(saved),
      bankReferenceFormat: 'BOOKING',
    });
    expect(firstMessage(missing)).toEqual([['bankReferenceFormat', REFERENCE_FORMAT_MESSAGE]]);
  });
});

describe('getChangedSettings', () => {
  it('is empty when nothing changed', () => {
    expect(getChangedSettings(saved, toSchoolDetailsValues(saved), SCHOOL_DETAILS_FIELDS)).toEqual({});
  });

  it('holds only the changed settings of the section', () => {
    const values = {
      ...toSchoolDetailsValues(saved),
      phone: '0121 496 0999',
      paymentPortalUrl: 'https://pay.example.com',
    };
    expect(getChangedSettings(saved, values, SCHOOL_DETAILS_FIELDS)).toEqual({
      phone: '0121 496 0999',
      paymentPortalUrl: 'https://pay.example.com',
    });
  });

  it('sends a cleared portal address as null, and a switched-off default as false', () => {
    const withPortal = { ...saved, paymentPortalUrl: 'https://pay.example.com' };
    expect(getChangedSettings(withPortal, toSchoolDetailsValues(saved), SCHOOL_DETAILS_FIELDS)).toEqual({
      paymentPortalUrl: null,
    });
    const values = { ...toReminderDefaultsValues(saved), defaultEnable24h: false };
    expect(getChangedSettings(saved, values, REMINDER_DEFAULTS_FIELDS)).toEqual({ defaultEnable24h: false });
  });
});

describe('inputs', () => {
  it('reads an empty portal box as no portal', () => {
    expect(toOptionalUrl('')).toBeNull();
    expect(toOptionalUrl('   ')).toBeNull();
    expect(toOptionalUrl(' https://pay.example.com ')).toBe('https://pay.example.com');
    expect(toOptionalUrl(null)).toBeNull();
  });

  it('reads number boxes', () => {
    expect(toWholeNumberInput('48')).toBe(48);
    expect(toWholeNumberInput(7)).toBe(7);
    expect(toWholeNumberInput('')).toBeNaN();
    expect(toWholeNumberInput('abc')).toBeNaN();
  });
});

describe('previewBankReference', () => {
  it('shows booking 12 under the format', () => {
    expect(previewBankReference('BOOKING-{id}')).toBe('BOOKING-12');
    expect(previewBankReference('bads{id}')).toBe('BADS12');
  });

  it('shows nothing while the format is not valid', () => {
    expect(previewBankReference('BOOKING')).toBeNull();
    expect(previewBankReference('A VERY LONG REFERENCE-{id}')).toBeNull();
  });
});

describe("the server's field messages", () => {
  it('land on the fields of the section that sent them, others dropped', () => {
    const fields = { bankSortCode: SORT_CODE_MESSAGE, phone: UK_PHONE_MESSAGE };
    expect(toServerFieldErrors(fields, BANK_DETAILS_FIELDS)).toEqual([
      { name: 'bankSortCode', message: SORT_CODE_MESSAGE },
    ]);
  });
});
