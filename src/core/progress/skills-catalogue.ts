/*
 * The learner's skills map (skills-catalogue.md): 5 categories, 4 + 4 + 4 + 4 + 3 = 19 skills drawn
 * from the DVSA's record of progress. One module that the server and the client both read.
 */

export const SKILL_CATEGORIES = [
  'Getting Started',
  'Observation & Awareness',
  'Junctions & Roads',
  'Manoeuvres',
  'Conditions & Independence',
] as const;

export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export interface CatalogueSkill {
  category: SkillCategory;
  name: string;
  description: string;
}

export const SKILLS_CATALOGUE: readonly CatalogueSkill[] = [
  {
    category: 'Getting Started',
    name: 'Cockpit Checks',
    description: 'Doors, seat, head restraint, steering, seat belt and mirrors before moving',
  },
  {
    category: 'Getting Started',
    name: 'Moving Off & Stopping',
    description: 'Moving away and stopping safely, normally and at an angle, in an automatic',
  },
  {
    category: 'Getting Started',
    name: 'Hill Starts',
    description: 'Holding and moving away on an uphill and downhill slope without rolling',
  },
  {
    category: 'Getting Started',
    name: 'Speed Control',
    description: 'Keeping to limits, matching speed to the road and conditions, making progress',
  },
  {
    category: 'Observation & Awareness',
    name: 'Mirror Checks',
    description: 'Mirrors, blind spots and the Mirrors-Signal-Manoeuvre routine',
  },
  {
    category: 'Observation & Awareness',
    name: 'Signals',
    description: "Giving clear, timely signals and reading other road users' signals",
  },
  {
    category: 'Observation & Awareness',
    name: 'Lane Positioning',
    description: 'Normal driving position, lane discipline, clearance to parked cars',
  },
  {
    category: 'Observation & Awareness',
    name: 'Pedestrian Crossings',
    description: 'Zebra, pelican, puffin and toucan crossings',
  },
  {
    category: 'Junctions & Roads',
    name: 'Junctions',
    description: 'T-junctions and crossroads, turning and emerging, Position-Speed-Look',
  },
  {
    category: 'Junctions & Roads',
    name: 'Roundabouts',
    description: 'Mini and multi-lane roundabouts, lane choice and signalling',
  },
  {
    category: 'Junctions & Roads',
    name: 'Dual Carriageways',
    description: 'Joining, lane use, overtaking and leaving at speed',
  },
  {
    category: 'Junctions & Roads',
    name: 'Motorway Driving',
    description: 'Slip roads, lane discipline, smart motorways',
  },
  {
    category: 'Manoeuvres',
    name: 'Reversing',
    description: 'Reversing in a straight line and around a corner',
  },
  {
    category: 'Manoeuvres',
    name: 'Parking',
    description: 'Bay parking forwards and in reverse, parallel parking',
  },
  {
    category: 'Manoeuvres',
    name: 'Manoeuvres',
    description: 'Turning the car around, pulling up on the right and reversing',
  },
  {
    category: 'Manoeuvres',
    name: 'Emergency Stop',
    description: "Stopping quickly and under control on the examiner's signal",
  },
  {
    category: 'Conditions & Independence',
    name: 'Night Driving',
    description: 'Driving in the dark, using lights, dazzle',
  },
  {
    category: 'Conditions & Independence',
    name: 'Adverse Weather',
    description: 'Rain, fog, ice and wind, stopping distances',
  },
  {
    category: 'Conditions & Independence',
    name: 'Independent Driving',
    description: 'Following road signs and a sat nav without step-by-step directions',
  },
];

export const TOTAL_SKILLS = SKILLS_CATALOGUE.length;

/**
 * A skill counts as practised when a practised text and the skill's name contain each other,
 * ignoring case ("Dual Carriageway" matches "Dual Carriageways"). Blank texts match nothing.
 */
export function isSkillPractised(skillName: string, practisedTexts: readonly string[]): boolean {
  const name = skillName.trim().toLowerCase();
  return practisedTexts.some((text) => {
    const practised = text.trim().toLowerCase();
    if (practised === '' || name === '') return false;
    return practised.includes(name) || name.includes(practised);
  });
}

export interface SkillState extends CatalogueSkill {
  done: boolean;
}

export interface CategoryProgress {
  category: SkillCategory;
  skills: SkillState[];
  doneCount: number;
  totalCount: number;
}

/** Each category with each of its skills marked done or not, from the notes' practised skills. */
export function getSkillsMap(notes: readonly { skillsPracticed: readonly string[] }[]): CategoryProgress[] {
  const practisedTexts = notes.flatMap((note) => note.skillsPracticed);
  return SKILL_CATEGORIES.map((category) => {
    const skills = SKILLS_CATALOGUE.filter((skill) => skill.category === category).map((skill) => ({
      ...skill,
      done: isSkillPractised(skill.name, practisedTexts),
    }));
    return {
      category,
      skills,
      doneCount: skills.filter((skill) => skill.done).length,
      totalCount: skills.length,
    };
  });
}

/** The first category with some but not all skills done, or null when there is none. */
export function getCurrentFocus(skillsMap: readonly CategoryProgress[]): CategoryProgress | null {
  return skillsMap.find((entry) => entry.doneCount > 0 && entry.doneCount < entry.totalCount) ?? null;
}

export interface OverallSkillsProgress {
  doneCount: number;
  totalCount: number;
  /** Whole per cent, 0 to 100. */
  percent: number;
}

/** Skills done of all 19. */
export function getOverallSkillsProgress(skillsMap: readonly CategoryProgress[]): OverallSkillsProgress {
  const doneCount = skillsMap.reduce((sum, entry) => sum + entry.doneCount, 0);
  const totalCount = skillsMap.reduce((sum, entry) => sum + entry.totalCount, 0);
  const percent = totalCount === 0 ? 0 : Math.round((doneCount / totalCount) * 100);
  return { doneCount, totalCount, percent };
}
