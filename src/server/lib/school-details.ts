import type { Env } from '../env';

/** How the school is named and reached in e-mails and messages. */
export interface SchoolContact {
  schoolName: string;
  phone: string;
  publicUrl: string;
}

/** The school's contact and payment details, for e-mails that ask for money. */
export interface SchoolDetails extends SchoolContact {
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  paymentPortalUrl: string | undefined;
}

/** The school's details as configured (one place, so every e-mail says the same). */
export function getSchoolDetails(env: Env): SchoolDetails {
  return {
    schoolName: env.SCHOOL_NAME,
    phone: env.SCHOOL_PHONE,
    publicUrl: env.PUBLIC_URL,
    bankAccountName: env.BANK_ACCOUNT_NAME,
    bankSortCode: env.BANK_SORT_CODE,
    bankAccountNumber: env.BANK_ACCOUNT_NUMBER,
    paymentPortalUrl: env.PAYMENT_PORTAL_URL,
  };
}
