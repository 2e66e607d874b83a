import { describe, expect, it } from 'vitest';
import { formatHoursFromMinutes, formatOwedAmount, formatOwedLine, getOwedState } from './balance-display';

describe('formatHoursFromMinutes', () => {
  it('writes hours with the spec’s decimals and the right word', () => {
    expect(formatHoursFromMinutes(450)).toBe('7.5 hours');
    expect(formatHoursFromMinutes(60)).toBe('1 hour');
    expect(formatHoursFromMinutes(0)).toBe('0 hours');
    expect(formatHoursFromMinutes(600)).toBe('10 hours');
    expect(formatHoursFromMinutes(45)).toBe('0.75 hours');
  });

  it('keeps the sign of hours given beyond what was bought', () => {
    expect(formatHoursFromMinutes(-90)).toBe('-1.5 hours');
    expect(formatHoursFromMinutes(-60)).toBe('-1 hour');
  });
});

describe('the money line', () => {
  it('says what is owed', () => {
    expect(getOwedState(8000)).toBe('owes');
    expect(formatOwedLine(8000)).toBe('Owes £80.00');
    expect(formatOwedAmount(8000)).toBe('£80.00');
    expect(formatOwedLine(136_050)).toBe('Owes £1,360.50');
  });

  it('says paid up when nothing is owed', () => {
    expect(getOwedState(0)).toBe('paid_up');
    expect(formatOwedLine(0)).toBe('Paid up');
    expect(formatOwedAmount(0)).toBe('Paid up');
  });

  it('says in credit, without a minus sign, when more was paid than bought', () => {
    expect(getOwedState(-2000)).toBe('in_credit');
    expect(formatOwedLine(-2000)).toBe('In credit £20.00');
    expect(formatOwedAmount(-2000)).toBe('In credit £20.00');
  });
});
