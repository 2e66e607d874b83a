/*
 * The booking page's selection rules (spec learner side, sections 4, 5 and 9), pure so that the
 * page and the server apply exactly the same ones.
 */

import { formatHoursFromMinutes } from '../../format/count-format';

/** Hours when the package is unknown (spec: "default 2"). */
export const DEFAULT_REQUIRED_HOURS = 2;
export const DATES_PER_PAGE = 14;
export const BOOKING_WINDOW_MONTHS = 3;

export interface SlotDuration {
  id: number;
  /** Minutes. */
  duration: number;
}

export interface PackageHours {
  hours: number;
  isSingleLesson: boolean;
}

/** Hours of lessons the chosen package asks the learner to pick. */
export function getRequiredHours(lessonPackage: PackageHours | undefined): number {
  return lessonPackage?.hours ?? DEFAULT_REQUIRED_HOURS;
}

export function getSelectedHours(slots: readonly SlotDuration[]): number {
  return slots.reduce((total, slot) => total + slot.duration, 0) / 60;
}

/** Remaining = required minus selected, never below 0. */
export function getRemainingHours(requiredHours: number, selectedHours: number): number {
  return Math.max(0, requiredHours - selectedHours);
}

/** An unselected slot can be added only while it keeps the total within the required hours. */
export function isSlotSelectable(
  slot: SlotDuration,
  selected: readonly SlotDuration[],
  requiredHours: number,
): boolean {
  if (selected.some((chosen) => chosen.id === slot.id)) return true;
  return getSelectedHours(selected) + slot.duration / 60 <= requiredHours;
}

/** Selecting a slot toggles it; a slot that would exceed the hours is not added. */
export function toggleSlotSelection<T extends SlotDuration>(
  slot: T,
  selected: readonly T[],
  requiredHours: number,
): T[] {
  if (selected.some((chosen) => chosen.id === slot.id))
    return selected.filter((chosen) => chosen.id !== slot.id);
  if (!isSlotSelectable(slot, selected, requiredHours)) return [...selected];
  return [...selected, slot];
}

export type SlotSelectionProblem =
  | { kind: 'payment_mismatch'; message: string }
  | { kind: 'too_many_hours'; message: string }
  /** A single lesson's times with a gap between them (one-piece-lesson.ts). */
  | { kind: 'not_one_stretch'; message: string };

/** Formats hours like the spec: 1, 1.5, 2. */
export function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : String(Math.round(hours * 100) / 100);
}

/** Minutes in words of hours: '1 hour', '1.5 hours', '3 hours'. */
export function formatMinutesAsHours(minutes: number): string {
  return formatHoursFromMinutes(minutes);
}

/**
 * The submit rules of section 5. A single lesson booked with slots must be exactly its hours
 * ('Payment Mismatch'); any package refuses more hours than it buys; no slots is a future booking.
 */
export function checkSlotSelection(
  lessonPackage: PackageHours,
  slots: readonly SlotDuration[],
): SlotSelectionProblem | null {
  if (slots.length === 0) return null;
  const selectedHours = getSelectedHours(slots);
  if (lessonPackage.isSingleLesson && selectedHours !== lessonPackage.hours) {
    return {
      kind: 'payment_mismatch',
      message: `Payment Mismatch: You selected ${formatHours(selectedHours)}h of lessons but are paying for a ${formatHours(lessonPackage.hours)}h package. Please adjust your selection.`,
    };
  }
  if (selectedHours > lessonPackage.hours) {
    return {
      kind: 'too_many_hours',
      message: `You selected ${formatHours(selectedHours)}h of lessons but this package covers ${formatHours(lessonPackage.hours)}h. Please remove some times.`,
    };
  }
  return null;
}

export const FUTURE_BOOKING_MESSAGE =
  "You're booking lessons for future scheduling. Your instructor will contact you to arrange times.";

/** 'Select N hours total (X h selected, Y h remaining)', shown when more than 1 hour is needed. */
export function describeHoursProgress(requiredHours: number, selectedHours: number): string | null {
  if (requiredHours <= 1) return null;
  return `Select ${formatHours(requiredHours)} hours total (${formatHours(selectedHours)} h selected, ${formatHours(getRemainingHours(requiredHours, selectedHours))} h remaining)`;
}

export interface DatePage {
  dates: string[];
  page: number;
  pageCount: number;
}

/** Dates in pages of 14 ('Page x of y'); pages are numbered from 1 and clamped. */
export function paginateDates(dates: readonly string[], page: number, perPage = DATES_PER_PAGE): DatePage {
  const pageCount = Math.max(1, Math.ceil(dates.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { dates: dates.slice((current - 1) * perPage, current * perPage), page: current, pageCount };
}
