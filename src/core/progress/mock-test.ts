/*
 * Mock tests marked like the DVSA's driving test report (DL25), for an automatic car (issue 25):
 * driver, serious and dangerous faults per category, and the test's own pass rule.
 */
import { z } from 'zod';

/** The real test's pass rule: at most this many driver faults… */
export const MAX_DRIVER_FAULTS_TO_PASS = 15;
/** …and no serious or dangerous fault at all. */

export interface MockTestCategory {
  id: string;
  /** As the DVSA's marking sheet names it. */
  label: string;
  /** The skills map's skill to practise after a fault here (skills-catalogue.ts names). */
  skill: string;
}

/** The marking sheet's items for a car test in an automatic (no clutch or gears), in its order. */
export const MOCK_TEST_CATEGORIES = [
  { id: 'eyesight', label: 'Eyesight', skill: 'Cockpit Checks' },
  { id: 'controlled_stop', label: 'Controlled stop', skill: 'Emergency Stop' },
  { id: 'reverse_right', label: 'Reverse / pull up on the right', skill: 'Manoeuvres' },
  { id: 'reverse_park', label: 'Reverse park', skill: 'Parking' },
  { id: 'forward_park', label: 'Forward park', skill: 'Parking' },
  { id: 'vehicle_checks', label: 'Vehicle checks (show me, tell me)', skill: 'Cockpit Checks' },
  { id: 'precautions', label: 'Precautions', skill: 'Cockpit Checks' },
  { id: 'control_accelerator', label: 'Control: accelerator', skill: 'Speed Control' },
  { id: 'control_footbrake', label: 'Control: footbrake', skill: 'Moving Off & Stopping' },
  { id: 'control_parking_brake', label: 'Control: parking brake', skill: 'Hill Starts' },
  { id: 'control_steering', label: 'Control: steering', skill: 'Lane Positioning' },
  { id: 'move_off_safety', label: 'Move off: safety', skill: 'Moving Off & Stopping' },
  { id: 'move_off_control', label: 'Move off: control', skill: 'Moving Off & Stopping' },
  { id: 'mirrors_signalling', label: 'Use of mirrors: signalling', skill: 'Mirror Checks' },
  { id: 'mirrors_change_direction', label: 'Use of mirrors: change direction', skill: 'Mirror Checks' },
  { id: 'mirrors_change_speed', label: 'Use of mirrors: change speed', skill: 'Mirror Checks' },
  { id: 'signals_necessary', label: 'Signals: necessary', skill: 'Signals' },
  { id: 'signals_correctly', label: 'Signals: correctly', skill: 'Signals' },
  { id: 'signals_timed', label: 'Signals: timed', skill: 'Signals' },
  { id: 'clearance', label: 'Clearance / obstructions', skill: 'Lane Positioning' },
  { id: 'response_traffic_signs', label: 'Response to signs: traffic signs', skill: 'Independent Driving' },
  { id: 'response_road_markings', label: 'Response to signs: road markings', skill: 'Lane Positioning' },
  { id: 'response_traffic_lights', label: 'Response to signs: traffic lights', skill: 'Junctions' },
  { id: 'response_traffic_controllers', label: 'Response to signs: traffic controllers', skill: 'Junctions' },
  { id: 'response_other_road_users', label: 'Response to signs: other road users', skill: 'Signals' },
  { id: 'use_of_speed', label: 'Use of speed', skill: 'Speed Control' },
  { id: 'following_distance', label: 'Following distance', skill: 'Speed Control' },
  { id: 'progress_appropriate_speed', label: 'Progress: appropriate speed', skill: 'Speed Control' },
  { id: 'progress_undue_hesitation', label: 'Progress: undue hesitation', skill: 'Junctions' },
  { id: 'junctions_approach_speed', label: 'Junctions: approach speed', skill: 'Junctions' },
  { id: 'junctions_observation', label: 'Junctions: observation', skill: 'Junctions' },
  { id: 'junctions_turning_right', label: 'Junctions: turning right', skill: 'Junctions' },
  { id: 'junctions_turning_left', label: 'Junctions: turning left', skill: 'Junctions' },
  { id: 'junctions_cutting_corners', label: 'Junctions: cutting corners', skill: 'Junctions' },
  { id: 'judgement_overtaking', label: 'Judgement: overtaking', skill: 'Dual Carriageways' },
  { id: 'judgement_meeting', label: 'Judgement: meeting', skill: 'Lane Positioning' },
  { id: 'judgement_crossing', label: 'Judgement: crossing', skill: 'Junctions' },
  { id: 'positioning_normal_driving', label: 'Positioning: normal driving', skill: 'Lane Positioning' },
  { id: 'positioning_lane_discipline', label: 'Positioning: lane discipline', skill: 'Roundabouts' },
  { id: 'pedestrian_crossings', label: 'Pedestrian crossings', skill: 'Pedestrian Crossings' },
  { id: 'position_normal_stops', label: 'Position / normal stops', skill: 'Moving Off & Stopping' },
  { id: 'awareness_planning', label: 'Awareness / planning', skill: 'Independent Driving' },
  { id: 'ancillary_controls', label: 'Ancillary controls', skill: 'Adverse Weather' },
] as const satisfies readonly MockTestCategory[];

export type MockTestCategoryId = (typeof MOCK_TEST_CATEGORIES)[number]['id'];

export const MOCK_TEST_CATEGORY_IDS = MOCK_TEST_CATEGORIES.map((category) => category.id);

/** The most faults of one kind a category can carry on one sheet (the sheet has room for a few). */
export const MAX_FAULTS_PER_CATEGORY = 9;

export const MOCK_TEST_FAULTS_MESSAGE = 'Enter a number of faults from 0 to 9';
export const MOCK_TEST_CATEGORY_MESSAGE = 'Choose a category from the marking sheet';
export const MOCK_TEST_DUPLICATE_CATEGORY_MESSAGE = 'Each category can be marked only once';
export const MOCK_TEST_DATE_MESSAGE = 'Enter the date of the mock test';
export const MOCK_TEST_NOTES_MAX = 2000;
export const MOCK_TEST_NOTES_MESSAGE = `Keep the notes under ${MOCK_TEST_NOTES_MAX} characters`;

const faultCount = z
  .number(MOCK_TEST_FAULTS_MESSAGE)
  .int(MOCK_TEST_FAULTS_MESSAGE)
  .min(0, MOCK_TEST_FAULTS_MESSAGE)
  .max(MAX_FAULTS_PER_CATEGORY, MOCK_TEST_FAULTS_MESSAGE);

/** The faults marked against one category (a category with none is left off the sheet). */
export const mockTestFaultSchema = z.object({
  category: z.enum(MOCK_TEST_CATEGORY_IDS, MOCK_TEST_CATEGORY_MESSAGE),
  driver: faultCount,
  serious: faultCount,
  dangerous: faultCount,
});

export type MockTestFault = z.infer<typeof mockTestFaultSchema>;

export interface MockTestTotals {
  driver: number;
  serious: number;
  dangerous: number;
}

export function getMockTestTotals(faults: readonly MockTestFault[]): MockTestTotals {
  return faults.reduce(
    (totals, fault) => ({
      driver: totals.driver + fault.driver,
      serious: totals.serious + fault.serious,
      dangerous: totals.dangerous + fault.dangerous,
    }),
    { driver: 0, serious: 0, dangerous: 0 },
  );
}

/** The DVSA's rule: at most 15 driver faults and no serious or dangerous fault. */
export function isTestPassed(totals: MockTestTotals): boolean {
  return totals.driver <= MAX_DRIVER_FAULTS_TO_PASS && totals.serious === 0 && totals.dangerous === 0;
}

/** How many skills a marked sheet points the learner to. */
export const PRACTISE_NEXT_LIMIT = 3;

/**
 * The skills to practise next after a marked sheet: the skills behind its faulted categories, the
 * most pressing first (a dangerous fault before a serious one before driver faults, more before
 * fewer, then the sheet's order), without repeats.
 */
export function getPractiseNext(faults: readonly MockTestFault[]): string[] {
  const weight = (fault: MockTestFault) => fault.dangerous * 10_000 + fault.serious * 100 + fault.driver;
  const order = (id: MockTestCategoryId) => MOCK_TEST_CATEGORY_IDS.indexOf(id);
  const skills: string[] = [];
  for (const fault of [...faults]
    .filter((entry) => weight(entry) > 0)
    .sort((a, b) => weight(b) - weight(a) || order(a.category) - order(b.category))) {
    const skill = MOCK_TEST_CATEGORIES.find((category) => category.id === fault.category)?.skill;
    if (skill && !skills.includes(skill)) skills.push(skill);
    if (skills.length === PRACTISE_NEXT_LIMIT) break;
  }
  return skills;
}

const faultWord = (count: number, kind: string) => `${count} ${kind} ${count === 1 ? 'fault' : 'faults'}`;

/**
 * The sheet's outcome in a few words, by the pass rule: 'Pass: 6 driver faults',
 * 'Fail: 1 serious fault', 'Fail: 16 driver faults'. A fail names what failed it.
 */
export function describeTestOutcome(totals: MockTestTotals): string {
  if (isTestPassed(totals)) return `Pass: ${faultWord(totals.driver, 'driver')}`;
  const reasons = [
    totals.dangerous > 0 ? faultWord(totals.dangerous, 'dangerous') : null,
    totals.serious > 0 ? faultWord(totals.serious, 'serious') : null,
    totals.dangerous === 0 && totals.serious === 0 ? faultWord(totals.driver, 'driver') : null,
  ].filter((reason) => reason !== null);
  return `Fail: ${reasons.join(', ')}`;
}
