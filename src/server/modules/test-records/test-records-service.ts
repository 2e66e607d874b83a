import { z } from 'zod';
import { TEST_CENTRES } from '../../../core/content/areas-covered';
import { getPractiseNext, mockTestFaultSchema } from '../../../core/progress/mock-test';
import {
  type MockTest,
  PRACTICAL_TEST_STATUS_VALUES,
  type PracticalTest,
  type TestRecord,
} from '../../../core/progress/test-record-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../core/time/london-time';
import type { DatabaseExecutor } from '../../db/database-client';
import {
  findTheoryTestOfStudent,
  listMockTestsOfStudent,
  listPracticalTestsOfStudent,
  type MockTestRow,
  type PracticalTestRow,
} from './test-records-repository';

const faultsSchema = z.array(mockTestFaultSchema);
const practicalStatusSchema = z.enum(PRACTICAL_TEST_STATUS_VALUES);

export function toMockTest(row: MockTestRow): MockTest {
  const faults = faultsSchema.parse(row.faults);
  return {
    id: row.id,
    takenOn: row.takenOn,
    lessonId: row.lessonId,
    faults,
    driverFaults: row.driverFaults,
    seriousFaults: row.seriousFaults,
    dangerousFaults: row.dangerousFaults,
    passed: row.passed,
    notes: row.notes,
    practiseNext: getPractiseNext(faults),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPracticalTest(row: PracticalTestRow): PracticalTest {
  const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
  return {
    id: row.id,
    date,
    time,
    startsAt: row.startsAt.toISOString(),
    testCentreId: row.testCentre,
    testCentreName: TEST_CENTRES.find((centre) => centre.id === row.testCentre)?.name ?? row.testCentre,
    status: practicalStatusSchema.parse(row.status),
    faults: faultsSchema.parse(row.faults),
    driverFaults: row.driverFaults,
    seriousFaults: row.seriousFaults,
    dangerousFaults: row.dangerousFaults,
  };
}

/** The learner's mock tests, theory test and practical tests (newest first). */
export async function getTestRecord(db: DatabaseExecutor, studentId: number): Promise<TestRecord> {
  const [mockRows, practicalRows, theory] = await Promise.all([
    listMockTestsOfStudent(db, studentId),
    listPracticalTestsOfStudent(db, studentId),
    findTheoryTestOfStudent(db, studentId),
  ]);
  return {
    theory: theory ? { passedOn: theory.passedOn, certificateNumber: theory.certificateNumber } : null,
    practicalTests: practicalRows.map(toPracticalTest),
    mockTests: mockRows.map(toMockTest),
  };
}
