import { describe, expect, it } from 'vitest';
import {
  describeTestOutcome,
  getMockTestTotals,
  getPractiseNext,
  isTestPassed,
  MOCK_TEST_CATEGORIES,
  MOCK_TEST_FAULTS_MESSAGE,
  type MockTestFault,
  mockTestFaultSchema,
} from './mock-test';
import { SKILLS_CATALOGUE } from './skills-catalogue';
import { PASS_BREAKS_RULE_MESSAGE, practicalTestResultRequestSchema } from './test-record-schemas';

const fault = (
  category: MockTestFault['category'],
  driver: number,
  serious = 0,
  dangerous = 0,
): MockTestFault => ({
  category,
  driver,
  serious,
  dangerous,
});

describe('the pass rule', () => {
  it('passes 15 driver faults and fails 16', () => {
    const fifteen = [fault('use_of_speed', 9), fault('signals_timed', 6)];
    const sixteen = [fault('use_of_speed', 9), fault('signals_timed', 7)];
    expect(getMockTestTotals(fifteen)).toEqual({ driver: 15, serious: 0, dangerous: 0 });
    expect(isTestPassed(getMockTestTotals(fifteen))).toBe(true);
    expect(getMockTestTotals(sixteen)).toEqual({ driver: 16, serious: 0, dangerous: 0 });
    expect(isTestPassed(getMockTestTotals(sixteen))).toBe(false);
  });

  it('fails on one serious or one dangerous fault, however few driver faults', () => {
    expect(isTestPassed({ driver: 0, serious: 1, dangerous: 0 })).toBe(false);
    expect(isTestPassed({ driver: 0, serious: 0, dangerous: 1 })).toBe(false);
    expect(isTestPassed(getMockTestTotals([fault('junctions_observation', 1, 1)]))).toBe(false);
  });

  it('passes a clean sheet', () => {
    expect(getMockTestTotals([])).toEqual({ driver: 0, serious: 0, dangerous: 0 });
    expect(isTestPassed(getMockTestTotals([]))).toBe(true);
  });

  it('a recorded practical pass must keep the rule (the field message is on the result)', () => {
    const broken = practicalTestResultRequestSchema.safeParse({
      result: 'passed',
      faults: [fault('use_of_speed', 9), fault('signals_timed', 7)],
    });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['result', PASS_BREAKS_RULE_MESSAGE],
    ]);
    expect(
      practicalTestResultRequestSchema.safeParse({
        result: 'failed',
        faults: [fault('use_of_speed', 9, 0, 1)],
      }).success,
    ).toBe(true);
    expect(
      practicalTestResultRequestSchema.safeParse({ result: 'passed', faults: [fault('use_of_speed', 9)] })
        .success,
    ).toBe(true);
  });
});

describe('a category’s faults', () => {
  it('are whole numbers from 0 to 9', () => {
    expect(mockTestFaultSchema.safeParse(fault('use_of_speed', 9)).success).toBe(true);
    for (const driver of [-1, 10, 1.5]) {
      const parsed = mockTestFaultSchema.safeParse(fault('use_of_speed', driver));
      expect(parsed.error?.issues[0]?.message).toBe(MOCK_TEST_FAULTS_MESSAGE);
    }
  });

  it('every marking-sheet category points to a skill of the skills map, with unique ids', () => {
    const skills = new Set(SKILLS_CATALOGUE.map((skill) => skill.name));
    for (const category of MOCK_TEST_CATEGORIES) expect(skills, category.id).toContain(category.skill);
    expect(new Set(MOCK_TEST_CATEGORIES.map((category) => category.id)).size).toBe(
      MOCK_TEST_CATEGORIES.length,
    );
  });
});

describe('getPractiseNext', () => {
  it('puts a dangerous fault before a serious one before driver faults, more before fewer', () => {
    expect(
      getPractiseNext([
        fault('use_of_speed', 4),
        fault('mirrors_change_direction', 1, 1),
        fault('pedestrian_crossings', 0, 0, 1),
        fault('reverse_park', 6),
      ]),
    ).toEqual(['Pedestrian Crossings', 'Mirror Checks', 'Parking']);
  });

  it('breaks ties by the sheet’s order, skips a skill already listed, and stops at three', () => {
    // Both 'signals_necessary' and 'response_other_road_users' map to Signals.
    expect(
      getPractiseNext([
        fault('response_other_road_users', 2),
        fault('signals_necessary', 2),
        fault('junctions_observation', 2),
        fault('controlled_stop', 2),
        fault('eyesight', 2),
      ]),
    ).toEqual(['Cockpit Checks', 'Emergency Stop', 'Signals']);
    expect(
      getPractiseNext([
        fault('signals_necessary', 2),
        fault('response_other_road_users', 2),
        fault('junctions_observation', 1),
      ]),
    ).toEqual(['Signals', 'Junctions']);
  });

  it('is empty for a clean sheet and ignores categories with nothing marked', () => {
    expect(getPractiseNext([])).toEqual([]);
    expect(getPractiseNext([fault('use_of_speed', 0)])).toEqual([]);
  });
});

describe('describeTestOutcome', () => {
  it('says pass or fail by the rule, and what failed it', () => {
    expect(describeTestOutcome({ driver: 6, serious: 0, dangerous: 0 })).toBe('Pass: 6 driver faults');
    expect(describeTestOutcome({ driver: 1, serious: 0, dangerous: 0 })).toBe('Pass: 1 driver fault');
    expect(describeTestOutcome({ driver: 15, serious: 0, dangerous: 0 })).toBe('Pass: 15 driver faults');
    expect(describeTestOutcome({ driver: 16, serious: 0, dangerous: 0 })).toBe('Fail: 16 driver faults');
    expect(describeTestOutcome({ driver: 3, serious: 1, dangerous: 0 })).toBe('Fail: 1 serious fault');
    expect(describeTestOutcome({ driver: 0, serious: 2, dangerous: 1 })).toBe(
      'Fail: 1 dangerous fault, 2 serious faults',
    );
  });
});
