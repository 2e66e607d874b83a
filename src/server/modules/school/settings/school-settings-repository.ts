import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SchoolSettingsPatch } from '../../../../core/school/settings/school-settings-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { schoolSettings } from '../../../db/schema';

export type SchoolSettingsRow = typeof schoolSettings.$inferSelect;

/** The PostgreSQL NOTIFY channel a committed settings change is announced on (every process drops its copy). */
export const SCHOOL_SETTINGS_CHANNEL = 'school_settings_changed';

/** The school's details and terms the first start fills from the environment (null until then). */
export interface FirstStartSchoolSettings {
  schoolName: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  bankReferenceFormat: string;
  paymentPortalUrl: string | null;
  bookingHoldHours: number;
  freeChangeHours: number;
  lateChangeHours: number;
  lateChangeForfeitPercent: number;
  movesAllowed: number;
  defaultEnable24h: boolean;
  defaultEnable2h: boolean;
}

export async function findSchoolSettingsRow(db: DatabaseExecutor): Promise<SchoolSettingsRow | undefined> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
  return row;
}

/** The row, locked until the transaction ends (one change at a time). */
export async function lockSchoolSettingsRow(db: DatabaseExecutor): Promise<SchoolSettingsRow | undefined> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1)).for('update');
  return row;
}

/** Keeps the stored value when there is one; fills it from the first-start value when null. */
function keepStored(column: PgColumn) {
  return sql`coalesce(${sql.raw(`"school_settings"."${column.name}"`)}, ${sql.raw(`excluded."${column.name}"`)})`;
}

/**
 * Fills the settings still null with the first-start values, in one statement: servers starting
 * together, or readers racing on a fresh database, each leave a value someone saved alone.
 */
export async function fillMissingSchoolSettings(
  db: DatabaseExecutor,
  values: FirstStartSchoolSettings,
): Promise<void> {
  await db
    .insert(schoolSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: schoolSettings.id,
      set: {
        schoolName: keepStored(schoolSettings.schoolName),
        phone: keepStored(schoolSettings.phone),
        whatsappNumber: keepStored(schoolSettings.whatsappNumber),
        email: keepStored(schoolSettings.email),
        bankAccountName: keepStored(schoolSettings.bankAccountName),
        bankSortCode: keepStored(schoolSettings.bankSortCode),
        bankAccountNumber: keepStored(schoolSettings.bankAccountNumber),
        bankReferenceFormat: keepStored(schoolSettings.bankReferenceFormat),
        // Null is a real value here (no external payment page): only a first fill sets it.
        paymentPortalUrl: sql`case when ${sql.raw('"school_settings"."booking_hold_hours"')} is null then ${sql.raw('excluded."payment_portal_url"')} else ${sql.raw('"school_settings"."payment_portal_url"')} end`,
        bookingHoldHours: keepStored(schoolSettings.bookingHoldHours),
        freeChangeHours: keepStored(schoolSettings.freeChangeHours),
        lateChangeHours: keepStored(schoolSettings.lateChangeHours),
        lateChangeForfeitPercent: keepStored(schoolSettings.lateChangeForfeitPercent),
        movesAllowed: keepStored(schoolSettings.movesAllowed),
        defaultEnable24h: keepStored(schoolSettings.defaultEnable24h),
        defaultEnable2h: keepStored(schoolSettings.defaultEnable2h),
      },
    });
}

export async function updateSchoolSettingsRow(
  db: DatabaseExecutor,
  patch: SchoolSettingsPatch,
  now: Date,
): Promise<void> {
  await db
    .update(schoolSettings)
    .set({ ...patch, updatedAt: now })
    .where(eq(schoolSettings.id, 1));
}

/** Announces a change; sent inside its transaction, so it arrives at commit. */
export async function notifySchoolSettingsChanged(db: DatabaseExecutor): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SCHOOL_SETTINGS_CHANNEL}, '')`);
}
