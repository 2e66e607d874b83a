import { joinWithAnd } from '../../../../core/format/join-with-and';
import { mergePractisedSkills } from '../../../../core/progress/note-skills';
import { isSkillPractised, SKILLS_CATALOGUE } from '../../../../core/progress/skills-catalogue';

/** Shorter texts ('a', 'on') are inside too many skills' names to mean one. */
const MIN_TEXT_LENGTH = 4;

/**
 * Skills of the map that the instructor typed under "Other skills" without ticking them: typed,
 * they are saved as text only, with no level, so the form suggests ticking them instead.
 */
export function findTypedMapSkills(otherSkills: string, tickedNames: readonly string[]): string[] {
  const texts = mergePractisedSkills([], otherSkills).filter((text) => text.length >= MIN_TEXT_LENGTH);
  if (texts.length === 0) return [];
  return SKILLS_CATALOGUE.filter(
    (skill) => !tickedNames.includes(skill.name) && isSkillPractised(skill.name, texts),
  ).map((skill) => skill.name);
}

/** 'Roundabouts is on the skills map: tick it above to record its level.' (or null for none). */
export function describeTypedMapSkills(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is on the skills map: tick it above to record its level.`;
  return `${joinWithAnd(names)} are on the skills map: tick them above to record their levels.`;
}
