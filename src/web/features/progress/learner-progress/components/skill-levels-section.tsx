import { ChevronDown } from 'lucide-react';
import { formatShortDate } from '../../../../../core/format/display-format';
import {
  getSkillLevelRank,
  SKILL_LEVEL_VALUES,
  skillLevelDescriptions,
  skillLevelLabels,
  TEST_READY_SKILL_LEVEL,
} from '../../../../../core/progress/skill-levels';
import type { CategoryProgress } from '../../../../../core/progress/skills-catalogue';
import { Card } from '../../../../components/ui/card';
import { ProgressRing } from '../../../../components/ui/progress-visuals';
import { classNames } from '../../../../lib/class-names';
import type { SkillTrendPoint } from '../test-progress-display';
import { SkillTrendChart } from './skill-trend-chart';

const TOP_RANK = SKILL_LEVEL_VALUES.length;
const READY_RANK = getSkillLevelRank(TEST_READY_SKILL_LEVEL);

/** Five segments filled to the level, green from seldom prompted up; the words say it too. */
function LevelMeter({ rank }: { rank: number }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5">
      {SKILL_LEVEL_VALUES.map((level, index) => (
        <span
          key={level}
          className={classNames(
            'h-2 w-3 rounded-sm',
            index < rank ? (rank >= READY_RANK ? 'bg-green-600' : 'bg-blue-700') : 'bg-slate-200',
          )}
        />
      ))}
    </span>
  );
}

function SkillLevelRow({
  name,
  description,
  practised,
  points,
}: {
  name: string;
  description: string;
  /** Ticked on a note (a note written without levels). */
  practised: boolean;
  points: readonly SkillTrendPoint[];
}) {
  const latest = points.at(-1);
  if (!latest) {
    return (
      <div className="grid gap-0.5 rounded-lg border border-dashed border-slate-300 p-3">
        <p className="font-semibold text-slate-800">
          {name}
          <span className="sr-only">{practised ? ' (practised)' : ' (not yet practised)'}</span>
        </p>
        <p className="text-sm text-slate-600">
          {practised ? 'Practised, no level yet' : 'Not started yet'} · {description}
        </p>
      </div>
    );
  }
  return (
    <details className="group rounded-lg border border-slate-200 bg-white open:border-blue-300">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-lg p-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-semibold text-slate-900">
            {name}
            <span className="sr-only"> (practised)</span>
          </span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <LevelMeter rank={latest.rank} />
            {skillLevelLabels[latest.level]}
            <span className="sr-only">
              {`, level ${latest.rank} of ${TOP_RANK}. Show the history of ${name}.`}
            </span>
          </span>
        </span>
        <SkillTrendChart skill={name} points={points} className="w-24 sm:w-[120px]" />
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 motion-safe:transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-2 border-t border-slate-200 px-3 pt-2 pb-3 text-sm">
        <p className="text-slate-700">
          <span className="font-semibold">{skillLevelLabels[latest.level]}:</span>{' '}
          {skillLevelDescriptions[latest.level]}.
        </p>
        <h4 className="font-semibold text-slate-900">{`${name}, lesson by lesson`}</h4>
        <ol className="grid gap-1">
          {[...points].reverse().map((point) => (
            <li key={point.noteId} className="flex justify-between gap-3">
              <span className="text-slate-600">{formatShortDate(point.date)}</span>
              <span className="font-medium text-slate-900">{skillLevelLabels[point.level]}</span>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}

/**
 * The skills map with levels (issue 25): each category's card, and in it each skill's current level
 * on the DVSA's five-level scale with its trend over lessons; tapping a skill opens its history.
 */
export function SkillLevelsSection({
  skillsMap,
  trends,
  focusCategory,
}: {
  skillsMap: readonly CategoryProgress[];
  trends: ReadonlyMap<string, SkillTrendPoint[]>;
  focusCategory: string | null;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {skillsMap.map((entry) => {
        const complete = entry.doneCount === entry.totalCount;
        const isFocus = entry.category === focusCategory;
        return (
          <li key={entry.category}>
            <Card
              className={classNames(
                'grid h-full content-start gap-4 p-4 sm:p-5',
                isFocus && 'border-blue-400 ring-2 ring-blue-200',
                complete && 'border-green-300',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <div>
                  <h3 className="text-lg">{entry.category}</h3>
                  <p className="text-sm text-slate-600">
                    {entry.doneCount} of {entry.totalCount} skills started
                    {complete ? ' · all started' : isFocus ? ' · current focus' : ''}
                  </p>
                </div>
                <ProgressRing
                  size={64}
                  percent={(entry.doneCount / entry.totalCount) * 100}
                  centreText={`${entry.doneCount}/${entry.totalCount}`}
                  label={`${entry.category}: ${entry.doneCount} of ${entry.totalCount} skills practised`}
                  colourClassName={complete ? 'text-green-600' : 'text-blue-700'}
                />
              </div>
              <ul className="grid gap-2">
                {entry.skills.map((skill) => (
                  <li key={skill.name}>
                    <SkillLevelRow
                      name={skill.name}
                      description={skill.description}
                      practised={skill.done}
                      points={trends.get(skill.name) ?? []}
                    />
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
