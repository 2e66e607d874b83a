import { describe, expect, it } from 'vitest';
import { computeTurnover, getTurnoverBasisOn } from './turnover-basis';

const quarter = { from: '2026-07-06', to: '2026-10-05' };
const lessons = [
  { day: '2026-07-10', pence: 4_000 },
  { day: '2026-09-10', pence: 6_000 },
];
const fees = [
  { day: '2026-07-10', pence: 180 },
  { day: '2026-09-10', pence: 270 },
];

describe('whose turnover the lesson money is', () => {
  it("as agent: the school's is its fees, the instructor's the lesson money", () => {
    expect(
      computeTurnover({ history: [{ from: '2026-04-06', basis: 'agent' }], period: quarter, lessons, fees }),
    ).toEqual({ basis: 'agent', schoolPence: 450, instructorPence: 10_000 });
  });

  it("as principal: the school's is the lesson money, the instructor's what it pays them", () => {
    expect(
      computeTurnover({
        history: [{ from: '2026-04-06', basis: 'principal' }],
        period: quarter,
        lessons,
        fees,
      }),
    ).toEqual({ basis: 'principal', schoolPence: 10_000, instructorPence: 9_550 });
  });

  it('follows each day when the basis changed within the period', () => {
    const history = [
      { from: '2026-04-06', basis: 'agent' as const },
      { from: '2026-09-01', basis: 'principal' as const },
    ];
    expect(computeTurnover({ history, period: quarter, lessons, fees })).toEqual({
      basis: 'mixed',
      schoolPence: 180 + 6_000,
      instructorPence: 4_000 + 6_000 - 270,
    });
  });

  it("counts the owner's own lessons as the school's whatever the basis", () => {
    expect(
      computeTurnover({
        history: [{ from: '2026-04-06', basis: 'agent' }],
        period: quarter,
        lessons,
        fees: [],
        taughtBySchool: true,
      }),
    ).toEqual({ basis: 'agent', schoolPence: 10_000, instructorPence: 0 });
  });

  it('gives no figure for days before the owner chose, and the later of two choices of one day', () => {
    const late = [{ from: '2026-08-01', basis: 'agent' as const }];
    expect(computeTurnover({ history: late, period: quarter, lessons, fees })).toBeNull();
    expect(computeTurnover({ history: [], period: quarter, lessons: [], fees: [] })).toBeNull();
    const sameDay = [
      { from: '2026-04-06', basis: 'agent' as const },
      { from: '2026-04-06', basis: 'principal' as const },
    ];
    expect(getTurnoverBasisOn(sameDay, '2026-05-01')).toBe('principal');
    expect(getTurnoverBasisOn(sameDay, '2026-04-05')).toBeNull();
  });
});
