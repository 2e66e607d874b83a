import { describe, expect, it } from 'vitest';
import { toE164PhoneNumber } from './phone-number';

describe('phone numbers for SMS and WhatsApp', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['(0121) 496 0123', '+441214960123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['+1 415 555 0100', '+14155550100'],
  ])('reads %s as %s', (typed, expected) => {
    expect(toE164PhoneNumber(typed)).toBe(expected);
  });

  it.each(['', 'not a number', '07700 9001', '+0 7700 900123', '12345', '+1234567890123456'])(
    'refuses %j',
    (typed) => {
      expect(toE164PhoneNumber(typed)).toBeNull();
    },
  );
});
