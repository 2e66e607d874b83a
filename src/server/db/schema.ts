import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUS_VALUES,
  DRIVING_EXPERIENCE_OPTIONS,
  INSTRUCTOR_PREFERENCE_OPTIONS,
  PAYMENT_STATUS_VALUES,
} from '../../core/bookings/booking/booking-schemas';
import { IDENTITY_FLAGS } from '../../core/bookings/booking/learner-identity';
import {
  WAITING_LIST_INSTRUCTOR_CHOICES,
  WAITING_LIST_STATUSES,
} from '../../core/bookings/waiting-list/waiting-list-schemas';
import { CALENDAR_CONNECTION_STATUS_VALUES } from '../../core/diary/calendar/calendar-schemas';
import { LESSON_CHANGE_WINDOW_VALUES } from '../../core/diary/lesson-changes/lesson-change-rules';
import {
  LESSON_CHANGE_KIND_VALUES,
  LESSON_CHANGE_REQUESTER_VALUES,
  LESSON_CHANGE_STATUS_VALUES,
} from '../../core/diary/lesson-changes/lesson-change-schemas';
import { COVER_OFFER_STATUS_VALUES } from '../../core/diary/lesson-cover/lesson-cover-schemas';
import { LESSON_STATUS_VALUES } from '../../core/diary/lessons/lessons-schemas';
import { TIME_OFF_REASON_VALUES } from '../../core/diary/time-off/time-off-schemas';
import {
  HAND_OVER_EVENT_VALUES,
  HAND_OVER_KIND_VALUES,
  HAND_OVER_NOTE_MAX,
  HAND_OVER_STATUS_VALUES,
} from '../../core/learners/hand-overs/hand-over-schemas';
import { STUDENT_SOURCE_VALUES } from '../../core/learners/students-schemas';
import { SENDER_ROLES } from '../../core/messaging/chat/chat-schemas';
import { DELIVERY_CHANNEL_VALUES, OUTBOX_STATUS_VALUES } from '../../core/messaging/outbox/outbox-schemas';
import { AGENDA_CHANNELS } from '../../core/messaging/push/push-schemas';
import {
  REMINDER_LOG_KIND_VALUES,
  REMINDER_LOG_STATUS_VALUES,
  REMINDER_TYPE_VALUES,
} from '../../core/messaging/reminders/reminder-schemas';
import { LEDGER_PAYMENT_METHOD_VALUES } from '../../core/money/ledger/ledger-schemas';
import { EXPENSE_CATEGORY_VALUES } from '../../core/money/money-schemas';
import {
  BASIS_POINTS_IN_WHOLE,
  MAX_REFERRAL_FEE_PENCE,
  MAX_WEEKLY_FRANCHISE_PENCE,
  SCHOOL_FEE_MODEL_KINDS,
} from '../../core/money/school-fees';
import { MAX_SETTLEMENT_PENCE, SETTLEMENT_DIRECTIONS } from '../../core/money/settling-up';
import { TURNOVER_BASES } from '../../core/money/turnover-basis';
import { BADGE_TYPE_VALUES } from '../../core/partner-network/application-vetting';
import {
  APPLICATION_STATUS_VALUES,
  EXPERIENCE_YEARS_VALUES,
  FLEXIBILITY_VALUES,
  HOURLY_RATE_VALUES,
  VEHICLE_TYPE_VALUES,
  WORK_HOURS_VALUES,
} from '../../core/partner-network/instructor-application-schemas';
import {
  NETWORK_LESSON_TYPE_VALUES,
  NETWORK_REQUEST_STATUS_VALUES,
  URGENCY_LEVEL_VALUES,
} from '../../core/partner-network/network-request-schemas';
import {
  EMAIL_OUTCOME_VALUES,
  NETWORK_OFFER_KIND_VALUES,
  NETWORK_OFFER_STATUS_VALUES,
  NETWORK_REQUEST_EVENT_VALUES,
} from '../../core/partner-network/request-offer-schemas';
import {
  INSTRUCTOR_GEARBOX_VALUES,
  INSTRUCTOR_GENDER_VALUES,
  INSTRUCTOR_QUALIFICATION_VALUES,
  INSTRUCTOR_STATUS_VALUES,
} from '../../core/platform/auth/instructor-accounts-schemas';
import {
  INSTRUCTOR_PHOTO_CONTENT_TYPES,
  INSTRUCTOR_PHOTO_MAX_BYTES,
} from '../../core/platform/auth/instructor-photo-schemas';
import { INSTRUCTOR_ROLE_VALUES } from '../../core/platform/auth/instructor-roles';
import { ASSESSMENT_OPTIONS } from '../../core/progress/note-skills';
import { SKILL_LEVEL_VALUES } from '../../core/progress/skill-levels';
import { PRACTICAL_TEST_STATUS_VALUES } from '../../core/progress/test-record-schemas';
import { LEAD_SOURCE_VALUES } from '../../core/school/marketing/lead-schemas';
import { SETTINGS_CHANGE_AREAS } from '../../core/school/settings/settings-history-schemas';

/*
 * The whole data model of both spec documents, as settled by shared/decisions.md.
 * Integrity lives here: foreign keys, unique keys, check constraints for every enumeration,
 * amount and duration. The exclusion constraints that drizzle cannot express (overlapping
 * slots, overlapping lessons) are in the custom migration `0001_overlap_constraints.sql`.
 * Instants are timestamptz; Europe/London wall-clock dates and times exist only at the API edge.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Renders `column IN ('a', 'b')` for a check constraint over a fixed list of values. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`${column} IN (${list})`);
}

// The value lists of the check constraints and the column types come from core, where the forms
// and schemas read them (issue 35: one source); the few below are the database's own, named
// nowhere else. A column's `{ enum }` only types it in TypeScript (selects return the union, inserts
// take only its values); its check constraint is what enforces the list.
const USER_ROLES = ['student'] as const;
/** How a booking is (to be) paid: the learner's choice, or the checkout that took the money. */
const PAYMENT_METHODS = ['card', 'bank_transfer', 'portal', 'shop', 'in_person'] as const;
const PAYMENT_PROVIDERS = ['stripe', 'woocommerce'] as const;
const ALTERNATIVE_RESPONSES = ['accepted', 'declined'] as const;
const CALENDAR_PROVIDERS = ['google'] as const;
/** What a sign-in failure is counted against (docs/decisions/0015-sign-in-throttling.md). */
export const SIGN_IN_THROTTLE_KINDS = ['pair', 'address', 'device'] as const;

// ---------------------------------------------------------------------------------------------
// People

/** Learners ("users" in the spec; role is always student). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique('users_username_unique'),
    // Stored lower-cased so the unique key is case-insensitive.
    email: text('email').notNull().unique('users_email_unique'),
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('student'),
    drivingExperience: text('driving_experience', { enum: DRIVING_EXPERIENCE_OPTIONS }),
    source: text('source', { enum: STUDENT_SOURCE_VALUES }).notNull().default('booking'),
    /** Archived by the instructor: off every list; their lessons and money stay (the ledger). */
    archivedAt: instant('archived_at'),
    /** When the learner was last told of a chat reply by their reminder channel (at most once per 15 minutes). */
    chatNoticeSentAt: instant('chat_notice_sent_at'),
    /**
     * When the instructor was last e-mailed about this learner's chat messages, for an instructor with
     * no device hearing them (issue 24): at most once per 15 minutes per conversation.
     */
    instructorChatNoticeSentAt: instant('instructor_chat_notice_sent_at'),
    /*
     * The pupil record (docs/decisions/0036-the-learners-page-and-pupil-record.md). Where to pick
     * the learner up: the learner and the instructor both keep it.
     */
    pickupAddress: text('pickup_address'),
    /** 'B13 9AB': upper case, one space. */
    pickupPostcode: text('pickup_postcode'),
    /** Instructor-only, personal data: never in a learner's or guardian's answer, never logged. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Instructor-only: the DVLA's 16 characters, upper case. */
    provisionalLicenceNumber: text('provisional_licence_number'),
    /**
     * The learner's instructor (issue 37, docs/decisions/0047-who-sees-what.md): who sees them besides
     * the owner and anyone who teaches them. Null only for a learner whose instructor's account is gone.
     */
    instructorId: integer('instructor_id').references((): AnyPgColumn => instructors.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lower_check', sql`${t.email} = lower(${t.email}) AND position('@' in ${t.email}) > 1`),
    check('users_full_name_check', sql`char_length(${t.fullName}) BETWEEN 2 AND 200`),
    index('users_instructor_id_idx').on(t.instructorId),
    check('users_role_check', oneOf('role', USER_ROLES)),
    check('users_source_check', oneOf('source', STUDENT_SOURCE_VALUES)),
    check(
      'users_pickup_address_check',
      sql`${t.pickupAddress} IS NULL OR char_length(${t.pickupAddress}) BETWEEN 1 AND 200`,
    ),
    check(
      'users_pickup_postcode_check',
      sql`${t.pickupPostcode} IS NULL OR ${t.pickupPostcode} ~ '^[A-Z0-9]{2,4} [0-9][A-Z]{2}$'`,
    ),
    check(
      'users_provisional_licence_number_check',
      sql`${t.provisionalLicenceNumber} IS NULL OR ${t.provisionalLicenceNumber} ~ '^[A-Z][A-Z9]{4}[0-9]{6}[A-Z][A-Z9][0-9][A-Z0-9]{2}$'`,
    ),
    check(
      'users_driving_experience_check',
      sql`driving_experience IS NULL OR ${oneOf('driving_experience', DRIVING_EXPERIENCE_OPTIONS)}`,
    ),
  ],
);

export const instructors = pgTable(
  'instructors',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('instructors_email_unique'),
    /**
     * The name learners see (INSTRUCTOR_NAME); null when none is configured, and pages then say
     * "your instructor" rather than show a made-up name (docs/decisions/0019-learner-journey.md).
     */
    fullName: text('full_name'),
    passwordHash: text('password_hash').notNull(),
    /**
     * 'owner' (the school's lead instructor: every screen, the Outbox included) or 'instructor'
     * (docs/decisions/0031). A new row is an instructor; the seed makes the configured one the owner.
     */
    role: text('role', { enum: INSTRUCTOR_ROLE_VALUES }).notNull().default('instructor'),
    /** The daily agenda (issue 24): London time 'HH:MM' it is sent at, or null for none. */
    agendaTime: text('agenda_time'),
    /** How the agenda arrives: 'push' (to every device that hears it) or 'email'. */
    agendaChannel: text('agenda_channel', { enum: AGENDA_CHANNELS }).notNull().default('email'),
    /** The London date the last agenda was sent on: once a day, whatever restarts. */
    agendaSentOn: date('agenda_sent_on'),
    /** 'suspended': cannot sign in, every session ended, every record kept (docs/decisions/0046). */
    status: text('status', { enum: INSTRUCTOR_STATUS_VALUES }).notNull().default('active'),
    /*
     * The profile an invited instructor sets (issue 37); null until set (the owner from before
     * roles has none yet). Gender is optional and self-described, used only for learners' preference.
     */
    gender: text('gender', { enum: INSTRUCTOR_GENDER_VALUES }),
    qualification: text('qualification', { enum: INSTRUCTOR_QUALIFICATION_VALUES }),
    gearbox: text('gearbox', { enum: INSTRUCTOR_GEARBOX_VALUES }),
    carMake: text('car_make'),
    carModel: text('car_model'),
    /** Names from the school's areas (core/school/content/areas-covered.ts). */
    areas: text('areas').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    /** Phone and WhatsApp. */
    phone: text('phone'),
    /**
     * The demo school's second instructor (issue 37): made up by the seed, removed with the rest of
     * the demo data (docs/decisions/0052).
     */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('instructors_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('instructors_status_check', oneOf('status', INSTRUCTOR_STATUS_VALUES)),
    check('instructors_gender_check', sql`gender IS NULL OR ${oneOf('gender', INSTRUCTOR_GENDER_VALUES)}`),
    check(
      'instructors_qualification_check',
      sql`qualification IS NULL OR ${oneOf('qualification', INSTRUCTOR_QUALIFICATION_VALUES)}`,
    ),
    check(
      'instructors_gearbox_check',
      sql`gearbox IS NULL OR ${oneOf('gearbox', INSTRUCTOR_GEARBOX_VALUES)}`,
    ),
    check(
      'instructors_full_name_check',
      sql`${t.fullName} IS NULL OR char_length(btrim(${t.fullName})) >= 2`,
    ),
    check('instructors_password_hash_check', sql`${t.passwordHash} LIKE '$argon2id$%'`),
    check(
      'instructors_agenda_time_check',
      sql`${t.agendaTime} IS NULL OR ${t.agendaTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('instructors_agenda_channel_check', oneOf('agenda_channel', AGENDA_CHANNELS)),
    check('instructors_role_check', oneOf('role', INSTRUCTOR_ROLE_VALUES)),
  ],
);

/**
 * PostgreSQL's `bytea`, as a Buffer (drizzle-orm 0.45 has no column of its own for it). The
 * node-postgres driver reads it as a Buffer, PGlite as a Uint8Array: both come out as a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An instructor's photo (issue 37, docs/decisions/0049): the resized image itself, in the database
 * so backups and both engines carry it with no file store beside them. A table of its own, not
 * columns of `instructors`, so no query of the accounts ever reads the bytes by accident.
 */
export const instructorPhotos = pgTable(
  'instructor_photos',
  {
    instructorId: integer('instructor_id')
      .primaryKey()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: INSTRUCTOR_PHOTO_CONTENT_TYPES }).notNull(),
    bytes: bytea('bytes').notNull(),
    /** The photo's version: its public address carries it (`?v=` in milliseconds). */
    updatedAt: updatedAt(),
  },
  () => [
    check('instructor_photos_content_type_check', oneOf('content_type', INSTRUCTOR_PHOTO_CONTENT_TYPES)),
    check(
      'instructor_photos_size_check',
      sql`octet_length(bytes) BETWEEN 1 AND ${sql.raw(String(INSTRUCTOR_PHOTO_MAX_BYTES))}`,
    ),
  ],
);

/**
 * An instructor's compliance record (issue 38, docs/decisions/0057): the badge or trainee licence
 * and the motor insurance covering tuition, with their expiries, and the DBS check. Copied from the
 * application when an applicant accepts; the owner keeps it up to date. Whether the instructor may
 * be booked is computed from it at read time (core/platform/auth/instructor-compliance.ts).
 */
/**
 * An instructor's Stripe Connect Express account (issue 39, docs/decisions/0063): made once, on
 * their first "Connect Stripe"; its flags are Stripe's as last read (the account, or its
 * account.updated event). Card payments for their lessons go to it once it is ready.
 */
export const instructorStripeAccounts = pgTable(
  'instructor_stripe_accounts',
  {
    instructorId: integer('instructor_id')
      .primaryKey()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** When Stripe last told us the flags; null until it has. */
    statusCheckedAt: instant('status_checked_at'),
  },
  (t) => [
    uniqueIndex('instructor_stripe_accounts_account_unique').on(t.stripeAccountId),
    check('instructor_stripe_accounts_account_id_check', sql`${t.stripeAccountId} ~ '^acct_[A-Za-z0-9]+$'`),
  ],
);

export const instructorCompliance = pgTable(
  'instructor_compliance',
  {
    instructorId: integer('instructor_id')
      .primaryKey()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    adiNumber: text('adi_number'),
    badgeType: text('badge_type', { enum: BADGE_TYPE_VALUES }),
    badgeExpiresOn: date('badge_expires_on', { mode: 'string' }),
    insuranceCoversTuition: boolean('insurance_covers_tuition'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    dbsCheckedOn: date('dbs_checked_on', { mode: 'string' }),
    /** With no record yet: bookable through this London date (instructors from before the record). */
    recordDueOn: date('record_due_on', { mode: 'string' }),
    /** Made up by the demo seed: cleared (back to a grace) when the demo data is removed. */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: instant('updated_at'),
    updatedBy: integer('updated_by').references(() => instructors.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'instructor_compliance_badge_type_check',
      sql`badge_type IS NULL OR ${oneOf('badge_type', BADGE_TYPE_VALUES)}`,
    ),
    check(
      'instructor_compliance_whole_check',
      sql`num_nonnulls(${t.adiNumber}, ${t.badgeType}, ${t.badgeExpiresOn}, ${t.insuranceCoversTuition}, ${t.insuranceExpiresOn}, ${t.dbsCheckedOn}) IN (0, 6)`,
    ),
    check(
      'instructor_compliance_adi_number_check',
      sql`${t.adiNumber} IS NULL OR ${t.adiNumber} ~ '^[A-Z0-9]{6,20}$'`,
    ),
  ],
);

/**
 * What the compliance job has sent (issue 38): each reminder before an expiry (per document, expiry
 * date, 30 or 7 days and recipient) and each learner's notice of a lapse, once. The unique key is
 * the claim: a second run or a second server inserting the same key sends nothing.
 */
export const complianceNotices = pgTable(
  'compliance_notices',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    /** 'reminder:badge:2026-11-03:30:instructor', 'reminder:…:owner:1', 'lapse:insurance:2026-11-03:student:42'. */
    noticeKey: text('notice_key').notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('compliance_notices_key_unique').on(t.instructorId, t.noticeKey)],
);

/**
 * The owner's invitations to an instructor account (issue 37): only the SHA-256 of the link's
 * token is stored; it works once (accepted_at), for 7 days (expires_at), unless revoked.
 */
export const instructorInvitations = pgTable(
  'instructor_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: INSTRUCTOR_ROLE_VALUES }).notNull(),
    tokenHash: text('token_hash').notNull().unique('instructor_invitations_token_hash_unique'),
    invitedBy: integer('invited_by').references(() => instructors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    /** The account the invitation made. */
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
    /**
     * Set when the owner sent it again (docs/decisions/0050): the newer invitation that took its
     * place. Its link then answers 410 and the owner's list shows only the newer one.
     */
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => instructorInvitations.id, {
      onDelete: 'set null',
    }),
    /**
     * The application to join it answers (docs/decisions/0055): accepting it makes that
     * application active (a trigger, so the lower auth module need not know of applications).
     */
    applicationId: integer('application_id').references((): AnyPgColumn => instructorApplications.id, {
      onDelete: 'set null',
    }),
    /** Profile fields the invitation page starts with (core's invitationPrefillSchema), from the application. */
    prefill: jsonb('prefill'),
  },
  (t) => [
    index('instructor_invitations_email_idx').on(t.email),
    check('instructor_invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('instructor_invitations_role_check', oneOf('role', INSTRUCTOR_ROLE_VALUES)),
    check('instructor_invitations_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** Sign-in sessions; only a SHA-256 hash of the token is stored. */
export const instructorSessions = pgTable(
  'instructor_sessions',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('instructor_sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at'),
    revokedAt: instant('revoked_at'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('instructor_sessions_instructor_idx').on(t.instructorId),
    check('instructor_sessions_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Forgotten-password links (issue 23): only the SHA-256 of the token is stored; a link works once
 * (used_at) and for 30 minutes (expires_at).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    requestedFromIp: text('requested_from_ip'),
  },
  (t) => [
    index('password_reset_tokens_instructor_idx').on(t.instructorId),
    check('password_reset_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Every change to the school's settings and packages (issue 23): who made it, when, and the value
 * before and after, as the dashboard's settings history shows them. Never changed or removed.
 */
export const settingsChanges = pgTable(
  'settings_changes',
  {
    id: serial('id').primaryKey(),
    changedAt: instant('changed_at').notNull().defaultNow(),
    /** Who made it; kept by e-mail too, so the history still says who if the account goes. */
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    changedBy: text('changed_by').notNull(),
    /** 'school' for the school's settings, 'package' for a package. */
    area: text('area', { enum: SETTINGS_CHANGE_AREAS }).notNull(),
    /** The package's type for 'package'; null for 'school'. */
    subject: text('subject'),
    /** The setting's key, e.g. 'phone' or 'pricePence'. */
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
  },
  (t) => [
    index('settings_changes_changed_at_idx').on(t.changedAt),
    check('settings_changes_area_check', oneOf('area', SETTINGS_CHANGE_AREAS)),
  ],
);

/**
 * Browsers the instructor has signed in from (OWASP's device cookies): such a browser is throttled
 * on its own, so strangers' failed sign-ins never lock it out. Only the cookie's SHA-256 is stored.
 */
export const instructorDevices = pgTable(
  'instructor_devices',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('instructor_devices_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    index('instructor_devices_instructor_idx').on(t.instructorId),
    index('instructor_devices_expires_idx').on(t.expiresAt),
    check('instructor_devices_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Recent failed sign-ins, one row per throttled key: a (client address, e-mail) pair, a client
 * address, or a device cookie. Keys are SHA-256 hashes, never the raw address, e-mail or cookie.
 * Shared by every server process; rows untouched for a day are pruned.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    // `enum` only types the column in TypeScript; the check constraint below enforces it.
    kind: text('kind', { enum: SIGN_IN_THROTTLE_KINDS }).notNull(),
    keyHash: text('key_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: instant('last_failed_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sign_in_throttles_pkey', columns: [t.kind, t.keyHash] }),
    index('sign_in_throttles_updated_idx').on(t.updatedAt),
    check('sign_in_throttles_kind_check', oneOf('kind', SIGN_IN_THROTTLE_KINDS)),
    check(
      'sign_in_throttles_failures_check',
      sql`${t.failures} >= 0 AND (${t.failures} = 0 OR ${t.lastFailedAt} IS NOT NULL)`,
    ),
  ],
);

/** Capability links for learners: long random tokens the instructor can copy and send. */
export const studentAccessTokens = pgTable(
  'student_access_tokens',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique('student_access_tokens_token_unique'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('student_access_tokens_student_idx').on(t.studentId),
    // 128 bits or more, base64url or hex.
    check('student_access_tokens_token_length_check', sql`char_length(${t.token}) >= 22`),
    check('student_access_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The school

export const packages = pgTable(
  'packages',
  {
    packageType: text('package_type').primaryKey(),
    name: text('name').notNull(),
    pricePence: integer('price_pence').notNull(),
    /** Hours of driving the package buys, in minutes (1.5 h = 90) so it stays an integer. */
    totalMinutes: integer('total_minutes').notNull(),
    lessons: integer('lessons').notNull().default(1),
    description: text('description').notNull().default('Professional driving instruction'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Single lessons must be booked with exactly their hours of slots (spec: 'Payment Mismatch'). */
    isSingleLesson: boolean('is_single_lesson').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The last day of a limited-time offer; null: not limited (no "Limited Time" is claimed). */
    offerEndsOn: date('offer_ends_on', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packages_package_type_check', sql`${t.packageType} ~ '^[a-z0-9_]{2,40}$'`),
    check('packages_price_check', sql`${t.pricePence} > 0 AND ${t.pricePence} <= 1000000`),
    check('packages_total_minutes_check', sql`${t.totalMinutes} > 0 AND ${t.totalMinutes} % 15 = 0`),
    check('packages_lessons_check', sql`${t.lessons} BETWEEN 1 AND 100`),
    // One "Most Popular" at a time (issue 34): two badges would each say the other is not.
    uniqueIndex('packages_one_popular_idx').on(t.isPopular).where(sql`${t.isPopular}`),
  ],
);

/** One row of school-wide settings (id is always 1). */
export const schoolSettings = pgTable(
  'school_settings',
  {
    id: integer('id').primaryKey().default(1),
    passRatePercent: integer('pass_rate_percent').notNull().default(85),
    defaultReminderType: text('default_reminder_type', { enum: REMINDER_TYPE_VALUES })
      .notNull()
      .default('sms'),
    /** Freed times are offered to the waiting list by the rule at once; false: the instructor chooses. */
    waitingListAutoOffer: boolean('waiting_list_auto_offer').notNull().default(true),
    /** A waiting-list offer ends this many hours after it is sent (or when its time starts). */
    waitingListOfferHours: integer('waiting_list_offer_hours').notNull().default(12),
    /** A late cancellation's forfeit is returned when others take the whole of its time. */
    refundRefilledCancellations: boolean('refund_refilled_cancellations').notNull().default(true),
    /*
     * The school's own details and terms (issue 23), edited in the dashboard's Settings. Null until
     * the first start fills them from the environment (school-settings-service.ts); from then on
     * the database is the truth and the environment only a first-start default.
     */
    schoolName: text('school_name'),
    phone: text('phone'),
    whatsappNumber: text('whatsapp_number'),
    email: text('email'),
    bankAccountName: text('bank_account_name'),
    bankSortCode: text('bank_sort_code'),
    bankAccountNumber: text('bank_account_number'),
    /** How a bank-transfer reference is written, with `{id}` for the booking number: 'BOOKING-{id}'. */
    bankReferenceFormat: text('bank_reference_format'),
    paymentPortalUrl: text('payment_portal_url'),
    bookingHoldHours: integer('booking_hold_hours'),
    /** Terms: moving or cancelling this many hours or more before a lesson is free. */
    freeChangeHours: integer('free_change_hours'),
    /** Terms: from here to freeChangeHours a share of the fee is forfeited; under it the instructor decides. */
    lateChangeHours: integer('late_change_hours'),
    /** Terms: the share of the lesson fee forfeited between lateChangeHours and freeChangeHours. */
    lateChangeForfeitPercent: integer('late_change_forfeit_percent'),
    /** Terms: how many times one booking may be moved. */
    movesAllowed: integer('moves_allowed'),
    defaultEnable24h: boolean('default_enable_24h'),
    defaultEnable2h: boolean('default_enable_2h'),
    /** When the owner removed the demo data: from then on no start seeds it again (docs/decisions/0033). */
    demoDataRemovedAt: instant('demo_data_removed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('school_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'school_settings_hold_hours_check',
      sql`${t.bookingHoldHours} IS NULL OR ${t.bookingHoldHours} BETWEEN 1 AND 720`,
    ),
    check(
      'school_settings_change_hours_check',
      sql`${t.freeChangeHours} IS NULL OR ${t.lateChangeHours} IS NULL OR (${t.lateChangeHours} BETWEEN 0 AND ${t.freeChangeHours} AND ${t.freeChangeHours} <= 336)`,
    ),
    check(
      'school_settings_forfeit_percent_check',
      sql`${t.lateChangeForfeitPercent} IS NULL OR ${t.lateChangeForfeitPercent} BETWEEN 0 AND 100`,
    ),
    check(
      'school_settings_moves_allowed_check',
      sql`${t.movesAllowed} IS NULL OR ${t.movesAllowed} BETWEEN 0 AND 10`,
    ),
    check('school_settings_offer_hours_check', sql`${t.waitingListOfferHours} BETWEEN 1 AND 72`),
    check('school_settings_pass_rate_check', sql`${t.passRatePercent} BETWEEN 0 AND 100`),
    check('school_settings_reminder_type_check', oneOf('default_reminder_type', REMINDER_TYPE_VALUES)),
  ],
);

/** Bookable availability. No two slots of one instructor overlap (exclusion constraint, migration 0001). */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Made up by the first start's demo (seed.ts); "Remove demo data" in Settings deletes it. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_slots_starts_at_idx').on(t.startsAt),
    check('time_slots_duration_check', sql`${t.durationMinutes} IN (60, 90, 120)`),
    check(
      'time_slots_ends_at_check',
      sql`${t.endsAt} = ${t.startsAt} + make_interval(mins => ${t.durationMinutes})`,
    ),
  ],
);

/**
 * The instructor's time off: whole Europe/London days, from the midnight that starts the first day
 * to the midnight that ends the last (docs: core/diary/time-off/time-off-schemas.ts). No two blocks of
 * one instructor overlap (exclusion constraint time_off_no_overlap, in migration 0010). Learners
 * are never offered a slot inside one (availability-repository.ts).
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    reason: text('reason', { enum: TIME_OFF_REASON_VALUES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_instructor_idx').on(t.instructorId, t.endsAt),
    // Whole London days: from a midnight to a midnight, at least one day (23 hours on the day the
    // clocks go forward) and at most 366 (plus the hour the clocks give back).
    check(
      'time_off_whole_days_check',
      sql`(${t.startsAt} AT TIME ZONE 'Europe/London')::time = '00:00' AND (${t.endsAt} AT TIME ZONE 'Europe/London')::time = '00:00'`,
    ),
    check(
      'time_off_range_check',
      sql`${t.endsAt} >= ${t.startsAt} + interval '23 hours' AND ${t.endsAt} <= ${t.startsAt} + interval '8785 hours'`,
    ),
    check('time_off_reason_check', oneOf('reason', TIME_OFF_REASON_VALUES)),
    check('time_off_note_check', sql`char_length(${t.note}) <= 200`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    packageType: text('package_type')
      .notNull()
      .references(() => packages.packageType, { onDelete: 'restrict', onUpdate: 'cascade' }),
    status: text('status', { enum: BOOKING_STATUS_VALUES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUS_VALUES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** Computed on the server from the package; never taken from the browser. */
    totalAmountPence: integer('total_amount_pence').notNull(),
    /**
     * The package's hours (in minutes) when it was booked: a later change to the package never
     * changes what this booking bought (issue 23).
     */
    packageMinutes: integer('package_minutes').notNull(),
    futureBooking: boolean('future_booking').notNull().default(false),
    instructorPreference: text('instructor_preference', { enum: INSTRUCTOR_PREFERENCE_OPTIONS })
      .notNull()
      .default('no_preference'),
    notes: text('notes'),
    wooCommerceOrderId: text('woo_commerce_order_id'),
    wooCommerceProductId: text('woo_commerce_product_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /**
     * SHA-256 of the token handed to the browser that made the booking: the checkout pages prove
     * with it that they may pay and read this booking (ids are guessable, the token is not).
     */
    checkoutTokenHash: text('checkout_token_hash'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    respondedAt: instant('responded_at'),
    paidAt: instant('paid_at'),
    originalTimeSlotIds: integer('original_time_slot_ids').array(),
    rescheduleReason: text('reschedule_reason'),
    rescheduleRequestedBy: text('reschedule_requested_by', { enum: LESSON_CHANGE_REQUESTER_VALUES }),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /**
     * Set when the booking's e-mail belongs to a learner whose name differs from the one typed: the
     * instructor sees it flagged, and the learner's own page does not show it until it is approved.
     */
    identityFlag: text('identity_flag', { enum: IDENTITY_FLAGS }),
    /** What was typed on the booking form, kept when it differs from the learner's record. */
    submittedFullName: text('submitted_full_name'),
    submittedPhone: text('submitted_phone'),
    /** What the instructor told the learner when rejecting the request (optional). */
    rejectionReason: text('rejection_reason'),
    /** The pickup typed on the booking form (optional), as typed: the learner's record may differ. */
    pickupAddress: text('pickup_address'),
    pickupPostcode: text('pickup_postcode'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_student_idx').on(t.studentId),
    check(
      'bookings_rejection_reason_check',
      sql`${t.rejectionReason} IS NULL OR (${t.status} = 'rejected' AND char_length(${t.rejectionReason}) BETWEEN 1 AND 500)`,
    ),
    check(
      'bookings_pickup_address_check',
      sql`${t.pickupAddress} IS NULL OR char_length(${t.pickupAddress}) BETWEEN 1 AND 200`,
    ),
    check(
      'bookings_pickup_postcode_check',
      sql`${t.pickupPostcode} IS NULL OR ${t.pickupPostcode} ~ '^[A-Z0-9]{2,4} [0-9][A-Z]{2}$'`,
    ),
    index('bookings_status_idx').on(t.status),
    uniqueIndex('bookings_woo_commerce_order_unique').on(t.wooCommerceOrderId),
    uniqueIndex('bookings_stripe_payment_intent_unique').on(t.stripePaymentIntentId),
    uniqueIndex('bookings_checkout_token_hash_unique').on(t.checkoutTokenHash),
    check('bookings_status_check', oneOf('status', BOOKING_STATUS_VALUES)),
    check('bookings_payment_status_check', oneOf('payment_status', PAYMENT_STATUS_VALUES)),
    check(
      'bookings_payment_method_check',
      sql`payment_method IS NULL OR ${oneOf('payment_method', PAYMENT_METHODS)}`,
    ),
    check('bookings_amount_check', sql`${t.totalAmountPence} >= 0 AND ${t.totalAmountPence} <= 1000000`),
    check(
      'bookings_instructor_preference_check',
      oneOf('instructor_preference', INSTRUCTOR_PREFERENCE_OPTIONS),
    ),
    check(
      'bookings_reschedule_requested_by_check',
      sql`reschedule_requested_by IS NULL OR ${oneOf('reschedule_requested_by', LESSON_CHANGE_REQUESTER_VALUES)}`,
    ),
    // Terms: the school sets how many moves a booking allows (school_settings.moves_allowed, at most 10).
    check('bookings_reschedule_count_check', sql`${t.rescheduleCount} BETWEEN 0 AND 10`),
    check('bookings_package_minutes_check', sql`${t.packageMinutes} > 0 AND ${t.packageMinutes} % 15 = 0`),
    check('bookings_paid_at_check', sql`(${t.paymentStatus} = 'paid') = (${t.paidAt} IS NOT NULL)`),
    check(
      'bookings_identity_flag_check',
      sql`identity_flag IS NULL OR ${oneOf('identity_flag', IDENTITY_FLAGS)}`,
    ),
  ],
);

/**
 * The slots a booking holds. A row is a hold while `released_at` is null; every way a booking
 * ends sets `released_at` in the same transaction. The partial unique index makes it impossible
 * for two bookings to hold one slot at the same time; released rows stay as history.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    heldAt: instant('held_at').notNull().defaultNow(),
    releasedAt: instant('released_at'),
  },
  (t) => [
    uniqueIndex('booking_slots_active_hold_unique').on(t.timeSlotId).where(sql`released_at IS NULL`),
    index('booking_slots_booking_idx').on(t.bookingId),
    check('booking_slots_release_check', sql`${t.releasedAt} IS NULL OR ${t.releasedAt} >= ${t.heldAt}`),
  ],
);

/** Alternatives the instructor offers instead of a requested time; the learner answers by link. */
export const alternativeTimeOffers = pgTable(
  'alternative_time_offers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('alternative_time_offers_token_hash_unique'),
    /** Up to three { date, time, duration } in Europe/London wall-clock terms. */
    alternatives: jsonb('alternatives').notNull(),
    message: text('message'),
    reasonForRejection: text('reason_for_rejection').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    respondedAt: instant('responded_at'),
    response: text('response', { enum: ALTERNATIVE_RESPONSES }),
    acceptedIndex: integer('accepted_index'),
  },
  (t) => [
    index('alternative_time_offers_booking_idx').on(t.bookingId),
    check(
      'alternative_time_offers_count_check',
      sql`jsonb_typeof(${t.alternatives}) = 'array' AND jsonb_array_length(${t.alternatives}) BETWEEN 1 AND 3`,
    ),
    check('alternative_time_offers_reason_check', sql`char_length(btrim(${t.reasonForRejection})) > 0`),
    check(
      'alternative_time_offers_response_check',
      sql`response IS NULL OR ${oneOf('response', ALTERNATIVE_RESPONSES)}`,
    ),
    check(
      'alternative_time_offers_responded_check',
      sql`(${t.response} IS NULL) = (${t.respondedAt} IS NULL)`,
    ),
    check(
      'alternative_time_offers_accepted_index_check',
      sql`${t.acceptedIndex} IS NULL OR ${t.acceptedIndex} BETWEEN 0 AND 2`,
    ),
  ],
);

/** Lessons; no two that are not cancelled overlap for one instructor (exclusion constraint, migration 0001). */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    bookedDurationMinutes: integer('booked_duration_minutes').notNull().default(120),
    actualDurationMinutes: integer('actual_duration_minutes'),
    status: text('status', { enum: LESSON_STATUS_VALUES }).notNull().default('scheduled'),
    notes: text('notes'),
    completedAt: instant('completed_at'),
    /** The purchase whose hours it uses (lessons recorded before the ledger may have none). */
    purchaseId: integer('purchase_id').references((): AnyPgColumn => purchases.id, { onDelete: 'restrict' }),
    /**
     * A cancelled or no-show lesson's minutes still used from the purchase (a late cancellation's
     * forfeited share, a charged no-show); null otherwise.
     */
    chargedMinutes: integer('charged_minutes'),
    /** The instructor's calendar event for this lesson, so a retry updates it instead of adding another. */
    calendarEventId: text('calendar_event_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A learner's lessons in time order (the students tab's next lessons, issue 36).
    index('lessons_student_starts_at_idx').on(t.studentId, t.startsAt),
    index('lessons_starts_at_idx').on(t.startsAt),
    // An instructor's lessons in time order (the Today screen, issue 36).
    index('lessons_instructor_starts_at_idx').on(t.instructorId, t.startsAt),
    index('lessons_booking_idx').on(t.bookingId),
    check('lessons_status_check', oneOf('status', LESSON_STATUS_VALUES)),
    check('lessons_booked_duration_check', sql`${t.bookedDurationMinutes} BETWEEN 15 AND 480`),
    check(
      'lessons_actual_duration_check',
      sql`${t.actualDurationMinutes} IS NULL OR ${t.actualDurationMinutes} BETWEEN 1 AND 480`,
    ),
    check(
      'lessons_ends_at_check',
      sql`${t.endsAt} = ${t.startsAt} + make_interval(mins => ${t.bookedDurationMinutes})`,
    ),
    check('lessons_completed_check', sql`(${t.status} = 'completed') = (${t.completedAt} IS NOT NULL)`),
    index('lessons_purchase_idx').on(t.purchaseId),
    check(
      'lessons_charged_minutes_check',
      sql`${t.chargedMinutes} IS NULL OR (${t.status} IN ('cancelled', 'no_show') AND ${t.chargedMinutes} BETWEEN 0 AND ${t.bookedDurationMinutes})`,
    ),
  ],
);

/**
 * Every move or cancellation of a booked lesson, applied at once (48 hours or more before, or 24 to
 * 48 with half the fee forfeited) or asked of the instructor (under 24 hours). One open request per
 * lesson; the forfeit is computed on the server in pence and kept with the change.
 */
export const lessonChanges = pgTable(
  'lesson_changes',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LESSON_CHANGE_KIND_VALUES }).notNull(),
    window: text('change_window', { enum: LESSON_CHANGE_WINDOW_VALUES }).notNull(),
    status: text('status', { enum: LESSON_CHANGE_STATUS_VALUES }).notNull(),
    requestedBy: text('requested_by', { enum: LESSON_CHANGE_REQUESTER_VALUES }).notNull(),
    reason: text('reason').notNull(),
    /** Where the lesson was, and (for a move) where it goes: the slots' ids in time order. */
    fromStartsAt: instant('from_starts_at').notNull(),
    fromTimeSlotIds: integer('from_time_slot_ids').array().notNull(),
    toTimeSlotIds: integer('to_time_slot_ids').array(),
    forfeitPence: integer('forfeit_pence').notNull().default(0),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => instructors.id, { onDelete: 'set null' }),
    instructorNote: text('instructor_note'),
  },
  (t) => [
    index('lesson_changes_booking_idx').on(t.bookingId),
    index('lesson_changes_student_idx').on(t.studentId),
    uniqueIndex('lesson_changes_one_pending_unique').on(t.lessonId).where(sql`status = 'pending'`),
    check('lesson_changes_kind_check', oneOf('kind', LESSON_CHANGE_KIND_VALUES)),
    check('lesson_changes_window_check', oneOf('change_window', LESSON_CHANGE_WINDOW_VALUES)),
    check('lesson_changes_status_check', oneOf('status', LESSON_CHANGE_STATUS_VALUES)),
    check('lesson_changes_requested_by_check', oneOf('requested_by', LESSON_CHANGE_REQUESTER_VALUES)),
    check('lesson_changes_reason_check', sql`char_length(btrim(${t.reason})) BETWEEN 1 AND 500`),
    check('lesson_changes_target_check', sql`(${t.kind} = 'reschedule') = (${t.toTimeSlotIds} IS NOT NULL)`),
    check('lesson_changes_forfeit_check', sql`${t.forfeitPence} >= 0`),
    check('lesson_changes_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
  ],
);

/**
 * A lesson inside its instructor's time off, offered to another instructor's free time (the same or
 * a nearby time) for the learner to accept through a single-use link (issue 38, docs/decisions/0061).
 * One open offer per lesson at a time; the link's token is stored hashed.
 */
export const lessonCoverOffers = pgTable(
  'lesson_cover_offers',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The time off that uncovered it (null once that time off is removed). */
    timeOffId: integer('time_off_id').references(() => timeOff.id, { onDelete: 'set null' }),
    /** The lesson's instructor when it was offered, and the one asked to cover it. */
    fromInstructorId: integer('from_instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    toInstructorId: integer('to_instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    /** The lesson's time when offered, and the time offered (the same, or near it that day). */
    lessonStartsAt: instant('lesson_starts_at').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    offeredBy: integer('offered_by').references(() => instructors.id, { onDelete: 'set null' }),
    status: text('status', { enum: COVER_OFFER_STATUS_VALUES }).notNull().default('open'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** When it was answered, withdrawn, failed or seen expired. */
    closedAt: instant('closed_at'),
    /** Why the learner's yes could not be booked (the time taken meanwhile, the instructor off sale). */
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('lesson_cover_offers_token_hash_unique').on(t.tokenHash),
    // One instructor at a time: a second open offer for one lesson is refused by the database.
    uniqueIndex('lesson_cover_offers_one_open_unique').on(t.lessonId).where(sql`status = 'open'`),
    index('lesson_cover_offers_time_off_idx').on(t.timeOffId),
    index('lesson_cover_offers_to_instructor_idx').on(t.toInstructorId),
    check('lesson_cover_offers_status_check', oneOf('status', COVER_OFFER_STATUS_VALUES)),
    check('lesson_cover_offers_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check('lesson_cover_offers_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('lesson_cover_offers_other_instructor_check', sql`${t.toInstructorId} <> ${t.fromInstructorId}`),
    check('lesson_cover_offers_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} IS NULL)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The ledger (docs/decisions/0018-ledger.md): what a learner bought, paid and used

/**
 * Hours a learner bought and the price they owe for them: a booking's package once approved, or a
 * sale the instructor records. The price is the one of the day it was sold, never changed by a new
 * package price. Kept when the learner is archived or erased (restrict).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The booking it came from (none for a sale recorded by the instructor). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    packageType: text('package_type').references(() => packages.packageType, {
      onDelete: 'restrict',
      onUpdate: 'cascade',
    }),
    /** What was sold, as the learner reads it ('Starter Package (5 Hours)'). */
    description: text('description').notNull(),
    minutes: integer('minutes').notNull(),
    pricePence: integer('price_pence').notNull(),
    purchasedAt: instant('purchased_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchases_student_idx').on(t.studentId),
    uniqueIndex('purchases_booking_unique').on(t.bookingId),
    check(
      'purchases_minutes_check',
      sql`${t.minutes} > 0 AND ${t.minutes} <= 12000 AND ${t.minutes} % 15 = 0`,
    ),
    check('purchases_price_check', sql`${t.pricePence} >= 0 AND ${t.pricePence} <= 1000000`),
    check('purchases_description_check', sql`char_length(btrim(${t.description})) BETWEEN 1 AND 200`),
  ],
);

/**
 * Money received (or refunded: a negative amount with its reason). Every payment is a row of its
 * own; none is ever changed or removed.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The purchase it pays for, when known (a card payment of a booking not yet approved has none). */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    /** The booking it was paid through (checkout), when it was. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amountPence: integer('amount_pence').notNull(),
    /** How a payment reached the school ('other': recorded before the ledger, method not known). */
    method: text('method', { enum: LEDGER_PAYMENT_METHOD_VALUES }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** The provider's id (a Stripe PaymentIntent, a shop order): one payment per provider event. */
    externalReference: text('external_reference'),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    recordedBy: integer('recorded_by').references(() => instructors.id, { onDelete: 'set null' }),
    /**
     * An undo: the payment this line reverses (its amount negated; recorded_by and recorded_at say
     * who undid it and when). At most one per payment, and a trigger of migration 0020 checks it
     * matches the payment it reverses (docs/decisions/0035-paid-undone-and-notes-edited.md).
     */
    reversesPaymentId: integer('reverses_payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'restrict',
    }),
    /**
     * The instructor's Stripe Connect account the card payment went to (issue 39,
     * docs/decisions/0063): the money reached the instructor, not the school; null when it was
     * the school's. Taken from the verified payment_intent.succeeded event.
     */
    connectedAccountId: text('connected_account_id'),
    /** The school's fee Stripe kept from it for the school (the application fee), when it went to one. */
    applicationFeePence: integer('application_fee_pence'),
  },
  (t) => [
    index('payments_student_idx').on(t.studentId),
    // A connected payment is a provider's card payment, with the fee kept from it (0 or more).
    check(
      'payments_connected_account_check',
      sql`(${t.connectedAccountId} IS NULL) = (${t.applicationFeePence} IS NULL) AND (${t.connectedAccountId} IS NULL OR (${t.amountPence} > 0 AND ${t.externalReference} IS NOT NULL AND ${t.applicationFeePence} BETWEEN 0 AND ${t.amountPence} AND ${t.connectedAccountId} ~ '^acct_[A-Za-z0-9]+$'))`,
    ),
    uniqueIndex('payments_external_reference_unique').on(t.externalReference),
    uniqueIndex('payments_reverses_payment_unique').on(t.reversesPaymentId),
    check('payments_reversal_check', sql`${t.reversesPaymentId} IS NULL OR ${t.amountPence} < 0`),
    check(
      'payments_amount_check',
      sql`${t.amountPence} <> 0 AND ${t.amountPence} BETWEEN -1000000 AND 1000000`,
    ),
    check('payments_method_check', oneOf('method', LEDGER_PAYMENT_METHOD_VALUES)),
    // A refund says why.
    check(
      'payments_reason_check',
      sql`(${t.amountPence} > 0 OR char_length(btrim(coalesce(${t.reason}, ''))) > 0) AND char_length(coalesce(${t.reason}, '')) <= 500`,
    ),
  ],
);

export const progressNotes = pgTable(
  'progress_notes',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    skillsPracticed: text('skills_practiced').array().notNull().default(sql`'{}'::text[]`),
    areasToImprove: text('areas_to_improve'),
    instructorNotes: text('instructor_notes').notNull().default(''),
    overallAssessment: text('overall_assessment', { enum: ASSESSMENT_OPTIONS }).notNull().default('good'),
    homeworkAssigned: text('homework_assigned'),
    nextLessonFocus: text('next_lesson_focus'),
    createdAt: createdAt(),
    /** When the note was last edited (its earlier words are in progress_note_revisions). */
    editedAt: instant('edited_at'),
  },
  (t) => [
    index('progress_notes_student_idx').on(t.studentId, t.createdAt),
    check('progress_notes_assessment_check', oneOf('overall_assessment', ASSESSMENT_OPTIONS)),
    check('progress_notes_skills_count_check', sql`cardinality(${t.skillsPracticed}) <= 50`),
  ],
);

/**
 * A progress note's words before an edit: each edit keeps what it replaced, with who edited and
 * when, so the history of what a learner was told is never lost (issue 34).
 */
export const progressNoteRevisions = pgTable(
  'progress_note_revisions',
  {
    id: serial('id').primaryKey(),
    progressNoteId: integer('progress_note_id')
      .notNull()
      .references(() => progressNotes.id, { onDelete: 'cascade' }),
    areasToImprove: text('areas_to_improve'),
    instructorNotes: text('instructor_notes').notNull(),
    overallAssessment: text('overall_assessment', { enum: ASSESSMENT_OPTIONS }).notNull(),
    homeworkAssigned: text('homework_assigned'),
    nextLessonFocus: text('next_lesson_focus'),
    /** When these words were written (the note's creation or its previous edit). */
    writtenAt: instant('written_at').notNull(),
    /** When they were replaced, and by whom. */
    replacedAt: instant('replaced_at').notNull(),
    replacedBy: integer('replaced_by').references(() => instructors.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('progress_note_revisions_note_idx').on(t.progressNoteId, t.replacedAt),
    check('progress_note_revisions_assessment_check', oneOf('overall_assessment', ASSESSMENT_OPTIONS)),
    check('progress_note_revisions_order_check', sql`${t.replacedAt} >= ${t.writtenAt}`),
  ],
);

/**
 * A skill's level as recorded on a note (issue 25): the DVSA's five levels of independence, one row
 * per note and skill, never overwritten (the history is the learner's trend). Notes written before
 * levels existed gave their ticked skills the level 'prompted', dated with the note (migration 0016).
 */
export const skillLevels = pgTable(
  'skill_levels',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progressNoteId: integer('progress_note_id')
      .notNull()
      .references(() => progressNotes.id, { onDelete: 'cascade' }),
    /** A skill of the skills map (skills-catalogue.ts). */
    skill: text('skill').notNull(),
    level: text('level', { enum: SKILL_LEVEL_VALUES }).notNull(),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [
    unique('skill_levels_note_skill_unique').on(t.progressNoteId, t.skill),
    index('skill_levels_student_idx').on(t.studentId, t.skill, t.recordedAt),
    check('skill_levels_level_check', oneOf('level', SKILL_LEVEL_VALUES)),
    check('skill_levels_skill_length_check', sql`char_length(${t.skill}) BETWEEN 1 AND 60`),
  ],
);

/**
 * A mock test marked like the DVSA's sheet: faults per category (jsonb, validated by the core
 * schema), their totals and the pass rule's outcome, which the database checks agree.
 */
export const mockTests = pgTable(
  'mock_tests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    faults: jsonb('faults').notNull().default(sql`'[]'::jsonb`),
    driverFaults: integer('driver_faults').notNull(),
    seriousFaults: integer('serious_faults').notNull(),
    dangerousFaults: integer('dangerous_faults').notNull(),
    passed: boolean('passed').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('mock_tests_student_idx').on(t.studentId, t.takenOn),
    check(
      'mock_tests_faults_check',
      sql`${t.driverFaults} >= 0 AND ${t.seriousFaults} >= 0 AND ${t.dangerousFaults} >= 0`,
    ),
    check(
      'mock_tests_pass_rule_check',
      sql`${t.passed} = (${t.driverFaults} <= 15 AND ${t.seriousFaults} = 0 AND ${t.dangerousFaults} = 0)`,
    ),
    check('mock_tests_notes_length_check', sql`char_length(${t.notes}) <= 2000`),
  ],
);

/** The theory test a learner passed (one per learner; the certificate number is optional). */
export const theoryTests = pgTable(
  'theory_tests',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    passedOn: date('passed_on', { mode: 'string' }).notNull(),
    certificateNumber: text('certificate_number'),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'theory_tests_certificate_check',
      sql`${t.certificateNumber} IS NULL OR ${t.certificateNumber} ~ '^[A-Z0-9]{8,16}$'`,
    ),
  ],
);

/**
 * A practical test booked with the DVSA, then its result. One booked test per learner at a time;
 * a result has its faults (as on the examiner's sheet). The school's pass rate is computed from the
 * first results. The reminder before it is claimed once by setting reminder_sent_at.
 */
export const practicalTests = pgTable(
  'practical_tests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    /** An id of TEST_CENTRES (areas-covered.ts). */
    testCentre: text('test_centre').notNull(),
    status: text('status', { enum: PRACTICAL_TEST_STATUS_VALUES }).notNull().default('booked'),
    faults: jsonb('faults').notNull().default(sql`'[]'::jsonb`),
    driverFaults: integer('driver_faults'),
    seriousFaults: integer('serious_faults'),
    dangerousFaults: integer('dangerous_faults'),
    resultRecordedAt: instant('result_recorded_at'),
    reminderSentAt: instant('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('practical_tests_student_idx').on(t.studentId, t.startsAt),
    uniqueIndex('practical_tests_one_booked_unique').on(t.studentId).where(sql`status = 'booked'`),
    check('practical_tests_status_check', oneOf('status', PRACTICAL_TEST_STATUS_VALUES)),
    check(
      'practical_tests_result_check',
      sql`(${t.status} IN ('passed', 'failed')) = (${t.resultRecordedAt} IS NOT NULL AND ${t.driverFaults} IS NOT NULL AND ${t.seriousFaults} IS NOT NULL AND ${t.dangerousFaults} IS NOT NULL)`,
    ),
    check(
      'practical_tests_faults_check',
      sql`coalesce(${t.driverFaults}, 0) >= 0 AND coalesce(${t.seriousFaults}, 0) >= 0 AND coalesce(${t.dangerousFaults}, 0) >= 0`,
    ),
  ],
);

/**
 * A read-only link the learner made for whoever pays (a parent or guardian): progress, upcoming
 * lessons, balance and a payment link; no chat, no moves. The same capability-URL rules as the
 * learner's own link: a long random token, an expiry, revocable.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique('guardian_links_token_unique'),
    /** Who it is for, as the learner wrote it ("Mum"). */
    label: text('label').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    index('guardian_links_student_idx').on(t.studentId),
    check('guardian_links_token_length_check', sql`char_length(${t.token}) >= 22`),
    check('guardian_links_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check('guardian_links_label_check', sql`char_length(${t.label}) BETWEEN 1 AND 60`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Calendars

/**
 * An instructor's connected online calendar (no row: not connected). The refresh token is stored
 * encrypted with a key from configuration; status error means it stopped working and needs a reconnect.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .unique('calendar_connections_instructor_unique')
      .references(() => instructors.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CALENDAR_PROVIDERS }).notNull().default('google'),
    status: text('status', { enum: CALENDAR_CONNECTION_STATUS_VALUES }).notNull().default('connected'),
    /** AES-GCM ciphertext of the OAuth refresh token (iv, tag and data, base64). */
    encryptedRefreshToken: text('encrypted_refresh_token').notNull(),
    calendarId: text('calendar_id').notNull().default('primary'),
    accountEmail: text('account_email'),
    connectedAt: instant('connected_at').notNull().defaultNow(),
    lastSyncAt: instant('last_sync_at'),
    lastSyncBusyCount: integer('last_sync_busy_count'),
    lastError: text('last_error'),
    /** Set when the instructor was e-mailed about the error, so they are told once. */
    errorNotifiedAt: instant('error_notified_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('calendar_connections_provider_check', oneOf('provider', CALENDAR_PROVIDERS)),
    check('calendar_connections_status_check', oneOf('status', CALENDAR_CONNECTION_STATUS_VALUES)),
    check('calendar_connections_error_check', sql`${t.status} = 'connected' OR ${t.lastError} IS NOT NULL`),
  ],
);

/** One-time OAuth `state` values, bound to the instructor session that asked; only the hash is kept. */
export const calendarOauthStates = pgTable(
  'calendar_oauth_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull().unique('calendar_oauth_states_state_hash_unique'),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [check('calendar_oauth_states_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`)],
);

/** Busy periods read from the instructor's calendar at the last sync; slots overlapping them are hidden. */
export const calendarBusyPeriods = pgTable(
  'calendar_busy_periods',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    syncedAt: instant('synced_at').notNull(),
  },
  (t) => [
    index('calendar_busy_periods_instructor_idx').on(t.instructorId, t.startsAt),
    check('calendar_busy_periods_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The private iCalendar feed of an instructor's lessons: a long random URL they can regenerate. */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  instructorId: integer('instructor_id')
    .notNull()
    .unique('calendar_feeds_instructor_unique')
    .references(() => instructors.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_feeds_token_unique'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Messaging and reminders

/** Chat between the instructor and one learner; senderRole says who wrote it. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: SENDER_ROLES }).notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.studentId, t.instructorId, t.createdAt),
    check('messages_sender_role_check', oneOf('sender_role', SENDER_ROLES)),
    check('messages_content_check', sql`char_length(btrim(${t.content})) BETWEEN 1 AND 2000`),
  ],
);

export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .unique('reminder_preferences_student_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderType: text('reminder_type', { enum: REMINDER_TYPE_VALUES }).notNull().default('sms'),
    lessonReminder24h: boolean('lesson_reminder_24h').notNull().default(true),
    lessonReminder2h: boolean('lesson_reminder_2h').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (_t) => [check('reminder_preferences_type_check', oneOf('reminder_type', REMINDER_TYPE_VALUES))],
);

/** Every reminder attempt. One row per lesson, kind and lesson start: a second send is impossible. */
export const reminderLog = pgTable(
  'reminder_log',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** test: a trial message from the Reminders tab; driving_test: before a learner's practical test. */
    reminderKind: text('reminder_kind', { enum: REMINDER_LOG_KIND_VALUES }).notNull(),
    /** The lesson's start when reminded: a moved lesson is reminded again for its new time. */
    lessonStartsAt: instant('lesson_starts_at'),
    reminderType: text('reminder_type', { enum: REMINDER_TYPE_VALUES }).notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_CHANNEL_VALUES }).notNull(),
    status: text('status', { enum: REMINDER_LOG_STATUS_VALUES }).notNull(),
    providerMessageId: text('provider_message_id'),
    errorMessage: text('error_message'),
    /** How many of the learner's devices the reminder's push reached (issue 24): beside the channel. */
    pushedDevices: integer('pushed_devices').notNull().default(0),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_log_lesson_kind_unique')
      .on(t.lessonId, t.reminderKind, t.lessonStartsAt)
      .where(sql`lesson_id IS NOT NULL`),
    check('reminder_log_kind_check', oneOf('reminder_kind', REMINDER_LOG_KIND_VALUES)),
    check('reminder_log_type_check', oneOf('reminder_type', REMINDER_TYPE_VALUES)),
    check('reminder_log_delivery_method_check', oneOf('delivery_method', DELIVERY_CHANNEL_VALUES)),
    check('reminder_log_status_check', oneOf('status', REMINDER_LOG_STATUS_VALUES)),
    check(
      'reminder_log_test_has_no_lesson_check',
      sql`(${t.reminderKind} IN ('test', 'driving_test')) = (${t.lessonId} IS NULL)`,
    ),
    check('reminder_log_lesson_start_check', sql`(${t.lessonId} IS NULL) = (${t.lessonStartsAt} IS NULL)`),
  ],
);

/** Every e-mail and text message the school sends is written here first, then delivered. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: DELIVERY_CHANNEL_VALUES }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** What the message is about, e.g. booking_received; for finding and testing. */
    kind: text('kind').notNull(),
    attachments: jsonb('attachments'),
    status: text('status', { enum: OUTBOX_STATUS_VALUES }).notNull().default('pending'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    check('outbox_channel_check', oneOf('channel', DELIVERY_CHANNEL_VALUES)),
    check('outbox_status_check', oneOf('status', OUTBOX_STATUS_VALUES)),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    check('outbox_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
  ],
);

/**
 * A browser that agreed to receive push notifications (issue 24): the instructor's device or a
 * learner's, never both, with the topics it hears. Removed when the push service says it is gone
 * (404/410). Not in backups: a restored school asks its devices again.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastPushedAt: instant('last_pushed_at'),
  },
  (t) => [
    index('push_subscriptions_instructor_idx').on(t.instructorId),
    index('push_subscriptions_student_idx').on(t.studentId),
    check('push_subscriptions_owner_check', sql`(${t.instructorId} IS NULL) <> (${t.studentId} IS NULL)`),
  ],
);

/**
 * The school's VAPID key pair for web push (one row, id 1): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when set, else generated on the first start and kept here. A secret: not in backups.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_single_row_check', sql`${t.id} = 1`)],
);

/** Payment-provider webhook events already processed: each event id is acted on once. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_webhook_events_provider_event_unique').on(t.provider, t.eventId),
    check('payment_webhook_events_provider_check', oneOf('provider', PAYMENT_PROVIDERS)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Public forms

export const networkPartnerRequests = pgTable(
  'network_partner_requests',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lessonType: text('lesson_type', { enum: NETWORK_LESSON_TYPE_VALUES }).notNull(),
    preferredDates: date('preferred_dates', { mode: 'string' }).array().notNull(),
    /**
     * The learner's postcode district ('B23'), for matching (issue 38, docs/decisions/0054): only
     * the district is kept. Null on requests sent before the form asked for a postcode.
     */
    postcodeDistrict: text('postcode_district'),
    instructorPreference: text('instructor_preference', { enum: INSTRUCTOR_PREFERENCE_OPTIONS })
      .notNull()
      .default('no_preference'),
    additionalRequirements: text('additional_requirements'),
    urgencyLevel: text('urgency_level', { enum: URGENCY_LEVEL_VALUES }).notNull().default('standard'),
    status: text('status', { enum: NETWORK_REQUEST_STATUS_VALUES }).notNull().default('pending'),
    allocatedInstructorId: integer('allocated_instructor_id').references(() => instructors.id, {
      onDelete: 'set null',
    }),
    estimatedResponseDate: date('estimated_response_date', { mode: 'string' }).notNull(),
    /** The learner record the accepting instructor was given (issue 38, docs/decisions/0056). */
    learnerId: integer('learner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * When the follow-up job claimed the reply-by notice (the learner told we are still looking):
     * set once, so they are told once.
     */
    replyNoticeClaimedAt: instant('reply_notice_claimed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('network_partner_requests_created_idx').on(t.createdAt),
    check('network_partner_requests_full_name_check', sql`char_length(${t.fullName}) >= 2`),
    check('network_partner_requests_phone_check', sql`char_length(${t.phone}) >= 10`),
    check('network_partner_requests_lesson_type_check', oneOf('lesson_type', NETWORK_LESSON_TYPE_VALUES)),
    check('network_partner_requests_urgency_check', oneOf('urgency_level', URGENCY_LEVEL_VALUES)),
    check('network_partner_requests_status_check', oneOf('status', NETWORK_REQUEST_STATUS_VALUES)),
    check('network_partner_requests_dates_check', sql`cardinality(${t.preferredDates}) BETWEEN 1 AND 14`),
    check(
      'network_partner_requests_instructor_preference_check',
      oneOf('instructor_preference', INSTRUCTOR_PREFERENCE_OPTIONS),
    ),
    check(
      'network_partner_requests_postcode_district_check',
      sql`${t.postcodeDistrict} IS NULL OR ${t.postcodeDistrict} ~ '^([A-Z]{1,2}[0-9][0-9A-Z]?|GIR)$'`,
    ),
  ],
);

/**
 * A network-partner request offered to one of the school's instructors (issue 38,
 * docs/decisions/0056): by the owner to one, or to everyone who matches. The e-mailed link's token
 * is kept only as its SHA-256. The first accept wins: the request's conditional update decides,
 * and at most one offer of a request is ever accepted (a partial unique index).
 */
export const networkRequestOffers = pgTable(
  'network_request_offers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => networkPartnerRequests.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NETWORK_OFFER_KIND_VALUES }).notNull(),
    status: text('status', { enum: NETWORK_OFFER_STATUS_VALUES }).notNull().default('open'),
    tokenHash: text('token_hash').notNull(),
    offeredBy: integer('offered_by').references(() => instructors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** When it was answered, expired or withdrawn. */
    closedAt: instant('closed_at'),
  },
  (t) => [
    uniqueIndex('network_request_offers_token_hash_unique').on(t.tokenHash),
    uniqueIndex('network_request_offers_one_accepted_unique').on(t.requestId).where(sql`status = 'accepted'`),
    uniqueIndex('network_request_offers_one_open_unique')
      .on(t.requestId, t.instructorId)
      .where(sql`status = 'open'`),
    index('network_request_offers_instructor_idx').on(t.instructorId, t.status),
    index('network_request_offers_open_expiry_idx').on(t.expiresAt).where(sql`status = 'open'`),
    check('network_request_offers_kind_check', oneOf('kind', NETWORK_OFFER_KIND_VALUES)),
    check('network_request_offers_status_check', oneOf('status', NETWORK_OFFER_STATUS_VALUES)),
    check('network_request_offers_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check('network_request_offers_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} IS NULL)`),
  ],
);

/** Every step of a request's allocation, for its history on the card (issue 38). */
export const networkRequestEvents = pgTable(
  'network_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => networkPartnerRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NETWORK_REQUEST_EVENT_VALUES }).notNull(),
    /** Whom the step concerns: offered to, declined or accepted by. */
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    /** Who took it: the owner who offered, broadcast or moved the status. */
    byInstructorId: integer('by_instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    instructorCount: integer('instructor_count'),
    emailStatus: text('email_status', { enum: EMAIL_OUTCOME_VALUES }),
    status: text('status', { enum: NETWORK_REQUEST_STATUS_VALUES }),
    at: instant('at').notNull(),
  },
  (t) => [
    index('network_request_events_request_idx').on(t.requestId, t.at),
    check('network_request_events_kind_check', oneOf('kind', NETWORK_REQUEST_EVENT_VALUES)),
    // NULL passes a check: these hold only when the step has an e-mail or a status.
    check('network_request_events_email_status_check', oneOf('email_status', EMAIL_OUTCOME_VALUES)),
    check('network_request_events_status_check', oneOf('status', NETWORK_REQUEST_STATUS_VALUES)),
  ],
);

export const instructorApplications = pgTable(
  'instructor_applications',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    adiNumber: text('adi_number').notNull(),
    experienceYears: text('experience_years', { enum: EXPERIENCE_YEARS_VALUES }).notNull(),
    hourlyRate: text('hourly_rate', { enum: HOURLY_RATE_VALUES }).notNull(),
    areasWorked: text('areas_worked').array().notNull(),
    workDays: text('work_days').array().notNull(),
    workHours: text('work_hours', { enum: WORK_HOURS_VALUES }).notNull(),
    flexibility: text('flexibility', { enum: FLEXIBILITY_VALUES }).notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPE_VALUES }).notNull(),
    hasInsurance: boolean('has_insurance').notNull(),
    hasBusinessLicense: boolean('has_business_license').notNull(),
    additionalInfo: text('additional_info'),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull().default('received'),
    /** The last step's moment and who took it. */
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => instructors.id, { onDelete: 'set null' }),
    /** The vetting record (docs/decisions/0055), all set together with "Documents checked". */
    vettedAdiNumber: text('vetted_adi_number'),
    badgeType: text('badge_type', { enum: BADGE_TYPE_VALUES }),
    badgeExpiresOn: date('badge_expires_on', { mode: 'string' }),
    insuranceCoversTuition: boolean('insurance_covers_tuition'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    dbsCheckedOn: date('dbs_checked_on', { mode: 'string' }),
    dvsaCheckedAt: instant('dvsa_checked_at'),
    dvsaCheckedBy: integer('dvsa_checked_by').references(() => instructors.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** The account the invitation made, once the applicant accepted it. */
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('instructor_applications_created_idx').on(t.createdAt),
    check('instructor_applications_full_name_check', sql`char_length(${t.fullName}) >= 2`),
    check('instructor_applications_phone_check', sql`char_length(${t.phone}) >= 10`),
    check('instructor_applications_address_check', sql`char_length(${t.address}) >= 10`),
    check('instructor_applications_postcode_check', sql`char_length(${t.postcode}) >= 5`),
    check('instructor_applications_adi_check', sql`char_length(${t.adiNumber}) >= 6`),
    check('instructor_applications_experience_check', oneOf('experience_years', EXPERIENCE_YEARS_VALUES)),
    check('instructor_applications_rate_check', oneOf('hourly_rate', HOURLY_RATE_VALUES)),
    check('instructor_applications_work_hours_check', oneOf('work_hours', WORK_HOURS_VALUES)),
    check('instructor_applications_flexibility_check', oneOf('flexibility', FLEXIBILITY_VALUES)),
    check('instructor_applications_vehicle_check', oneOf('vehicle_type', VEHICLE_TYPE_VALUES)),
    check('instructor_applications_areas_check', sql`cardinality(${t.areasWorked}) >= 1`),
    check('instructor_applications_days_check', sql`cardinality(${t.workDays}) BETWEEN 1 AND 7`),
    check('instructor_applications_confirmations_check', sql`${t.hasInsurance} AND ${t.hasBusinessLicense}`),
    check('instructor_applications_status_check', oneOf('status', APPLICATION_STATUS_VALUES)),
    check(
      'instructor_applications_reviewed_check',
      sql`(${t.status} = 'received') = (${t.reviewedAt} IS NULL)`,
    ),
    check('instructor_applications_badge_type_check', oneOf('badge_type', BADGE_TYPE_VALUES)),
    // The record is whole or absent, and present from "Documents checked" on (older approvals aside).
    check(
      'instructor_applications_vetting_whole_check',
      sql`num_nonnulls(${t.vettedAdiNumber}, ${t.badgeType}, ${t.badgeExpiresOn}, ${t.insuranceCoversTuition}, ${t.insuranceExpiresOn}, ${t.dbsCheckedOn}) IN (0, 6)`,
    ),
    check(
      'instructor_applications_vetting_step_check',
      sql`${t.status} NOT IN ('documents_checked', 'dvsa_checked', 'invited', 'active') OR ${t.vettedAdiNumber} IS NOT NULL`,
    ),
    check(
      'instructor_applications_dvsa_step_check',
      sql`${t.status} NOT IN ('dvsa_checked', 'invited', 'active') OR ${t.dvsaCheckedAt} IS NOT NULL`,
    ),
  ],
);

/** Every step of an application to join: what it became, when, and who took it. */
export const instructorApplicationEvents = pgTable(
  'instructor_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => instructorApplications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull(),
    /** The owner who took the step; the new instructor when they accepted; null if gone. */
    byInstructorId: integer('by_instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    at: instant('at').notNull(),
  },
  (t) => [
    index('instructor_application_events_application_idx').on(t.applicationId, t.at),
    check('instructor_application_events_status_check', oneOf('status', APPLICATION_STATUS_VALUES)),
  ],
);

/** E-mail (and phone) left in the marketing pop-ups. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone'),
    source: text('source', { enum: LEAD_SOURCE_VALUES }).notNull(),
    createdAt: createdAt(),
    contactedAt: instant('contacted_at'),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    check('leads_source_check', oneOf('source', LEAD_SOURCE_VALUES)),
    check('leads_email_check', sql`position('@' in ${t.email}) > 1`),
  ],
);

/** The school's costs (fuel, car, insurance, ...), recorded by the instructor for the tax year's figures. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    /** The London date the money was spent. */
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    category: text('category', { enum: EXPENSE_CATEGORY_VALUES }).notNull(),
    note: text('note').notNull().default(''),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('expenses_spent_on_idx').on(t.spentOn),
    check('expenses_amount_check', sql`${t.amountPence} BETWEEN 1 AND 1000000`),
    check('expenses_category_check', oneOf('category', EXPENSE_CATEGORY_VALUES)),
  ],
);

/**
 * The school's fee model for each instructor, with its history (issue 39, docs/decisions/0059):
 * each row a change the owner made, in force from `from_date` (a London date) until the next. Rows
 * are never updated or deleted; two changes from the same day: the later one counts. The model's
 * amounts sit in the columns its kind uses, the others null (checked).
 */
export const schoolFeeModelChanges = pgTable(
  'school_fee_model_changes',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: SCHOOL_FEE_MODEL_KINDS }).notNull(),
    weeklyPence: integer('weekly_pence'),
    noLessonsNoFee: boolean('no_lessons_no_fee'),
    basisPoints: integer('basis_points'),
    perLearnerPence: integer('per_learner_pence'),
    changedBy: integer('changed_by').references(() => instructors.id, { onDelete: 'set null' }),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('school_fee_model_changes_instructor_idx').on(t.instructorId, t.fromDate),
    check('school_fee_model_changes_kind_check', oneOf('kind', SCHOOL_FEE_MODEL_KINDS)),
    check(
      'school_fee_model_changes_fields_check',
      sql`CASE ${t.kind}
        WHEN 'none' THEN ${t.weeklyPence} IS NULL AND ${t.noLessonsNoFee} IS NULL AND ${t.basisPoints} IS NULL AND ${t.perLearnerPence} IS NULL
        WHEN 'weekly_franchise' THEN ${t.weeklyPence} BETWEEN 0 AND ${sql.raw(String(MAX_WEEKLY_FRANCHISE_PENCE))} AND ${t.noLessonsNoFee} IS NOT NULL AND ${t.basisPoints} IS NULL AND ${t.perLearnerPence} IS NULL
        WHEN 'commission' THEN ${t.basisPoints} BETWEEN 0 AND ${sql.raw(String(BASIS_POINTS_IN_WHOLE))} AND ${t.weeklyPence} IS NULL AND ${t.noLessonsNoFee} IS NULL AND ${t.perLearnerPence} IS NULL
        WHEN 'referral' THEN ${t.perLearnerPence} BETWEEN 0 AND ${sql.raw(String(MAX_REFERRAL_FEE_PENCE))} AND ${t.weeklyPence} IS NULL AND ${t.noLessonsNoFee} IS NULL AND ${t.basisPoints} IS NULL
        ELSE false END`,
    ),
  ],
);

/** Weeks the owner waived an instructor's franchise fee, by their Monday (0059). */
export const schoolFeeWaivedWeeks = pgTable(
  'school_fee_waived_weeks',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    weekFrom: date('week_from', { mode: 'string' }).notNull(),
    waivedBy: integer('waived_by').references(() => instructors.id, { onDelete: 'set null' }),
    waivedAt: instant('waived_at').notNull().defaultNow(),
  },
  (t) => [
    unique('school_fee_waived_weeks_instructor_week_unique').on(t.instructorId, t.weekFrom),
    check('school_fee_waived_weeks_monday_check', sql`extract(isodow from ${t.weekFrom}) = 1`),
  ],
);

/**
 * A learner the school passed to an instructor, on a day (0059): what a referral fee is charged
 * on. Once per learner and instructor. A learner deleted later leaves the referral (its fee is
 * in the books) without a name. An instructor is deleted only while no lesson or money names them
 * (the demo's): their terms and referrals go with them.
 */
export const schoolReferrals = pgTable(
  'school_referrals',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    referredOn: date('referred_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => instructors.id, { onDelete: 'set null' }),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    unique('school_referrals_student_instructor_unique').on(t.studentId, t.instructorId),
    index('school_referrals_instructor_idx').on(t.instructorId, t.referredOn),
  ],
);

/**
 * Bank transfers that settle up between the school and an instructor (docs/decisions/0062): the
 * school paying them, or them paying the school. Never updated or deleted: an undo is a line of
 * the same direction with the amount negated that names the transfer it reverses (once each, and
 * a trigger of migration 0036 checks it matches). Money rows: an instructor named here is not
 * deleted (restrict), as with payments.
 */
export const instructorSettlements = pgTable(
  'instructor_settlements',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    direction: text('direction', { enum: SETTLEMENT_DIRECTIONS }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    recordedBy: integer('recorded_by').references(() => instructors.id, { onDelete: 'set null' }),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    reversesSettlementId: integer('reverses_settlement_id').references(
      (): AnyPgColumn => instructorSettlements.id,
      { onDelete: 'restrict' },
    ),
  },
  (t) => [
    index('instructor_settlements_instructor_idx').on(t.instructorId, t.paidOn),
    uniqueIndex('instructor_settlements_reverses_unique').on(t.reversesSettlementId),
    check('instructor_settlements_direction_check', oneOf('direction', SETTLEMENT_DIRECTIONS)),
    check(
      'instructor_settlements_amount_check',
      sql`${t.amountPence} <> 0 AND ${t.amountPence} BETWEEN ${sql.raw(String(-MAX_SETTLEMENT_PENCE))} AND ${sql.raw(String(MAX_SETTLEMENT_PENCE))} AND (${t.amountPence} > 0) = (${t.reversesSettlementId} IS NULL)`,
    ),
    check(
      'instructor_settlements_reference_check',
      sql`char_length(btrim(${t.reference})) BETWEEN 1 AND 100`,
    ),
  ],
);

/**
 * Whether the school acts as the learners' agent or as principal (0062): whose turnover the
 * lesson money is. Each change is in force from a London date until the next; rows are never
 * updated or deleted (the table is the history). Before the first, statements show no turnover.
 */
export const schoolTurnoverBasisChanges = pgTable(
  'school_turnover_basis_changes',
  {
    id: serial('id').primaryKey(),
    basis: text('basis', { enum: TURNOVER_BASES }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    changedBy: integer('changed_by').references(() => instructors.id, { onDelete: 'set null' }),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  () => [check('school_turnover_basis_changes_basis_check', oneOf('basis', TURNOVER_BASES))],
);

/**
 * The waiting list (issue 21): a learner's wishes for an earlier lesson. One open ('waiting')
 * entry per learner, by a partial unique index; a second join updates it. Entries that end stay
 * as history: 'left' (by the learner), 'removed' (by the instructor), 'fulfilled' (an offer taken).
 * `manual_rank` is set on every open entry when the instructor reorders the list by hand.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    /** [{ weekday: 1..7, period: 'morning' | 'afternoon' | 'evening' }], read through zod. */
    windows: jsonb('windows').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    lessonMinutes: integer('lesson_minutes').notNull(),
    testDate: date('test_date', { mode: 'string' }),
    status: text('status', { enum: WAITING_LIST_STATUSES }).notNull().default('waiting'),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    endedAt: instant('ended_at'),
    manualRank: integer('manual_rank'),
    movedAt: instant('moved_at'),
    /** 'mine': only `instructor_id`'s freed times; 'any': every instructor the preference matches (0058). */
    instructorChoice: text('instructor_choice', { enum: WAITING_LIST_INSTRUCTOR_CHOICES })
      .notNull()
      .default('mine'),
    instructorPreference: text('instructor_preference', { enum: INSTRUCTOR_PREFERENCE_OPTIONS })
      .notNull()
      .default('no_preference'),
  },
  (t) => [
    uniqueIndex('waiting_list_entries_one_open_unique').on(t.studentId).where(sql`status = 'waiting'`),
    index('waiting_list_entries_instructor_idx').on(t.instructorId, t.status),
    check('waiting_list_entries_status_check', oneOf('status', WAITING_LIST_STATUSES)),
    check(
      'waiting_list_entries_windows_check',
      sql`jsonb_typeof(${t.windows}) = 'array' AND jsonb_array_length(${t.windows}) BETWEEN 1 AND 21`,
    ),
    check('waiting_list_entries_lesson_minutes_check', sql`${t.lessonMinutes} IN (60, 90, 120)`),
    check('waiting_list_entries_ended_check', sql`(${t.status} = 'waiting') = (${t.endedAt} IS NULL)`),
    check('waiting_list_entries_manual_rank_check', sql`${t.manualRank} IS NULL OR ${t.manualRank} > 0`),
    check(
      'waiting_list_entries_instructor_choice_check',
      oneOf('instructor_choice', WAITING_LIST_INSTRUCTOR_CHOICES),
    ),
    check(
      'waiting_list_entries_instructor_preference_check',
      oneOf('instructor_preference', INSTRUCTOR_PREFERENCE_OPTIONS),
    ),
    // A preference only means something when waiting for any instructor.
    check(
      'waiting_list_entries_preference_needs_any_check',
      sql`instructor_choice = 'any' OR instructor_preference = 'no_preference'`,
    ),
  ],
);

/**
 * The times learners could book when the waiting list last looked (merged runs of bookable slots
 * per instructor). A time bookable now that was not then has been freed: a lesson cancelled or
 * moved, a request expired or rejected, availability added (waiting-list-sweep-service.ts).
 */
export const waitingListOpenTimes = pgTable(
  'waiting_list_open_times',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [
    index('waiting_list_open_times_instructor_idx').on(t.instructorId, t.startsAt),
    check('waiting_list_open_times_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row: when the waiting list last looked, and up to when (the booking window's end then: a
 * day that comes into the window as the calendar turns is not a freed time). Null before the first
 * look, which only records what is open.
 */
export const waitingListSweeps = pgTable(
  'waiting_list_sweeps',
  {
    id: integer('id').primaryKey().default(1),
    sweptAt: instant('swept_at'),
    sweptUntil: instant('swept_until'),
  },
  (t) => [check('waiting_list_sweeps_single_row_check', sql`${t.id} = 1`)],
);

/** A time that became bookable and may be offered to the waiting list. */
export const waitingListFreedTimes = pgTable(
  'waiting_list_freed_times',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    freedAt: instant('freed_at').notNull().defaultNow(),
    /** When the rule's offers were made; null while offers are made by hand. */
    offeredAt: instant('offered_at'),
    /** First claim wins: set once, by the claim that took it (a conditional update). */
    takenAt: instant('taken_at'),
    takenByStudentId: integer('taken_by_student_id').references(() => users.id, { onDelete: 'set null' }),
    takenLessonId: integer('taken_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('waiting_list_freed_times_instructor_idx').on(t.instructorId, t.startsAt),
    check('waiting_list_freed_times_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * An offer of a freed time to one waiting learner, by their reminder channel, with a link (the
 * token's SHA-256 is kept). Exactly one per learner per freed time, and at most one claimed per
 * freed time: both by unique indexes.
 */
export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: serial('id').primaryKey(),
    freedTimeId: integer('freed_time_id')
      .notNull()
      .references(() => waitingListFreedTimes.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitingListEntries.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The lesson offered: the freed time's start, the learner's lesson length. */
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    byHand: boolean('by_hand').notNull().default(false),
    sentAt: instant('sent_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    claimedAt: instant('claimed_at'),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waiting_list_offers_token_hash_unique').on(t.tokenHash),
    uniqueIndex('waiting_list_offers_one_per_learner_unique').on(t.freedTimeId, t.studentId),
    uniqueIndex('waiting_list_offers_one_claim_unique').on(t.freedTimeId).where(sql`claimed_at IS NOT NULL`),
    index('waiting_list_offers_student_idx').on(t.studentId),
    check('waiting_list_offers_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('waiting_list_offers_expiry_check', sql`${t.expiresAt} > ${t.sentAt}`),
  ],
);

/*
 * The version of what the instructor's Today and Students answers read (issue 36,
 * docs/decisions/0043-fast-today-and-students.md). Migration 0025 gives every table those answers
 * read a statement trigger that files the writing transaction in `read_version_bumps`; a deferred
 * constraint trigger there gives the one `read_versions` row a new value from the sequence at that
 * transaction's commit, so the new version becomes visible together with the data it stands for.
 * Values are unique, not ordered: an answer cached under one is used only while it is current.
 */
export const readVersionSequence = pgSequence('read_version_sequence');

/** One row per kind of read answer ('dashboard'); never in a backup (a restore writes a new one). */
export const readVersions = pgTable('read_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The transactions that wrote what the dashboard reads, each gone again at its own commit. */
export const readVersionBumps = pgTable('read_version_bumps', {
  transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
});

/**
 * A learner handed to another instructor (issue 38, docs/decisions/0060): cover for some dates or a
 * transfer for good, agreed by the learner through a single-use link (only its SHA-256 stored).
 * What the learner agreed to is kept word for word (`consent_text`) with when and as whom.
 */
export const learnerHandOvers = pgTable(
  'learner_hand_overs',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromInstructorId: integer('from_instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    toInstructorId: integer('to_instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HAND_OVER_KIND_VALUES }).notNull(),
    /** A cover's first and last London day; null for a transfer. */
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    note: text('note'),
    status: text('status', { enum: HAND_OVER_STATUS_VALUES }).notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    requestedBy: integer('requested_by').references(() => instructors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** The learner's answer: when, the words shown, and the name they were addressed by. */
    answeredAt: instant('answered_at'),
    consentText: text('consent_text'),
    consentName: text('consent_name'),
    /** When the learner's instructor changed, and (a cover) when they came back. */
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
    closedBy: integer('closed_by').references(() => instructors.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('learner_hand_overs_token_hash_unique').on(t.tokenHash),
    // One hand-over holds a learner at a time: pending, agreed (a cover to come) or running.
    uniqueIndex('learner_hand_overs_one_open_unique')
      .on(t.studentId)
      .where(sql`status IN ('pending', 'agreed', 'in_force')`),
    index('learner_hand_overs_student_idx').on(t.studentId, t.createdAt),
    index('learner_hand_overs_from_idx').on(t.fromInstructorId, t.status),
    check('learner_hand_overs_kind_check', oneOf('kind', HAND_OVER_KIND_VALUES)),
    check('learner_hand_overs_status_check', oneOf('status', HAND_OVER_STATUS_VALUES)),
    check('learner_hand_overs_other_instructor_check', sql`${t.fromInstructorId} <> ${t.toInstructorId}`),
    check(
      'learner_hand_overs_dates_check',
      sql`(${t.kind} = 'cover' AND ${t.fromDate} IS NOT NULL AND ${t.toDate} >= ${t.fromDate}) OR (${t.kind} = 'transfer' AND ${t.fromDate} IS NULL AND ${t.toDate} IS NULL)`,
    ),
    check(
      'learner_hand_overs_note_check',
      sql`${t.note} IS NULL OR char_length(${t.note}) BETWEEN 1 AND ${sql.raw(String(HAND_OVER_NOTE_MAX))}`,
    ),
    check('learner_hand_overs_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'learner_hand_overs_consent_check',
      sql`(${t.status} IN ('pending', 'cancelled', 'expired')) = (${t.answeredAt} IS NULL) AND (${t.answeredAt} IS NULL) = (${t.consentText} IS NULL)`,
    ),
  ],
);

/** Every step of a hand-over, who took it and when: for its history on the learner's record. */
export const learnerHandOverEvents = pgTable(
  'learner_hand_over_events',
  {
    id: serial('id').primaryKey(),
    handOverId: integer('hand_over_id')
      .notNull()
      .references(() => learnerHandOvers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HAND_OVER_EVENT_VALUES }).notNull(),
    /** The instructor who took the step; null with `by_learner` for the learner's answer, or the job's. */
    byInstructorId: integer('by_instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    byLearner: boolean('by_learner').notNull().default(false),
    emailStatus: text('email_status', { enum: EMAIL_OUTCOME_VALUES }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** The lesson's time as it was, kept if the lesson is later deleted. */
    lessonStartsAt: instant('lesson_starts_at'),
    detail: text('detail'),
    at: instant('at').notNull(),
  },
  (t) => [
    index('learner_hand_over_events_hand_over_idx').on(t.handOverId, t.at),
    index('learner_hand_over_events_lesson_idx').on(t.lessonId),
    check('learner_hand_over_events_kind_check', oneOf('kind', HAND_OVER_EVENT_VALUES)),
    check('learner_hand_over_events_email_status_check', oneOf('email_status', EMAIL_OUTCOME_VALUES)),
  ],
);
