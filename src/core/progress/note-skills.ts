/*
 * The note form's skills tick-list and assessment options (spec instructor side, section 3).
 * Each skill maps into the skills map of the progress page (decisions.md, Progress).
 */

export const NOTE_FORM_SKILLS = [
  'Roundabouts',
  'Parking',
  'Dual Carriageway',
  'Hill Starts',
  'Reversing',
  'Emergency Stop',
  'Manoeuvres',
  'Junctions',
  'Lane Positioning',
  'Mirror Checks',
  'Speed Control',
  'Motorway Driving',
  'Night Driving',
  'Adverse Weather',
  'Independent Driving',
] as const;

export type NoteFormSkill = (typeof NOTE_FORM_SKILLS)[number];

export const ASSESSMENT_OPTIONS = ['excellent', 'good', 'steady', 'needs_practice'] as const;
export type Assessment = (typeof ASSESSMENT_OPTIONS)[number];
export const DEFAULT_ASSESSMENT: Assessment = 'good';

export const assessmentLabels: Record<Assessment, string> = {
  excellent: 'Excellent',
  good: 'Good',
  steady: 'Steady',
  needs_practice: 'Needs practice',
};

/** Limits of the skills practised on one note (the server refuses more). */
export const MAX_SKILLS_PER_NOTE = 20;
export const MAX_SKILL_LENGTH = 60;

/**
 * The skills of a note: the ticked ones, then the free-text ones (comma or new-line separated),
 * trimmed, without repeats (case-insensitive, the first spelling wins).
 */
export function mergePractisedSkills(ticked: readonly string[], freeText: string): string[] {
  const typed = freeText.split(/[,\n]/);
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of [...ticked, ...typed]) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLowerCase();
    if (skill.length === 0 || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}
