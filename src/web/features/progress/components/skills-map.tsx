import { Circle, CircleCheck } from 'lucide-react';
import type { CategoryProgress } from '../../../../core/progress/skills-catalogue';
import { Card } from '../../../components/ui/card';
import { classNames } from '../../../lib/class-names';
import { ProgressRing } from './progress-visuals';

/** The 5 categories of the skills map, each with its ring and its skills ticked when practised. */
export function SkillsMap({
  skillsMap,
  focusCategory,
}: {
  skillsMap: readonly CategoryProgress[];
  focusCategory: string | null;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {skillsMap.map((entry) => {
        const complete = entry.doneCount === entry.totalCount;
        const isFocus = entry.category === focusCategory;
        return (
          <li key={entry.category}>
            <Card
              className={classNames(
                'grid h-full content-start gap-4 p-5',
                isFocus && 'border-blue-400 ring-2 ring-blue-200',
                complete && 'border-green-300',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <div>
                  <h3 className="text-lg">{entry.category}</h3>
                  <p className="text-sm text-slate-600">
                    {entry.doneCount} of {entry.totalCount} skills
                    {complete ? ' · complete!' : isFocus ? ' · current focus' : ''}
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
              <ul className="grid gap-3">
                {entry.skills.map((skill) => {
                  const Icon = skill.done ? CircleCheck : Circle;
                  return (
                    <li key={skill.name} className="flex gap-3">
                      <Icon
                        aria-hidden="true"
                        className={classNames(
                          'mt-0.5 size-5 shrink-0',
                          skill.done ? 'text-green-600' : 'text-slate-400',
                        )}
                      />
                      <div>
                        <p
                          className={classNames(
                            'font-semibold',
                            skill.done ? 'text-slate-900' : 'text-slate-700',
                          )}
                        >
                          {skill.name}
                          <span className="sr-only">
                            {skill.done ? ' (practised)' : ' (not yet practised)'}
                          </span>
                        </p>
                        <p className="text-sm text-slate-600">{skill.description}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
