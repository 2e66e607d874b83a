import { z } from 'zod';
import { databaseIdParam } from '../../api/id-schemas';
import { formatMinutesAsHours } from '../../bookings/booking/booking-rules';
import { formatHourCount } from '../../format/count-format';
import { formatPounds } from '../../format/display-format';
import { SCHOOL_SETTING_LABELS, type SchoolSettingKey } from './school-settings-schemas';

/*
 * The settings history (issue 23): every change to the school's settings and packages, who made it
 * and when, with the value before and after. Values are stored as they were (JSON) and shown in
 * words by `describeSettingValue`, so the history reads the same in the dashboard and in a backup.
 */

export const SETTINGS_CHANGE_AREAS = ['school', 'package'] as const;
export type SettingsChangeArea = (typeof SETTINGS_CHANGE_AREAS)[number];

/** The package fields the Settings section edits, as the history names them. */
export const PACKAGE_FIELD_LABELS = {
  /** The package was added (old value null, new value its name). */
  created: 'Package added',
  name: 'Name',
  pricePence: 'Price',
  totalMinutes: 'Hours',
  lessons: 'Number of lessons',
  description: 'Description',
  features: 'Features',
  isPopular: '"Most Popular"',
  isSingleLesson: 'Single lesson',
  offerEndsOn: 'Offer ends on',
  isActive: 'Active',
  sortOrder: 'Display order',
} as const;
export type PackageHistoryField = keyof typeof PACKAGE_FIELD_LABELS;

function isPackageField(field: string): field is PackageHistoryField {
  return Object.hasOwn(PACKAGE_FIELD_LABELS, field);
}

function isSchoolField(field: string): field is SchoolSettingKey {
  return Object.hasOwn(SCHOOL_SETTING_LABELS, field);
}

/** A setting's name in the history: 'Phone', 'Price'. */
export function getSettingFieldLabel(area: SettingsChangeArea, field: string): string {
  if (area === 'package' && isPackageField(field)) return PACKAGE_FIELD_LABELS[field];
  if (area === 'school' && isSchoolField(field)) return SCHOOL_SETTING_LABELS[field];
  return field;
}

const PERCENT_FIELDS = new Set(['passRatePercent', 'lateChangeForfeitPercent']);
const HOUR_FIELDS = new Set(['bookingHoldHours', 'freeChangeHours', 'lateChangeHours']);

/** A stored value in words: '£360.00', '10 hours', 'Yes', '(none)'. */
export function describeSettingValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (field === 'pricePence') return formatPounds(value);
    if (field === 'totalMinutes') return formatMinutesAsHours(value);
    if (PERCENT_FIELDS.has(field)) return `${value}%`;
    if (HOUR_FIELDS.has(field)) return formatHourCount(value);
    return String(value);
  }
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(String).join('; ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** One change as the dashboard lists it. */
export const settingsChangeSchema = z.object({
  id: z.number().int(),
  changedAt: z.iso.datetime({ offset: true }),
  /** The instructor's e-mail (or name) who made it. */
  changedBy: z.string(),
  area: z.enum(SETTINGS_CHANGE_AREAS),
  /** The package's name for a package change ('Standard Package'); null for the school's settings. */
  subject: z.string().nullable(),
  field: z.string(),
  fieldLabel: z.string(),
  /** In words ('£360.00', '(none)'). */
  oldValue: z.string(),
  newValue: z.string(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const SETTINGS_HISTORY_PAGE_SIZE = 50;

/** `GET /api/settings/history?before=`: newest first, a page at a time. */
export const settingsHistoryQuerySchema = z.object({
  /** Only changes with an id below this (the next page). */
  before: databaseIdParam().optional(),
});

export const settingsHistoryResponseSchema = z.object({
  changes: z.array(settingsChangeSchema),
  /** Pass as `before` for the next page; null when there are no more. */
  nextBefore: z.number().int().nullable(),
});
export type SettingsHistoryResponse = z.infer<typeof settingsHistoryResponseSchema>;
