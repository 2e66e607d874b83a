import { z } from 'zod';
import { DEFAULT_ENABLE_2H, DEFAULT_ENABLE_24H } from '../../../../core/messaging/reminders/reminder-schemas';
import {
  DEFAULT_BANK_REFERENCE_FORMAT,
  DEFAULT_CANCELLATION_TERMS,
} from '../../../../core/school/settings/school-figures';
import {
  accountNumberSchema,
  bankReferenceFormatSchema,
  LATE_CHANGE_HOURS_MESSAGE,
  SCHOOL_SETTING_KEYS,
  type SchoolSettings,
  type SchoolSettingsPatch,
  sortCodeSchema,
  ukPhoneSchema,
  whatsappNumberSchema,
} from '../../../../core/school/settings/school-settings-schemas';
import type { AppDependencies } from '../../../app-types';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import type { Env } from '../../../env';
import { badRequest } from '../../../lib/app-error';
import {
  type FirstStartSchoolSettings,
  fillMissingSchoolSettings,
  findSchoolSettingsRow,
  lockSchoolSettingsRow,
  notifySchoolSettingsChanged,
  SCHOOL_SETTINGS_CHANNEL,
  type SchoolSettingsRow,
  updateSchoolSettingsRow,
} from './school-settings-repository';
import { insertSettingsChanges, type SettingsChangeAuthor } from './settings-history-repository';

/** What reading the settings needs: the database, and the environment for the first-start fill. */
export type SchoolSettingsDeps = Pick<AppDependencies, 'database' | 'env'> &
  Partial<Pick<AppDependencies, 'logger'>>;

/*
 * The values a first start uses when the environment's own is one the Settings form would refuse
 * (the env schema is looser: SCHOOL_PHONE need not be a UK number). The start goes on with this
 * value and a warning; the instructor corrects it in Settings.
 */
const BUILT_IN_DEFAULTS = {
  schoolName: 'Birmingham Automatic Driving School',
  phone: '0121 496 0123',
  whatsappNumber: '447700900123',
  email: 'bookings@example.com',
  bankAccountName: 'Demo Driving School Ltd',
  bankSortCode: '00-00-00',
  bankAccountNumber: '00000000',
} as const;

function acceptedOrDefault<T>(
  deps: Pick<SchoolSettingsDeps, 'logger'>,
  variable: string,
  schema: z.ZodType<T>,
  value: unknown,
  fallback: T,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  deps.logger?.warn(
    { variable, problem: parsed.error.issues[0]?.message },
    `${variable} is not a value the school's settings accept; using ${String(fallback)} until it is changed in the dashboard's Settings`,
  );
  return fallback;
}

const schoolNameSchema = z.string().trim().min(2).max(100);
const emailSchema = z.email().trim().max(254);
const accountNameSchema = z.string().trim().min(2).max(70);
const portalUrlSchema = z.url({ protocol: /^https$/ }).max(500);

/** The first-start values: the environment's where the settings' own schema accepts them. */
export function readFirstStartSchoolSettings(
  env: Env,
  deps: Pick<SchoolSettingsDeps, 'logger'>,
): FirstStartSchoolSettings {
  const portal = env.PAYMENT_PORTAL_URL
    ? acceptedOrDefault<string | null>(
        deps,
        'PAYMENT_PORTAL_URL',
        portalUrlSchema,
        env.PAYMENT_PORTAL_URL,
        null,
      )
    : null;
  return {
    schoolName: acceptedOrDefault(
      deps,
      'SCHOOL_NAME',
      schoolNameSchema,
      env.SCHOOL_NAME,
      BUILT_IN_DEFAULTS.schoolName,
    ),
    phone: acceptedOrDefault(deps, 'SCHOOL_PHONE', ukPhoneSchema, env.SCHOOL_PHONE, BUILT_IN_DEFAULTS.phone),
    whatsappNumber: acceptedOrDefault(
      deps,
      'SCHOOL_WHATSAPP',
      whatsappNumberSchema,
      env.SCHOOL_WHATSAPP,
      BUILT_IN_DEFAULTS.whatsappNumber,
    ),
    email: acceptedOrDefault(deps, 'SCHOOL_EMAIL', emailSchema, env.SCHOOL_EMAIL, BUILT_IN_DEFAULTS.email),
    bankAccountName: acceptedOrDefault(
      deps,
      'BANK_ACCOUNT_NAME',
      accountNameSchema,
      env.BANK_ACCOUNT_NAME,
      BUILT_IN_DEFAULTS.bankAccountName,
    ),
    bankSortCode: acceptedOrDefault(
      deps,
      'BANK_SORT_CODE',
      sortCodeSchema,
      env.BANK_SORT_CODE,
      BUILT_IN_DEFAULTS.bankSortCode,
    ),
    bankAccountNumber: acceptedOrDefault(
      deps,
      'BANK_ACCOUNT_NUMBER',
      accountNumberSchema,
      env.BANK_ACCOUNT_NUMBER,
      BUILT_IN_DEFAULTS.bankAccountNumber,
    ),
    bankReferenceFormat: bankReferenceFormatSchema.parse(DEFAULT_BANK_REFERENCE_FORMAT),
    paymentPortalUrl: portal,
    bookingHoldHours: env.BOOKING_HOLD_HOURS,
    ...DEFAULT_CANCELLATION_TERMS,
    defaultEnable24h: DEFAULT_ENABLE_24H,
    defaultEnable2h: DEFAULT_ENABLE_2H,
  };
}

/**
 * Fills the settings still empty from the environment: at start, and on a reader's first look at
 * a database that has never been started (tests). A value already there is never replaced, so a
 * later change of the environment leaves what the school saved alone.
 */
export async function fillSchoolSettingsFromEnv(
  db: DatabaseExecutor,
  env: Env,
  deps: Pick<SchoolSettingsDeps, 'logger'>,
): Promise<void> {
  await fillMissingSchoolSettings(db, readFirstStartSchoolSettings(env, deps));
}

/** The stored row as settings; null while the first-start fill has not run. */
function toSchoolSettings(row: SchoolSettingsRow | undefined): SchoolSettings | null {
  if (!row) return null;
  const {
    schoolName,
    phone,
    whatsappNumber,
    email,
    bankAccountName,
    bankSortCode,
    bankAccountNumber,
    bankReferenceFormat,
    bookingHoldHours,
    freeChangeHours,
    lateChangeHours,
    lateChangeForfeitPercent,
    movesAllowed,
    defaultEnable24h,
    defaultEnable2h,
  } = row;
  if (
    schoolName === null ||
    phone === null ||
    whatsappNumber === null ||
    email === null ||
    bankAccountName === null ||
    bankSortCode === null ||
    bankAccountNumber === null ||
    bankReferenceFormat === null ||
    bookingHoldHours === null ||
    freeChangeHours === null ||
    lateChangeHours === null ||
    lateChangeForfeitPercent === null ||
    movesAllowed === null ||
    defaultEnable24h === null ||
    defaultEnable2h === null
  ) {
    return null;
  }
  return {
    schoolName,
    phone,
    whatsappNumber,
    email,
    bankAccountName,
    bankSortCode,
    bankAccountNumber,
    bankReferenceFormat,
    paymentPortalUrl: row.paymentPortalUrl,
    passRatePercent: row.passRatePercent,
    bookingHoldHours,
    freeChangeHours,
    lateChangeHours,
    lateChangeForfeitPercent,
    movesAllowed,
    // A check constraint keeps it one of the types.
    defaultReminderType: row.defaultReminderType,
    defaultEnable24h,
    defaultEnable2h,
  };
}

async function loadSchoolSettings(deps: SchoolSettingsDeps, db: DatabaseExecutor): Promise<SchoolSettings> {
  const stored = toSchoolSettings(await findSchoolSettingsRow(db));
  if (stored) return stored;
  await fillSchoolSettingsFromEnv(db, deps.env, deps);
  const filled = toSchoolSettings(await findSchoolSettingsRow(db));
  if (!filled) throw new Error('school_settings is still incomplete after the first-start fill');
  return filled;
}

/*
 * Kept in memory per database: every booking, e-mail and page reads them, and they change rarely.
 * Dropped when a change commits, in this process at once and in others by NOTIFY.
 */
const kept = new WeakMap<Database, Promise<SchoolSettings>>();

/**
 * The school's settings as they are now. Inside a transaction pass it as `db`: on the embedded
 * database a read outside an open transaction would wait for it to end.
 */
export function getSchoolSettings(deps: SchoolSettingsDeps, db?: DatabaseExecutor): Promise<SchoolSettings> {
  const key = deps.database.db;
  const known = kept.get(key);
  if (known) return known;
  const loading = loadSchoolSettings(deps, db ?? key);
  kept.set(key, loading);
  loading.catch(() => {
    if (kept.get(key) === loading) kept.delete(key);
  });
  return loading;
}

/** Drops the kept copy (a change committed, here or in another process; a restore). */
export function forgetSchoolSettings(db: Database): void {
  kept.delete(db);
}

/** The settings row was replaced wholesale (a backup restored): every process reads it again. */
export async function announceSchoolSettingsReplaced(
  deps: Pick<SchoolSettingsDeps, 'database'>,
): Promise<void> {
  forgetSchoolSettings(deps.database.db);
  await notifySchoolSettingsChanged(deps.database.db);
}

/**
 * Saves the settings a request changes, in one transaction with the row locked: the late/free
 * order is checked against the stored value of a field the request leaves out, and each changed
 * value is written to the history with who changed it.
 */
export async function updateSchoolSettings(
  deps: SchoolSettingsDeps & Pick<AppDependencies, 'now'>,
  patch: SchoolSettingsPatch,
  author: SettingsChangeAuthor,
): Promise<SchoolSettings> {
  const { db } = deps.database;
  // The first-start fill, outside the transaction that locks the row.
  await getSchoolSettings(deps);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const current = toSchoolSettings(await lockSchoolSettingsRow(tx));
    if (!current) throw new Error('school_settings is incomplete after the first-start fill');
    const next: SchoolSettings = { ...current, ...patch };
    if (next.lateChangeHours > next.freeChangeHours) {
      throw badRequest(LATE_CHANGE_HOURS_MESSAGE, { lateChangeHours: LATE_CHANGE_HOURS_MESSAGE });
    }
    await updateSchoolSettingsRow(tx, patch, now);
    await insertSettingsChanges(
      tx,
      author,
      now,
      SCHOOL_SETTING_KEYS.filter((key) => patch[key] !== undefined).map((key) => ({
        area: 'school' as const,
        subject: null,
        field: key,
        oldValue: current[key],
        newValue: next[key],
      })),
    );
    await notifySchoolSettingsChanged(tx);
  });
  forgetSchoolSettings(db);
  return getSchoolSettings(deps);
}

/**
 * Drops this process's copy whenever any process commits a change, and calls `forgetAlso` (other
 * copies that follow the same channel: the recorded pass rate). Answers a function that stops.
 */
export async function startSchoolSettingsEvents(
  deps: SchoolSettingsDeps,
  forgetAlso: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const { db } = deps.database;
  const forget = () => {
    forgetSchoolSettings(db);
    forgetAlso();
  };
  return deps.database.listen(SCHOOL_SETTINGS_CHANNEL, {
    onNotify: forget,
    // Changes may have been missed while the connection was down.
    onReconnect: forget,
    onError: (error) => {
      forget();
      deps.logger?.warn({ err: error }, 'settings notification connection failed; retrying');
    },
  });
}

/**
 * What the saved settings leave unset, said once at start. Not the environment's: after the first
 * start the dashboard's Settings decide, and the variables no longer change anything.
 */
export function describeUnsetSchoolSettings(settings: SchoolSettings): string[] {
  const notes: string[] = [];
  if (!settings.paymentPortalUrl) notes.push("external payment portal not set (the dashboard's Settings)");
  if (settings.bankAccountNumber === BUILT_IN_DEFAULTS.bankAccountNumber)
    notes.push("bank details are demo values (change them in the dashboard's Settings)");
  return notes;
}
