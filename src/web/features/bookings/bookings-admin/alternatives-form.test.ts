import { describe, expect, it } from 'vitest';
import {
  type AlternativesFormValues,
  EMPTY_ALTERNATIVE_ROW,
  mapServerAlternativeErrors,
  PAST_ALTERNATIVE_DATE_MESSAGE,
  validateAlternativesForm,
} from './alternatives-form';

const TODAY = '2026-11-22';

function values(overrides: Partial<AlternativesFormValues>): AlternativesFormValues {
  return {
    rows: [EMPTY_ALTERNATIVE_ROW],
    message: '',
    reasonForRejection: 'I am away that week',
    ...overrides,
  };
}

describe('validateAlternativesForm', () => {
  it('builds the request from the filled rows, dropping empty ones', () => {
    const result = validateAlternativesForm(
      7,
      values({
        rows: [
          { date: '2026-11-25', time: '09:00', duration: 120 },
          EMPTY_ALTERNATIVE_ROW,
          { date: '2026-11-26', time: '14:30', duration: 60 },
        ],
        message: '  See you soon  ',
      }),
      TODAY,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        bookingId: 7,
        alternativeTimes: [
          { date: '2026-11-25', time: '09:00', duration: 120 },
          { date: '2026-11-26', time: '14:30', duration: 60 },
        ],
        message: 'See you soon',
        reasonForRejection: 'I am away that week',
      },
      positions: [0, 2],
    });
  });

  it("says 'Please provide alternatives' and 'Please provide a reason' (spec section 5)", () => {
    const result = validateAlternativesForm(7, values({ reasonForRejection: '   ' }), TODAY);
    expect(result).toEqual({
      ok: false,
      errors: {
        rows: {},
        alternatives: 'Please provide alternatives',
        reasonForRejection: 'Please provide a reason',
      },
    });
  });

  it('reports a half-filled row against its own position', () => {
    const result = validateAlternativesForm(
      7,
      values({
        rows: [EMPTY_ALTERNATIVE_ROW, { date: '2026-11-25', time: '', duration: 60 }],
      }),
      TODAY,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.rows).toEqual({ 1: { time: 'Please choose a time' } });
  });

  it('refuses a date before today', () => {
    const result = validateAlternativesForm(
      7,
      values({ rows: [{ date: '2026-11-21', time: '10:00', duration: 90 }] }),
      TODAY,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.rows).toEqual({ 0: { date: PAST_ALTERNATIVE_DATE_MESSAGE } });
  });
});

describe('mapServerAlternativeErrors', () => {
  it("puts the server's field errors on the rows they came from", () => {
    expect(
      mapServerAlternativeErrors(
        { 'alternativeTimes.1.time': 'That time has already passed', reasonForRejection: 'x' },
        [0, 2],
      ),
    ).toEqual({ 2: { time: 'That time has already passed' } });
  });
});
