import { describe, expect, it } from 'vitest';
import { toServerFieldErrors } from './server-field-errors';

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
