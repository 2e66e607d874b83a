import { type CancellationTerms, pickCancellationTerms } from '../../core/school/settings/school-figures';
import type { DatabaseExecutor } from '../db/database-client';
import {
  getSchoolSettings,
  type SchoolSettingsDeps,
} from '../modules/school/settings/school-settings-service';

/** How the school is named and reached in e-mails and messages. */
export interface SchoolContact {
  schoolName: string;
  phone: string;
  email: string;
  publicUrl: string;
  /** The cancellation terms' figures, for the sentences that quote them. */
  terms: CancellationTerms;
  /** 'BOOKING-{id}': how a booking's reference is written (formatBookingReference). */
  bankReferenceFormat: string;
}

/** The school's contact and payment details, for e-mails that ask for money. */
export interface SchoolDetails extends SchoolContact {
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  paymentPortalUrl: string | undefined;
}

/**
 * The school's details as its settings say now (one place, so every e-mail says the same). Inside
 * a transaction pass it as `db` (see getSchoolSettings).
 */
export async function getSchoolDetails(
  deps: SchoolSettingsDeps,
  db?: DatabaseExecutor,
): Promise<SchoolDetails> {
  const settings = await getSchoolSettings(deps, db);
  return {
    schoolName: settings.schoolName,
    phone: settings.phone,
    email: settings.email,
    publicUrl: deps.env.PUBLIC_URL,
    terms: pickCancellationTerms(settings),
    bankAccountName: settings.bankAccountName,
    bankSortCode: settings.bankSortCode,
    bankAccountNumber: settings.bankAccountNumber,
    bankReferenceFormat: settings.bankReferenceFormat,
    paymentPortalUrl: settings.paymentPortalUrl ?? undefined,
  };
}
