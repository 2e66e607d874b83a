import type {
  ReminderType,
  StudentReminderPreference,
} from '../../../../core/messaging/reminders/reminder-schemas';
import type { SchoolSettings } from '../../../../core/school/settings/school-settings-schemas';
import type { ReminderPreferenceRow } from './reminders-repository';

/** What a learner without a preference of their own gets (the school's reminder defaults, Settings). */
export interface SchoolReminderDefaults {
  reminderType: ReminderType;
  enable24h: boolean;
  enable2h: boolean;
}

export function toReminderDefaults(
  settings: Pick<SchoolSettings, 'defaultReminderType' | 'defaultEnable24h' | 'defaultEnable2h'>,
): SchoolReminderDefaults {
  return {
    reminderType: settings.defaultReminderType,
    enable24h: settings.defaultEnable24h,
    enable2h: settings.defaultEnable2h,
  };
}

/**
 * What a learner gets: their own preference when they have one, otherwise the school's default
 * type and switches.
 */
export function resolveReminderPreference(
  own: ReminderPreferenceRow | null,
  defaults: SchoolReminderDefaults,
): StudentReminderPreference {
  if (!own) {
    return {
      reminderType: defaults.reminderType,
      enable24h: defaults.enable24h,
      enable2h: defaults.enable2h,
      isSchoolDefault: true,
      updatedAt: null,
    };
  }
  return {
    reminderType: own.reminderType,
    enable24h: own.lessonReminder24h,
    enable2h: own.lessonReminder2h,
    isSchoolDefault: false,
    updatedAt: own.updatedAt.toISOString(),
  };
}
