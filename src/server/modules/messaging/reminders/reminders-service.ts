import { formatUkPhone } from '../../../../core/format/display-format';
import { toE164PhoneNumber } from '../../../../core/messaging/reminders/phone-number';
import {
  getEnabledReminderKinds,
  getReminderSendAt,
  isReminderDue,
  isReminderScheduled,
} from '../../../../core/messaging/reminders/reminder-schedule';
import {
  deliveryMethodLabels,
  type ReminderChannels,
  type ReminderLog,
  type ReminderSettings,
  type ReminderType,
  reminderLogEntrySchema,
  type SavedReminderPreference,
  TEST_STUDENT_MESSAGE,
  type TestReminderRequest,
  type TestReminderResponse,
  type UpcomingReminder,
  type UpcomingReminders,
  type ValidReminderPreferenceRequest,
} from '../../../../core/messaging/reminders/reminder-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import { requireStudentToChange, STUDENT_NOT_FOUND_MESSAGE } from '../../learners/learners/learners-service';
import { getSchoolSettings, updateSchoolSettings } from '../../school/settings/school-settings-service';
import type { SettingsChangeAuthor } from '../../school/settings/settings-history-repository';
import { deliverReminder, enqueueReminder, type ReminderDeliveryPlan } from './reminder-delivery-service';
import { testReminderEmail, testReminderText } from './reminder-messages';
import { resolveReminderPreference, toReminderDefaults } from './reminder-preferences';
import {
  findStudentWithPreference,
  insertReminderLog,
  listLoggedLessonReminders,
  listReminderLogEntries,
  listScheduledLessonsStarting,
  listStudentsWithPreferences,
  type NewReminderLogRow,
  type ReminderLogRow,
  recordReminderOutcome,
  upsertReminderPreference,
} from './reminders-repository';

/** The upcoming list looks this far ahead. */
export const UPCOMING_REMINDER_DAYS = 14;
/** The log shows this many of the newest entries. */
export const REMINDER_LOG_LIMIT = 50;

const DAY_MS = 86_400_000;
// The log's column (and check constraint) admit every delivery channel, push included; a reminder
// is only ever sent by e-mail or text, and the log shows only those (the API's own field).
const deliveryMethodSchema = reminderLogEntrySchema.shape.deliveryMethod;

/** Which channels can send now, and what to set for those that cannot. */
export function describeReminderChannels(deps: AppDependencies): ReminderChannels {
  return {
    sms: { configured: deps.texts.isConfigured('sms'), missing: deps.texts.missingConfiguration('sms') },
    whatsapp: {
      configured: deps.texts.isConfigured('whatsapp'),
      missing: deps.texts.missingConfiguration('whatsapp'),
    },
    email: {
      configured: deps.mail.deliveryConfigured,
      missing: deps.mail.deliveryConfigured ? [] : ['SMTP_URL'],
    },
  };
}

/** /reminder-settings: the school's default, every learner's preference, and the channels. */
export async function getReminderSettings(deps: AppDependencies, viewer: Viewer): Promise<ReminderSettings> {
  const { db } = deps.database;
  const settings = await getSchoolSettings(deps);
  const defaults = toReminderDefaults(settings);
  // The school's default for all; the learners listed are those the instructor sees (docs/decisions/0051).
  const rows = await listStudentsWithPreferences(db, viewer);
  return {
    defaultReminderType: settings.defaultReminderType,
    channels: describeReminderChannels(deps),
    students: rows.map(({ student, preference }) => ({
      ...student,
      phoneUsable: student.phone !== null && toE164PhoneNumber(student.phone) !== null,
      preference: resolveReminderPreference(preference, defaults),
    })),
  };
}

/** 'Update Default Preference': the type used for every learner without a preference of their own. */
export async function saveDefaultReminderType(
  deps: AppDependencies,
  reminderType: ReminderType,
  viewer: Viewer,
  author: SettingsChangeAuthor,
): Promise<ReminderSettings> {
  // The same path as the Settings section, so the change is in the settings history too.
  await updateSchoolSettings(deps, { defaultReminderType: reminderType }, author);
  return getReminderSettings(deps, viewer);
}

/** `POST /api/students/{id}/reminder-preference`: the learner's own type and switches. */
export async function saveReminderPreference(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: ValidReminderPreferenceRequest,
): Promise<SavedReminderPreference> {
  const { db } = deps.database;
  await requireStudentToChange(db, viewer, studentId);
  const existing = await findStudentWithPreference(db, studentId);
  if (!existing) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  const row = await upsertReminderPreference(db, {
    studentId,
    reminderType: request.reminderType,
    lessonReminder24h: request.enable24h,
    lessonReminder2h: request.enable2h,
    updatedAt: deps.now(),
  });
  const defaults = toReminderDefaults(await getSchoolSettings(deps));
  return { studentId, preference: resolveReminderPreference(row, defaults) };
}

/**
 * Sends a test reminder to a learner the instructor sees by the channel asked for, exactly as a
 * lesson reminder would go (with the e-mail fallback), and logs it. `success` is true only when it
 * went by that channel; the message says what happened either way. Another instructor's learner is
 * answered exactly as a learner that does not exist (docs/decisions/0051).
 */
export async function sendTestReminder(
  deps: AppDependencies,
  viewer: Viewer,
  request: TestReminderRequest,
): Promise<TestReminderResponse> {
  const found = await findStudentWithPreference(deps.database.db, request.studentId, viewer);
  if (!found) throw badRequest(TEST_STUDENT_MESSAGE, { studentId: TEST_STUDENT_MESSAGE });
  const { student } = found;
  const school = await getSchoolDetails(deps);
  const plan: ReminderDeliveryPlan = {
    student,
    channel: request.type,
    text: testReminderText(student, request.type, school),
    email: testReminderEmail(student, request.type, school),
    kind: 'test_reminder',
  };
  const enqueued = await enqueueReminder(deps, deps.database.db, plan);
  const outcome = await deliverReminder(deps, plan, enqueued);
  await insertReminderLog(deps.database.db, {
    lessonId: null,
    lessonStartsAt: null,
    studentId: student.id,
    reminderKind: 'test',
    reminderType: request.type,
    deliveryMethod: outcome.deliveryMethod,
    status: outcome.status === 'sent' ? 'sent' : 'failed',
    providerMessageId: outcome.providerMessageId,
    errorMessage: outcome.problem,
    sentAt: deps.now(),
  });

  const label = deliveryMethodLabels[request.type];
  const success = outcome.status === 'sent' && outcome.deliveryMethod === request.type;
  const messageId = outcome.providerMessageId ? ` Message id ${outcome.providerMessageId}.` : '';
  return {
    success,
    message: success
      ? `Test ${label} sent to ${student.fullName} (${formatUkPhone(outcome.recipient)}).${messageId}`
      : outcome.status === 'sent'
        ? `${outcome.problem} The test went to ${student.fullName} at ${formatUkPhone(outcome.recipient)}.`
        : `${outcome.problem ?? 'Nothing was sent.'}`,
    deliveryMethod: outcome.deliveryMethod,
    status: outcome.status,
  };
}

/**
 * The reminders still to go for scheduled lessons in the next 14 days, soonest first: those whose
 * time has come but have not gone yet ('due': the next check sends them) and those still to come.
 */
export async function listUpcomingReminders(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<UpcomingReminders> {
  const { db } = deps.database;
  const now = deps.now();
  const defaults = toReminderDefaults(await getSchoolSettings(deps));
  const lessons = await listScheduledLessonsStarting(
    db,
    { startsAfter: now, startsAtOrBefore: new Date(now.getTime() + UPCOMING_REMINDER_DAYS * DAY_MS) },
    { lock: false, viewer },
  );
  const logged = await listLoggedLessonReminders(
    db,
    lessons.map((lesson) => lesson.lessonId),
  );
  const reminders: UpcomingReminder[] = [];
  for (const lesson of lessons) {
    const preference = resolveReminderPreference(lesson.preference, defaults);
    if (preference.reminderType === 'none') continue;
    const timing = { lessonStartsAt: lesson.startsAt, lessonCreatedAt: lesson.createdAt };
    const start = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
    for (const kind of getEnabledReminderKinds(preference)) {
      const alreadyLogged = logged.some(
        (entry) =>
          entry.lessonId === lesson.lessonId &&
          entry.reminderKind === kind &&
          entry.lessonStartsAt?.getTime() === lesson.startsAt.getTime(),
      );
      if (alreadyLogged) continue;
      const state = isReminderDue(kind, timing, now)
        ? 'due'
        : isReminderScheduled(kind, timing, now)
          ? 'scheduled'
          : null;
      if (state === null) continue;
      const sendAt = getReminderSendAt(kind, lesson.startsAt);
      const send = toZonedParts(sendAt, SCHOOL_TIME_ZONE);
      reminders.push({
        lessonId: lesson.lessonId,
        studentId: lesson.student.id,
        studentName: lesson.student.fullName,
        kind,
        reminderType: preference.reminderType,
        lessonDate: start.date,
        lessonTime: start.time,
        sendAt: sendAt.toISOString(),
        sendDate: send.date,
        sendTime: send.time,
        state,
      });
    }
  }
  reminders.sort((a, b) => a.sendAt.localeCompare(b.sendAt) || a.lessonId - b.lessonId);
  return { days: UPCOMING_REMINDER_DAYS, reminders };
}

/** The newest reminder log entries: every send, with the provider's message id or the error. */
export async function listReminderLog(deps: AppDependencies, viewer: Viewer): Promise<ReminderLog> {
  const rows = await listReminderLogEntries(deps.database.db, viewer, REMINDER_LOG_LIMIT);
  return {
    limit: REMINDER_LOG_LIMIT,
    entries: rows.map(({ entry, studentName }) => {
      const lessonStart = entry.lessonStartsAt ? toZonedParts(entry.lessonStartsAt, SCHOOL_TIME_ZONE) : null;
      const sent = toZonedParts(entry.sentAt, SCHOOL_TIME_ZONE);
      return {
        id: entry.id,
        lessonId: entry.lessonId,
        studentId: entry.studentId,
        studentName,
        kind: entry.reminderKind,
        lessonDate: lessonStart?.date ?? null,
        lessonTime: lessonStart?.time ?? null,
        reminderType: entry.reminderType,
        deliveryMethod: deliveryMethodSchema.parse(entry.deliveryMethod),
        status: entry.status,
        providerMessageId: entry.providerMessageId,
        errorMessage: entry.errorMessage,
        pushedDevices: entry.pushedDevices,
        sentAt: entry.sentAt.toISOString(),
        sentDate: sent.date,
        sentTime: sent.time,
      };
    }),
  };
}

/** The learner with their reminder preferences (none stored: the defaults apply). */
export function findLearnerWithReminderPreference(db: DatabaseExecutor, studentId: number) {
  return findStudentWithPreference(db, studentId);
}

/** Logs a reminder claimed for sending, in the caller's transaction. */
export function logReminder(db: DatabaseExecutor, row: NewReminderLogRow): Promise<ReminderLogRow> {
  return insertReminderLog(db, row);
}

/** What finally became of a claimed reminder. */
export function recordReminderDelivery(
  db: Database,
  id: number,
  outcome: Parameters<typeof recordReminderOutcome>[2],
): Promise<void> {
  return recordReminderOutcome(db, id, outcome);
}
