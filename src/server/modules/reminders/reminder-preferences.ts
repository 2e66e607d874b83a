import { z } from 'zod';
import {
  DEFAULT_ENABLE_2H,
  DEFAULT_ENABLE_24H,
  REMINDER_TYPE_VALUES,
  type ReminderType,
  type StudentReminderPreference,
} from '../../../core/reminders/reminder-schemas';
import type { ReminderPreferenceRow } from './reminders-repository';

const reminderTypeSchema = z.enum(REMINDER_TYPE_VALUES);

/** The stored default (a check constraint keeps it one of the four types). */
export function readDefaultReminderType(value: string): ReminderType {
  return reminderTypeSchema.parse(value);
}

/**
 * What a learner gets: their own preference when they have one, otherwise the school's default
 * type with the spec's switches (24-hour reminder on, 2-hour off).
 */
export function resolveReminderPreference(
  own: ReminderPreferenceRow | null,
  defaultType: ReminderType,
): StudentReminderPreference {
  if (!own) {
    return {
      reminderType: defaultType,
      enable24h: DEFAULT_ENABLE_24H,
      enable2h: DEFAULT_ENABLE_2H,
      isSchoolDefault: true,
      updatedAt: null,
    };
  }
  return {
    reminderType: reminderTypeSchema.parse(own.reminderType),
    enable24h: own.lessonReminder24h,
    enable2h: own.lessonReminder2h,
    isSchoolDefault: false,
    updatedAt: own.updatedAt.toISOString(),
  };
}
