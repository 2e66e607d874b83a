import type { DatePeriod } from './money-periods';
import type { DatedPence } from './settling-up';

/*
 * Whose turnover the lesson money is (issue 39, docs/decisions/0062). As the learners' agent the
 * school sells the instructor's lessons for them: the lesson money is the instructor's turnover and
 * the school's is only its fees. As principal the school sells its own lessons and buys the
 * instructor's work: all the lesson money is the school's turnover, and the instructor's is what
 * the school pays them (the lesson money less the school's fees). The owner chooses, from a day on.
 */

export const TURNOVER_BASES = ['agent', 'principal'] as const;
export type TurnoverBasis = (typeof TURNOVER_BASES)[number];

export const turnoverBasisLabels: Record<TurnoverBasis, string> = {
  agent: 'Agent',
  principal: 'Principal',
};

export const turnoverBasisHints: Record<TurnoverBasis, string> = {
  agent:
    "The school sells lessons on the instructors' behalf. Its turnover is its fees; each instructor's turnover is their lesson money.",
  principal:
    "The school sells its own lessons and pays the instructors. Its turnover is all the lesson money; each instructor's is what the school pays them.",
};

export interface TurnoverBasisChange {
  /** In force from this London date until the next change. */
  from: string;
  basis: TurnoverBasis;
}

/** The basis in force on a day, or null before the owner chose one. Of two from one day, the later made counts. */
export function getTurnoverBasisOn(
  history: readonly TurnoverBasisChange[],
  day: string,
): TurnoverBasis | null {
  let found: TurnoverBasisChange | null = null;
  for (const change of history) {
    if (change.from <= day && (found === null || change.from >= found.from)) found = change;
  }
  return found?.basis ?? null;
}

export interface Turnover {
  /** 'mixed': the basis changed within the period (each line follows its own day's). */
  basis: TurnoverBasis | 'mixed';
  schoolPence: number;
  instructorPence: number;
}

/**
 * An instructor's lesson money and fees for a period, split into the school's turnover and the
 * instructor's by the basis in force on each line's day. Null when a line falls on a day before
 * any basis was chosen (no figure is better than a guessed one), or nothing was ever chosen.
 * The owner pays no fee to itself: their lines are lesson money only.
 */
export function computeTurnover(entries: {
  history: readonly TurnoverBasisChange[];
  period: DatePeriod;
  lessons: readonly DatedPence[];
  fees: readonly DatedPence[];
  /** The owner's own lessons: the school's sales whatever the basis (the owner is the school). */
  taughtBySchool?: boolean;
}): Turnover | null {
  const { history, period } = entries;
  const inPeriod = (line: DatedPence) => period.from <= line.day && line.day <= period.to;
  const bases = new Set<TurnoverBasis>();
  let schoolPence = 0;
  let instructorPence = 0;
  for (const lesson of entries.lessons.filter(inPeriod)) {
    const basis = getTurnoverBasisOn(history, lesson.day);
    if (basis === null) return null;
    bases.add(basis);
    if (entries.taughtBySchool) schoolPence += lesson.pence;
    else {
      instructorPence += lesson.pence;
      if (basis === 'principal') schoolPence += lesson.pence;
    }
  }
  for (const fee of entries.fees.filter(inPeriod)) {
    const basis = getTurnoverBasisOn(history, fee.day);
    if (basis === null) return null;
    bases.add(basis);
    if (basis === 'agent') schoolPence += fee.pence;
    // As principal the fee is not a sale: it is kept back from what the school pays them.
    else instructorPence -= fee.pence;
  }
  if (bases.size === 0) {
    const basis = getTurnoverBasisOn(history, period.to);
    return basis === null ? null : { basis, schoolPence: 0, instructorPence: 0 };
  }
  const [only] = [...bases];
  return { basis: bases.size === 1 && only ? only : 'mixed', schoolPence, instructorPence };
}

/** How a statement names the basis its turnover figures follow. */
export function describeTurnoverBasis(basis: TurnoverBasis | 'mixed'): string {
  switch (basis) {
    case 'agent':
      return "School as agent: the school's turnover is its fees, the instructor's is the lesson money";
    case 'principal':
      return "School as principal: the school's turnover is the lesson money, the instructor's is what it pays them";
    case 'mixed':
      return 'Agent and principal: the basis changed in this period, each day by its own';
  }
}
