import { Map as MapIcon, Target } from 'lucide-react';
import type { SkillLevelEntry } from '../../../../../core/progress/skill-levels';
import {
  getCurrentFocus,
  getOverallSkillsProgress,
  getSkillsMap,
} from '../../../../../core/progress/skills-catalogue';
import { Card } from '../../../../components/ui/card';
import { ProgressBar, ProgressRing } from '../../../../components/ui/progress-visuals';
import { getPractisedSkillTexts, getSkillTrends } from '../test-progress-display';
import { SkillLevelsSection } from './skill-levels-section';

function getEncouragement(percent: number): string {
  if (percent === 0)
    return 'Every driver starts here. Your first skills will light up after your first lesson.';
  if (percent < 40) return "You're off to a great start. Keep going!";
  if (percent < 80) return "You're making real progress. The road to your test is getting shorter.";
  if (percent < 100) return 'Nearly there! Just a few skills left to practise.';
  return "You've practised every skill on the map. Brilliant work!";
}

/**
 * The learner's journey as pictures: how much of the skills map they have practised, the category
 * to work on next, and the map itself with each skill's level and trend. Pure from the notes and
 * levels: renders the same on the server.
 */
export function SkillsProgressSection({
  notes,
  skillLevels,
}: {
  notes: readonly { skillsPracticed: readonly string[] }[];
  /** Every level recorded, oldest first. */
  skillLevels: readonly SkillLevelEntry[];
}) {
  const skillsMap = getSkillsMap(getPractisedSkillTexts(notes, skillLevels));
  const trends = getSkillTrends(skillLevels);
  const overall = getOverallSkillsProgress(skillsMap);
  const focus = getCurrentFocus(skillsMap);
  return (
    <section aria-labelledby="skills-map-heading" id="skills-map" className="grid scroll-mt-20 gap-4">
      <h2 id="skills-map-heading" className="flex items-center gap-2 text-2xl">
        <MapIcon aria-hidden="true" className="size-6 text-blue-700" />
        Your Skills Map
      </h2>
      <Card className="grid gap-4 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6">
        <div className="grid gap-2">
          <p className="text-slate-700">{getEncouragement(overall.percent)}</p>
          <div className="flex justify-between gap-3 text-sm font-semibold text-slate-900">
            <span>Overall progress</span>
            <span>
              {overall.doneCount} of {overall.totalCount} skills · {overall.percent}%
            </span>
          </div>
          <ProgressBar percent={overall.percent} label="Overall progress" />
        </div>
        <div className="hidden sm:block">
          <ProgressRing
            size={96}
            percent={overall.percent}
            centreText={`${overall.percent}%`}
            label={`${overall.percent}% of the skills map practised`}
            colourClassName="text-green-600"
          />
        </div>
      </Card>
      <Card className="flex flex-col gap-4 border-blue-200 bg-blue-50 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-blue-700 text-white">
          <Target aria-hidden="true" className="size-6" />
        </span>
        <div className="grid flex-1 gap-1">
          <h3 className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Current Focus</h3>
          {focus ? (
            <>
              <p className="text-xl font-bold text-slate-900">{focus.category}</p>
              <p className="text-slate-700">
                Still to practise:{' '}
                {focus.skills
                  .filter((skill) => !skill.done)
                  .map((skill) => skill.name)
                  .join(', ')}
              </p>
            </>
          ) : (
            <p className="text-slate-800">
              {overall.doneCount === 0
                ? 'Your focus will appear here once your instructor records your first skills.'
                : overall.doneCount === overall.totalCount
                  ? 'Every category is complete. Time to think about your test!'
                  : 'Every category you have started is complete. Your instructor will pick the next one.'}
            </p>
          )}
        </div>
      </Card>
      <p className="text-slate-700">
        {skillLevels.length === 0
          ? 'After each lesson your instructor records how independently you drive each skill, from introduced to independent. Your levels and how they change will show here.'
          : 'Each skill shows its level, from introduced to independent, and how it has changed lesson by lesson. The dashed line is seldom prompted, the level to reach for your test. Tap a skill to see its history.'}
      </p>
      <SkillLevelsSection skillsMap={skillsMap} trends={trends} focusCategory={focus?.category ?? null} />
    </section>
  );
}
