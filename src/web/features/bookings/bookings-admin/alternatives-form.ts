import { z } from 'zod';
import {
  type ALTERNATIVE_DURATIONS,
  MAX_ALTERNATIVES,
  suggestAlternativesRequestSchema,
} from '../../../../core/bookings/booking/bookings-admin-schemas';

/** One row of the 'Suggest Alternatives' form; a row left empty is ignored. */
export interface AlternativeRowValues {
  date: string;
  time: string;
  duration: (typeof ALTERNATIVE_DURATIONS)[number];
}

export interface AlternativesFormValues {
  rows: AlternativeRowValues[];
  message: string;
  reasonForRejection: string;
}

export interface AlternativesFormErrors {
  /** Per row, by the row's position in the form. */
  rows: Record<number, { date?: string; time?: string; duration?: string }>;
  /** About the whole list ('Please provide alternatives'). */
  alternatives?: string;
  message?: string;
  reasonForRejection?: string;
}

export type AlternativesFormResult =
  | {
      ok: true;
      request: z.output<typeof suggestAlternativesRequestSchema>;
      /** The form position of each sent alternative, to show the server's field errors in place. */
      positions: number[];
    }
  | { ok: false; errors: AlternativesFormErrors };

/** The server's words for a date before today (bookings-admin-service). */
export const PAST_ALTERNATIVE_DATE_MESSAGE = 'Please choose a date from today onwards';

export const EMPTY_ALTERNATIVE_ROW: AlternativeRowValues = { date: '', time: '', duration: 60 };
export { MAX_ALTERNATIVES };

const rowFieldSchema = z.enum(['date', 'time', 'duration']);

/**
 * Checks the form with the API's own schema (the spec's 'Please provide alternatives' and
 * 'Please provide a reason'), after dropping the rows left completely empty, and refuses a date
 * before `today` (London) as the server would. Errors come back by the form's row positions.
 */
export function validateAlternativesForm(
  bookingId: number,
  values: AlternativesFormValues,
  today: string,
): AlternativesFormResult {
  const usedRows = values.rows
    .map((row, position) => ({ row, position }))
    .filter(({ row }) => row.date.trim() !== '' || row.time.trim() !== '');
  const result = suggestAlternativesRequestSchema.safeParse({
    bookingId,
    alternativeTimes: usedRows.map(({ row }) => ({ date: row.date, time: row.time, duration: row.duration })),
    message: values.message.trim() === '' ? undefined : values.message,
    reasonForRejection: values.reasonForRejection,
  });

  const errors: AlternativesFormErrors = { rows: {} };
  const setRowError = (position: number, field: 'date' | 'time' | 'duration', message: string) => {
    const rowErrors = errors.rows[position] ?? {};
    rowErrors[field] ??= message;
    errors.rows[position] = rowErrors;
  };

  for (const { row, position } of usedRows) {
    if (row.date !== '' && row.date < today) setRowError(position, 'date', PAST_ALTERNATIVE_DATE_MESSAGE);
  }
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'alternativeTimes' && typeof index === 'number') {
        const position = usedRows[index]?.position;
        const fieldName = rowFieldSchema.safeParse(field);
        if (position !== undefined && fieldName.success) setRowError(position, fieldName.data, issue.message);
      } else if (first === 'alternativeTimes') {
        errors.alternatives ??= issue.message;
      } else if (first === 'reasonForRejection') {
        errors.reasonForRejection ??= issue.message;
      } else if (first === 'message') {
        errors.message ??= 'The message is too long';
      }
    }
  }

  const hasErrors =
    Object.keys(errors.rows).length > 0 ||
    errors.alternatives !== undefined ||
    errors.reasonForRejection !== undefined ||
    errors.message !== undefined;
  if (hasErrors || !result.success) return { ok: false, errors };
  return { ok: true, request: result.data, positions: usedRows.map(({ position }) => position) };
}

/**
 * The server's field errors ('alternativeTimes.1.time': 'That time has already passed') by form
 * position, given the positions the request was built from.
 */
export function mapServerAlternativeErrors(
  fields: Record<string, string>,
  positions: readonly number[],
): AlternativesFormErrors['rows'] {
  const rows: AlternativesFormErrors['rows'] = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^alternativeTimes\.(\d+)\.(date|time|duration)$/.exec(key);
    const field = rowFieldSchema.safeParse(match?.[2]);
    const position = positions[Number(match?.[1])];
    if (!match || !field.success || position === undefined) continue;
    rows[position] = { ...rows[position], [field.data]: message };
  }
  return rows;
}
