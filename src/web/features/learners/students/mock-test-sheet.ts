import {
  getMockTestTotals,
  MAX_FAULTS_PER_CATEGORY,
  MOCK_TEST_CATEGORIES,
  type MockTestCategoryId,
  type MockTestFault,
  type MockTestTotals,
} from '../../../../core/progress/mock-test';

/*
 * The marking sheet in the dialog: the DVSA's categories in its order, folded into a few groups
 * so a phone shows one group at a time instead of 43 rows.
 */
export interface SheetGroup {
  title: string;
  categoryIds: readonly MockTestCategoryId[];
}

export const SHEET_GROUPS: readonly SheetGroup[] = [
  {
    title: 'Eyesight and manoeuvres',
    categoryIds: ['eyesight', 'controlled_stop', 'reverse_right', 'reverse_park', 'forward_park'],
  },
  {
    title: 'Vehicle checks and control',
    categoryIds: [
      'vehicle_checks',
      'precautions',
      'control_accelerator',
      'control_footbrake',
      'control_parking_brake',
      'control_steering',
    ],
  },
  {
    title: 'Moving off, mirrors and signals',
    categoryIds: [
      'move_off_safety',
      'move_off_control',
      'mirrors_signalling',
      'mirrors_change_direction',
      'mirrors_change_speed',
      'signals_necessary',
      'signals_correctly',
      'signals_timed',
    ],
  },
  {
    title: 'Clearance and response to signs',
    categoryIds: [
      'clearance',
      'response_traffic_signs',
      'response_road_markings',
      'response_traffic_lights',
      'response_traffic_controllers',
      'response_other_road_users',
    ],
  },
  {
    title: 'Speed and progress',
    categoryIds: [
      'use_of_speed',
      'following_distance',
      'progress_appropriate_speed',
      'progress_undue_hesitation',
    ],
  },
  {
    title: 'Junctions and judgement',
    categoryIds: [
      'junctions_approach_speed',
      'junctions_observation',
      'junctions_turning_right',
      'junctions_turning_left',
      'junctions_cutting_corners',
      'judgement_overtaking',
      'judgement_meeting',
      'judgement_crossing',
    ],
  },
  {
    title: 'Positioning and awareness',
    categoryIds: [
      'positioning_normal_driving',
      'positioning_lane_discipline',
      'pedestrian_crossings',
      'position_normal_stops',
      'awareness_planning',
      'ancillary_controls',
    ],
  },
];

export type FaultKind = 'driver' | 'serious' | 'dangerous';
export type SheetMarks = Partial<Record<MockTestCategoryId, MockTestFault>>;

export function categoryLabel(id: MockTestCategoryId): string {
  return MOCK_TEST_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** The sheet with one more (or one fewer) fault of a kind in a category, kept within 0..9. */
export function changeMark(
  marks: SheetMarks,
  id: MockTestCategoryId,
  kind: FaultKind,
  delta: number,
): SheetMarks {
  const current = marks[id] ?? { category: id, driver: 0, serious: 0, dangerous: 0 };
  const next = Math.min(MAX_FAULTS_PER_CATEGORY, Math.max(0, current[kind] + delta));
  return { ...marks, [id]: { ...current, [kind]: next } };
}

/** The marked categories, in the sheet's order (empty ones left off, as the server stores them). */
export function toFaults(marks: SheetMarks): MockTestFault[] {
  return MOCK_TEST_CATEGORIES.flatMap((category) => {
    const mark = marks[category.id];
    return mark && mark.driver + mark.serious + mark.dangerous > 0 ? [mark] : [];
  });
}

export function sheetTotals(marks: SheetMarks): MockTestTotals {
  return getMockTestTotals(toFaults(marks));
}

export function groupTotals(marks: SheetMarks, group: SheetGroup): MockTestTotals {
  return getMockTestTotals(toFaults(marks).filter((fault) => group.categoryIds.includes(fault.category)));
}
