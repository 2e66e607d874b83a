import { z } from 'zod';
import { databaseIdField } from '../../api/id-schemas';
import { LESSON_REMINDER_KINDS } from './reminder-schedule';

/*
 * Reminder settings, test reminders, the upcoming reminders and the log: shared by the server's
 * validation and the dashboard's forms (spec instructor side, sections 2, 3, 7 and 8).
 */

export const REMINDER_TYPE_VALUES = ['sms', 'whatsapp', 'email', 'none'] as const;
export type ReminderType = (typeof REMINDER_TYPE_VALUES)[number];

/** The default type select (spec section 2); the spec gives no label for whatsapp. */
export const reminderTypeLabels: Record<ReminderType, string> = {
  sms: 'SMS Text Messages',
  whatsapp: 'WhatsApp Messages',
  email: 'Email Only',
  none: 'No Reminders',
};

export const DELIVERY_METHOD_VALUES = ['email', 'sms', 'whatsapp'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHOD_VALUES)[number];

export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export const REMINDER_LOG_KIND_VALUES = [...LESSON_REMINDER_KINDS, 'test', 'driving_test'] as const;
export type ReminderLogKind = (typeof REMINDER_LOG_KIND_VALUES)[number];

export const reminderKindLabels: Record<ReminderLogKind, string> = {
  '24h': '24 hours before',
  '2h': '2 hours before',
  test: 'Test',
  driving_test: 'Driving test',
};

/** Spec section 9: a learner without a preference of their own gets sms, 24 h on, 2 h off. */
export const DEFAULT_ENABLE_24H = true;
export const DEFAULT_ENABLE_2H = false;

export const REMINDER_TYPE_MESSAGE = 'Please choose how reminders are sent';
export const TEST_STUDENT_MESSAGE = 'Please select a student';

const reminderTypeSchema = z.enum(REMINDER_TYPE_VALUES, REMINDER_TYPE_MESSAGE);

/** `POST /api/students/{id}/reminder-preference` (the spec's payload: reminderType, enable24h, enable2h). */
export const reminderPreferenceRequestSchema = z.object({
  reminderType: reminderTypeSchema,
  enable24h: z.boolean('Choose whether to send the 24-hour reminder').default(DEFAULT_ENABLE_24H),
  enable2h: z.boolean('Choose whether to send the 2-hour reminder').default(DEFAULT_ENABLE_2H),
});

export type ReminderPreferenceRequest = z.input<typeof reminderPreferenceRequestSchema>;
export type ValidReminderPreferenceRequest = z.output<typeof reminderPreferenceRequestSchema>;

/** `PUT /api/reminder-settings`: the school's default type ('Update Default Preference'). */
export const defaultReminderTypeRequestSchema = z.object({ defaultReminderType: reminderTypeSchema });

export type DefaultReminderTypeRequest = z.infer<typeof defaultReminderTypeRequestSchema>;

export const TEST_REMINDER_TYPE_VALUES = ['sms', 'whatsapp', 'email'] as const;

/** `POST /api/test-reminder` (spec: studentId as a number, and the type). */
export const testReminderRequestSchema = z.object({
  studentId: databaseIdField(TEST_STUDENT_MESSAGE),
  type: z.enum(TEST_REMINDER_TYPE_VALUES, 'Please choose SMS, WhatsApp or e-mail'),
});

export type TestReminderRequest = z.infer<typeof testReminderRequestSchema>;

export const DELIVERY_OUTCOME_VALUES = ['sent', 'failed', 'not_configured'] as const;

/** The spec's { success, message }, with what really happened to the message. */
export const testReminderResponseSchema = z.object({
  /** True only when the message went by the channel asked for. */
  success: z.boolean(),
  message: z.string(),
  /** The channel it finally went (or was kept for), after any fallback to e-mail. */
  deliveryMethod: z.enum(DELIVERY_METHOD_VALUES),
  status: z.enum(DELIVERY_OUTCOME_VALUES),
});

export type TestReminderResponse = z.infer<typeof testReminderResponseSchema>;

/** Whether a channel can send, and which variables to set when it cannot. */
export const channelConfigurationSchema = z.object({
  configured: z.boolean(),
  missing: z.array(z.string()),
});

export type ChannelConfiguration = z.infer<typeof channelConfigurationSchema>;

export const reminderChannelsSchema = z.object({
  sms: channelConfigurationSchema,
  whatsapp: channelConfigurationSchema,
  email: channelConfigurationSchema,
});

export type ReminderChannels = z.infer<typeof reminderChannelsSchema>;

export const studentReminderPreferenceSchema = z.object({
  reminderType: z.enum(REMINDER_TYPE_VALUES),
  enable24h: z.boolean(),
  enable2h: z.boolean(),
  /** True when the learner has no preference of their own and follows the school's default. */
  isSchoolDefault: z.boolean(),
  /** When their own preference was last changed. */
  updatedAt: z.iso.datetime().nullable(),
});

export type StudentReminderPreference = z.infer<typeof studentReminderPreferenceSchema>;

export const reminderSettingsStudentSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The phone number could not be read as a number SMS or WhatsApp can reach. */
  phoneUsable: z.boolean(),
  preference: studentReminderPreferenceSchema,
});

export type ReminderSettingsStudent = z.infer<typeof reminderSettingsStudentSchema>;

/** `GET /api/reminder-settings` */
export const reminderSettingsResponseSchema = z.object({
  defaultReminderType: z.enum(REMINDER_TYPE_VALUES),
  channels: reminderChannelsSchema,
  students: z.array(reminderSettingsStudentSchema),
});

export type ReminderSettings = z.infer<typeof reminderSettingsResponseSchema>;

/** `POST /api/students/{id}/reminder-preference` answer. */
export const savedReminderPreferenceSchema = z.object({
  studentId: z.number().int().positive(),
  preference: studentReminderPreferenceSchema,
});

export type SavedReminderPreference = z.infer<typeof savedReminderPreferenceSchema>;

export const UPCOMING_REMINDER_STATES = ['scheduled', 'due'] as const;

/** `GET /api/reminders/upcoming`: reminders that will go, soonest first. Dates and times are London's. */
export const upcomingReminderSchema = z.object({
  lessonId: z.number().int().positive(),
  studentId: z.number().int().positive(),
  studentName: z.string(),
  kind: z.enum(LESSON_REMINDER_KINDS),
  reminderType: z.enum(DELIVERY_METHOD_VALUES),
  lessonDate: z.string(),
  lessonTime: z.string(),
  sendAt: z.iso.datetime(),
  sendDate: z.string(),
  sendTime: z.string(),
  /** due: its time has come and the next check sends it. */
  state: z.enum(UPCOMING_REMINDER_STATES),
});

export type UpcomingReminder = z.infer<typeof upcomingReminderSchema>;

export const upcomingRemindersResponseSchema = z.object({
  /** How far ahead the list looks, in days. */
  days: z.number().int().positive(),
  reminders: z.array(upcomingReminderSchema),
});

export type UpcomingReminders = z.infer<typeof upcomingRemindersResponseSchema>;

export const REMINDER_LOG_STATUS_VALUES = ['sent', 'failed'] as const;

/** `GET /api/reminders/log`: every send, newest first. */
export const reminderLogEntrySchema = z.object({
  id: z.number().int().positive(),
  lessonId: z.number().int().positive().nullable(),
  studentId: z.number().int().positive(),
  studentName: z.string(),
  kind: z.enum(REMINDER_LOG_KIND_VALUES),
  /** The lesson's date and time when it was reminded (null for a test). */
  lessonDate: z.string().nullable(),
  lessonTime: z.string().nullable(),
  reminderType: z.enum(REMINDER_TYPE_VALUES),
  deliveryMethod: z.enum(DELIVERY_METHOD_VALUES),
  status: z.enum(REMINDER_LOG_STATUS_VALUES),
  providerMessageId: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** How many of the learner's devices the reminder also reached by push. */
  pushedDevices: z.number().int().nonnegative(),
  sentAt: z.iso.datetime(),
  sentDate: z.string(),
  sentTime: z.string(),
});

export type ReminderLogEntry = z.infer<typeof reminderLogEntrySchema>;

export const reminderLogResponseSchema = z.object({
  /** The newest entries, at most this many. */
  limit: z.number().int().positive(),
  entries: z.array(reminderLogEntrySchema),
});

export type ReminderLog = z.infer<typeof reminderLogResponseSchema>;

/** Spec section 8. */
export const PREFERENCE_UPDATED_TITLE = 'Preference Updated';
export const PREFERENCE_FAILED_MESSAGE = 'Failed to update reminder preference';
/** The default reminder type is a school setting, changed by its owner (docs/decisions/0051). */
export const DEFAULT_REMINDER_TYPE_OWNER_ONLY_MESSAGE =
  "Only the school's owner can change the school's default reminder type.";
export const TEST_FAILED_TITLE = 'Test Failed';
export const TEST_FAILED_MESSAGE =
  'Failed to send test reminder. Make sure Twilio credentials are configured.';
