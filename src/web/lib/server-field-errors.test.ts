import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { placeServerFieldErrors, toServerFieldErrors } from './server-field-errors';

describe('toServerFieldErrors', () => {
  it('maps item paths to their list, keeps the first message per field and drops unknown names', () => {
    expect(
      toServerFieldErrors(
        {
          'preferredDates.0': 'Please choose dates within the next 14 days',
          'preferredDates.1': 'A second message',
          phone: 'Please enter a valid phone number',
          somethingElse: 'Ignored',
        },
        ['fullName', 'phone', 'preferredDates'] as const,
      ),
    ).toEqual([
      { name: 'preferredDates', message: 'Please choose dates within the next 14 days' },
      { name: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });

  it('is empty without fields', () => {
    expect(toServerFieldErrors(undefined, ['fullName'] as const)).toEqual([]);
  });
});

describe('placeServerFieldErrors', () => {
  const body = JSON.stringify({
    code: 'INVALID_INPUT',
    message: 'Please check the form.',
    fields: { amountPence: 'Enter an amount', 'dates.1': 'Pick a date', stranger: 'Not ours' },
  });

  it("puts a failed request's field messages on the form's fields, focusing the first", () => {
    const placed: [string, string, boolean][] = [];
    const answer = placeServerFieldErrors(
      new ApiRequestError(400, 'Bad Request', body),
      ['amountPence', 'dates'],
      (name, error, options) => placed.push([name, error.message, options.shouldFocus]),
    );
    expect(answer).toBe(true);
    expect(placed).toEqual([
      ['amountPence', 'Enter an amount', true],
      ['dates', 'Pick a date', false],
    ]);
  });

  it('answers false when nothing belongs to the form, or the failure is not an answer with fields', () => {
    const setError = () => {
      throw new Error('nothing should be placed');
    };
    expect(placeServerFieldErrors(new ApiRequestError(400, 'Bad Request', body), ['note'], setError)).toBe(
      false,
    );
    expect(placeServerFieldErrors(new TypeError('Failed to fetch'), ['note'], setError)).toBe(false);
    expect(
      placeServerFieldErrors(new ApiRequestError(503, 'Service Unavailable', ''), ['note'], setError),
    ).toBe(false);
  });
});
