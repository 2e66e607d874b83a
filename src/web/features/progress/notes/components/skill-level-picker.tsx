import {
  SKILL_LEVEL_VALUES,
  type SkillLevel,
  skillLevelLabels,
} from '../../../../../core/progress/skill-levels';
import {
  type CatalogueSkill,
  SKILL_CATEGORIES,
  SKILLS_CATALOGUE,
} from '../../../../../core/progress/skills-catalogue';
import { ChoiceGroup, fieldAriaProps } from '../../../../components/ui/form-field';
import { classNames } from '../../../../lib/class-names';
import {
  describeLastLevel,
  getEffectiveLevel,
  type LastSkillLevel,
  type SkillChoice,
} from '../last-skill-levels';

function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface SkillRowProps {
  skill: CatalogueSkill;
  index: number;
  choice: SkillChoice;
  last: LastSkillLevel | undefined;
  lastKnown: boolean;
  onToggle: (index: number, practised: boolean) => void;
  onLevel: (index: number, level: SkillLevel) => void;
}

function SkillRow({ skill, index, choice, last, lastKnown, onToggle, onLevel }: SkillRowProps) {
  const slug = toSlug(skill.name);
  const checkboxId = `note-skill-${slug}`;
  const nameId = `${checkboxId}-name`;
  const lastId = `${checkboxId}-last`;
  const lastText = describeLastLevel(last);
  const effective = getEffectiveLevel(choice, last);
  return (
    <li
      className={classNames(
        'rounded-lg border bg-white',
        choice.practised ? 'border-blue-700 bg-blue-50/40' : 'border-slate-300',
      )}
    >
      <label
        htmlFor={checkboxId}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-blue-700"
      >
        <input
          id={checkboxId}
          type="checkbox"
          className="size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
          checked={choice.practised}
          onChange={(event) => onToggle(index, event.target.checked)}
          aria-labelledby={nameId}
          {...fieldAriaProps(checkboxId, { also: { after: lastKnown && lastText ? lastId : undefined } })}
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
          <span id={nameId} className="font-medium text-slate-900">
            {skill.name}
          </span>
          {lastKnown && lastText ? (
            <span id={lastId} className="text-sm text-slate-600">
              {lastText}
            </span>
          ) : null}
        </span>
      </label>
      {choice.practised ? (
        <fieldset className="border-t border-slate-200 px-3 pt-2 pb-3">
          <legend className="sr-only">Level for {skill.name}</legend>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {SKILL_LEVEL_VALUES.map((level) => (
              <label
                key={level}
                htmlFor={`${checkboxId}-${level}`}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm leading-tight text-slate-900 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:font-semibold has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700"
              >
                <input
                  id={`${checkboxId}-${level}`}
                  type="radio"
                  name={`note-skill-level-${slug}`}
                  value={level}
                  className="size-4 shrink-0 accent-white focus-visible:outline-none"
                  checked={effective === level}
                  onChange={() => onLevel(index, level)}
                />
                {skillLevelLabels[level]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </li>
  );
}

export interface SkillLevelPickerProps {
  /** One per skill of the map, in SKILLS_CATALOGUE's order. */
  choices: readonly SkillChoice[];
  lastLevels: ReadonlyMap<string, LastSkillLevel>;
  /** Whether the learner's history is in (each skill then says its last level). */
  lastLevelsStatus: 'no-student' | 'loading' | 'error' | 'ready';
  error?: string | undefined;
  onToggle: (index: number, practised: boolean) => void;
  onLevel: (index: number, level: SkillLevel) => void;
}

const statusHints: Record<SkillLevelPickerProps['lastLevelsStatus'], string> = {
  'no-student':
    'Tick each skill practised in this lesson, then set its level. Choose a student to start from their last levels.',
  loading: 'Loading their last levels…',
  error: "Their last levels didn't load: each skill you tick starts at Introduced.",
  ready:
    'Tick each skill practised in this lesson. It starts at their last level (a new skill at Introduced): change it only if it moved.',
};

/**
 * The 19 skills of the skills map by category (issue 25): one tap marks a skill practised, one
 * tap changes its level on the DVSA's five-step scale, pre-filled with the learner's last level.
 */
export function SkillLevelPicker({
  choices,
  lastLevels,
  lastLevelsStatus,
  error,
  onToggle,
  onLevel,
}: SkillLevelPickerProps) {
  const practisedCount = choices.filter((choice) => choice.practised).length;
  return (
    <ChoiceGroup
      id="note-skills"
      className="grid gap-4"
      legend={
        <>
          Skills practised
          <span className="font-normal text-slate-600">
            {practisedCount > 0 ? ` (${practisedCount} ticked)` : ' (optional)'}
          </span>
        </>
      }
      legendClassName="mb-1 font-medium text-slate-900"
      hint={statusHints[lastLevelsStatus]}
      hintClassName="-mt-3 text-sm text-slate-600"
      hintLive
      error={error}
    >
      {SKILL_CATEGORIES.map((category) => {
        const headingId = `note-skills-${toSlug(category)}`;
        return (
          <div key={category} className="grid gap-2">
            <h4 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {category}
            </h4>
            <ul aria-labelledby={headingId} className="grid gap-2 md:grid-cols-2 md:items-start">
              {SKILLS_CATALOGUE.map((skill, index) =>
                skill.category === category ? (
                  <SkillRow
                    key={skill.name}
                    skill={skill}
                    index={index}
                    choice={choices[index] ?? { practised: false, level: '' }}
                    last={lastLevels.get(skill.name)}
                    lastKnown={lastLevelsStatus === 'ready'}
                    onToggle={onToggle}
                    onLevel={onLevel}
                  />
                ) : null,
              )}
            </ul>
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
