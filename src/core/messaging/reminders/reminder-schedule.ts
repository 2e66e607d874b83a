/*
 * When a lesson reminder is owed and when it is due (docs/decisions/0009-reminders.md).
 * Pure: every function takes `now`; instants only, so "24 hours before" is 24 real hours across
 * the March and October clock changes.
 */

export const LESSON_REMINDER_KINDS = ['24h', '2h'] as const;
export type LessonReminderKind = (typeof LESSON_REMINDER_KINDS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long before the lesson each reminder is meant to go. */
export const REMINDER_LEAD_MS: Record<LessonReminderKind, number> = {
  '24h': 24 * HOUR_MS,
  '2h': 2 * HOUR_MS,
};

/**
 * How long after its time a reminder may still go. The scheduler runs every 5 minutes, so this
 * gives it 12 (24 h) and 6 (2 h) chances, and a restart shorter than the grace loses nothing; a
 * reminder later than this would no longer be "24 hours before" or "2 hours before".
 */
export const REMINDER_GRACE_MS: Record<LessonReminderKind, number> = {
  '24h': HOUR_MS,
  '2h': 30 * MINUTE_MS,
};

/** How often the scheduler looks for due reminders. */
export const REMINDER_CHECK_INTERVAL_MS = 5 * MINUTE_MS;

/** The instant a reminder is meant to go: the lesson's start minus the reminder's lead. */
export function getReminderSendAt(kind: LessonReminderKind, lessonStartsAt: Date): Date {
  return new Date(lessonStartsAt.getTime() - REMINDER_LEAD_MS[kind]);
}

export interface LessonTiming {
  lessonStartsAt: Date;
  /** When the lesson was booked: a lesson booked after a reminder's time is not owed that reminder. */
  lessonCreatedAt: Date;
}

/**
 * Owed: the lesson existed when the reminder was meant to go. A lesson booked 3 hours ahead gets
 * no 24-hour reminder (its confirmation is more recent than any reminder), but may get the 2-hour one.
 */
export function isReminderOwed(kind: LessonReminderKind, lesson: LessonTiming): boolean {
  return lesson.lessonCreatedAt.getTime() <= getReminderSendAt(kind, lesson.lessonStartsAt).getTime();
}

/**
 * Due at `now`: owed, its time has come (at exactly 24 h / 2 h before, not a millisecond earlier)
 * and its grace has not run out. Whether it was already sent is the reminder log's business: one
 * row per lesson, kind and start time, enforced by a unique key.
 */
export function isReminderDue(kind: LessonReminderKind, lesson: LessonTiming, now: Date): boolean {
  const sendAt = getReminderSendAt(kind, lesson.lessonStartsAt).getTime();
  const at = now.getTime();
  return (
    isReminderOwed(kind, lesson) &&
    sendAt <= at &&
    at < sendAt + REMINDER_GRACE_MS[kind] &&
    at < lesson.lessonStartsAt.getTime()
  );
}

/** Still to come at `now`: owed and its time has not come yet. */
export function isReminderScheduled(kind: LessonReminderKind, lesson: LessonTiming, now: Date): boolean {
  return (
    isReminderOwed(kind, lesson) && now.getTime() < getReminderSendAt(kind, lesson.lessonStartsAt).getTime()
  );
}

/**
 * The lesson starts the scheduler must look at: every lesson with a reminder whose grace window
 * contains `now` starts in (now + lead - grace, now + lead] for its kind; this is the union.
 */
export function getDueReminderSearchWindow(now: Date): { startsAfter: Date; startsAtOrBefore: Date } {
  const earliest = Math.min(
    ...LESSON_REMINDER_KINDS.map((kind) => REMINDER_LEAD_MS[kind] - REMINDER_GRACE_MS[kind]),
  );
  const latest = Math.max(...LESSON_REMINDER_KINDS.map((kind) => REMINDER_LEAD_MS[kind]));
  return {
    startsAfter: new Date(now.getTime() + earliest),
    startsAtOrBefore: new Date(now.getTime() + latest),
  };
}

export interface ReminderPreferenceChoice {
  reminderType: 'sms' | 'whatsapp' | 'email' | 'none';
  enable24h: boolean;
  enable2h: boolean;
}

/** The reminder kinds a learner's preference asks for (none when they chose no reminders). */
export function getEnabledReminderKinds(preference: ReminderPreferenceChoice): LessonReminderKind[] {
  if (preference.reminderType === 'none') return [];
  return LESSON_REMINDER_KINDS.filter((kind) =>
    kind === '24h' ? preference.enable24h : preference.enable2h,
  );
}
