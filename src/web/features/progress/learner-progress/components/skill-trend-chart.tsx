import {
  getSkillLevelRank,
  SKILL_LEVEL_VALUES,
  TEST_READY_SKILL_LEVEL,
} from '../../../../../core/progress/skill-levels';
import { classNames } from '../../../../lib/class-names';
import { describeSkillTrend, type SkillTrendPoint } from '../test-progress-display';

const WIDTH = 120;
const HEIGHT = 40;
const PAD = 5;
const TOP_RANK = SKILL_LEVEL_VALUES.length;

function yOf(rank: number): number {
  return PAD + ((TOP_RANK - rank) * (HEIGHT - 2 * PAD)) / (TOP_RANK - 1);
}

/**
 * One skill's levels over its lessons (1 introduced at the bottom, 5 independent at the top) as a
 * small step chart: each level holds until the next lesson changes it. Inline SVG, no library; its
 * words (every level with its date) are the image's text alternative.
 */
export function SkillTrendChart({
  skill,
  points,
  className,
}: {
  skill: string;
  points: readonly SkillTrendPoint[];
  className?: string;
}) {
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const xs = points.map((_, index) => (points.length > 1 ? PAD + index * step : WIDTH / 2));
  let path = '';
  points.forEach((point, index) => {
    const x = xs[index] ?? PAD;
    const y = yOf(point.rank);
    path += index === 0 ? `M${x} ${y}` : `H${x}V${y}`;
  });
  const readyY = yOf(getSkillLevelRank(TEST_READY_SKILL_LEVEL));
  const latest = points.at(-1);
  const reachedReady = latest !== undefined && latest.rank >= getSkillLevelRank(TEST_READY_SKILL_LEVEL);
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={describeSkillTrend(skill, points)}
      className={classNames('shrink-0 overflow-visible', className)}
    >
      <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="6" className="fill-slate-50" />
      {/* The line a skill has to reach for the test (seldom prompted). */}
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={readyY}
        y2={readyY}
        strokeDasharray="3 3"
        strokeWidth="1"
        className="stroke-green-600/60"
      />
      {points.length > 0 ? (
        <>
          <path
            d={points.length > 1 ? path : `M${PAD} ${yOf(points[0]?.rank ?? 1)}H${WIDTH - PAD}`}
            fill="none"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
            stroke="currentColor"
            className={reachedReady ? 'text-green-600' : 'text-blue-700'}
          />
          {points.map((point, index) => (
            <circle
              key={point.noteId}
              cx={xs[index]}
              cy={yOf(point.rank)}
              r="3"
              className={reachedReady ? 'fill-green-600' : 'fill-blue-700'}
            />
          ))}
        </>
      ) : null}
    </svg>
  );
}
