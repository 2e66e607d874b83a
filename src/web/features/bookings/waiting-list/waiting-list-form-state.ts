import type { z } from 'zod';
import {
  WAITING_LIST_PERIODS,
  type WaitingListInstructorChoice,
  type WaitingListInstructorPreference,
  type WaitingListPeriod,
  type WaitingListWishes,
  waitingListWishesInputSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-schemas';

/** What the wishes form holds while it is being filled: ticked windows as "weekday-period" keys. */
export interface WishesFormValues {
  windows: ReadonlySet<string>;
  fromDate: string;
  lessonMinutes: number;
  testDate: string;
  instructorChoice: WaitingListInstructorChoice;
  instructorPreference: WaitingListInstructorPreference;
}

export type WishesFieldErrors = Partial<
  Record<'windows' | 'fromDate' | 'lessonMinutes' | 'testDate' | 'instructorChoice', string>
>;

export function windowKey(weekday: number, period: WaitingListPeriod): string {
  return `${weekday}-${period}`;
}

export function initialWishesValues(today: string, wishes?: WaitingListWishes | null): WishesFormValues {
  return {
    windows: new Set(wishes?.windows.map((window) => windowKey(window.weekday, window.period)) ?? []),
    fromDate: wishes ? (wishes.fromDate < today ? today : wishes.fromDate) : today,
    lessonMinutes: wishes?.lessonMinutes ?? 60,
    testDate: wishes?.testDate ?? '',
    instructorChoice: wishes?.instructorChoice ?? 'mine',
    instructorPreference: wishes?.instructorPreference ?? 'no_preference',
  };
}

/** The form's values as the API's wishes, in week order (Monday morning first). */
export function toWishesRequest(values: WishesFormValues) {
  const windows = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    WAITING_LIST_PERIODS.filter((period) => values.windows.has(windowKey(weekday, period))).map((period) => ({
      weekday,
      period,
    })),
  );
  return {
    windows,
    fromDate: values.fromDate,
    lessonMinutes: values.lessonMinutes,
    testDate: values.testDate === '' ? null : values.testDate,
    instructorChoice: values.instructorChoice,
    instructorPreference: values.instructorChoice === 'any' ? values.instructorPreference : 'no_preference',
  };
}

/** Checks with the server's own schema; the first message of each field. */
export function validateWishes(
  values: WishesFormValues,
  today: string,
): { wishes: WaitingListWishes; errors: null } | { wishes: null; errors: WishesFieldErrors } {
  const result = waitingListWishesInputSchema(today).safeParse(toWishesRequest(values));
  if (result.success) return { wishes: result.data, errors: null };
  return { wishes: null, errors: toWishesFieldErrors(result.error.issues) };
}

export function toWishesFieldErrors(issues: readonly z.core.$ZodIssue[]): WishesFieldErrors {
  const errors: WishesFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (
      field === 'windows' ||
      field === 'fromDate' ||
      field === 'lessonMinutes' ||
      field === 'testDate' ||
      field === 'instructorChoice'
    ) {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** Server field errors ("fromDate" or "wishes.fromDate") for the wishes part of the form. */
export function wishesErrorsFromServer(
  fields: Record<string, string> | undefined,
  prefix = '',
): WishesFieldErrors {
  const errors: WishesFieldErrors = {};
  if (!fields) return errors;
  for (const name of ['windows', 'fromDate', 'lessonMinutes', 'testDate', 'instructorChoice'] as const) {
    const message = Object.entries(fields).find(
      ([key]) => key === `${prefix}${name}` || key.startsWith(`${prefix}${name}.`),
    )?.[1];
    if (message) errors[name] = message;
  }
  return errors;
}
