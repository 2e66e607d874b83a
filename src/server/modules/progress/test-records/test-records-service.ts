import { z } from 'zod';
import {
  getMockTestTotals,
  getPractiseNext,
  isTestPassed,
  MOCK_TEST_DATE_MESSAGE,
  type MockTestFault,
  mockTestFaultSchema,
} from '../../../../core/progress/mock-test';
import {
  type BookPracticalTestRequest,
  MOCK_TEST_DATE_FUTURE_MESSAGE,
  MOCK_TEST_LESSON_MESSAGE,
  MOCK_TEST_NOT_FOUND_MESSAGE,
  type MockTest,
  PRACTICAL_ALREADY_BOOKED_MESSAGE,
  PRACTICAL_CANCELLED_MESSAGE,
  PRACTICAL_IN_PAST_MESSAGE,
  PRACTICAL_NOT_BOOKED_MESSAGE,
  PRACTICAL_NOT_STARTED_MESSAGE,
  PRACTICAL_TEST_NOT_FOUND_MESSAGE,
  PRACTICAL_TOO_FAR_MESSAGE,
  type PracticalTest,
  type TestRecord,
  THEORY_DATE_FUTURE_MESSAGE,
  THEORY_TEST_NOT_FOUND_MESSAGE,
  type ValidCreateMockTestRequest,
} from '../../../../core/progress/test-record-schemas';
import { TEST_CENTRES } from '../../../../core/school/content/areas-covered';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { isConstraintViolation, UNIQUE_VIOLATION } from '../../../lib/database-errors';
import { findLesson } from '../../diary/lessons/lessons-service';
import { requireStudentToChange } from '../../learners/learners/learners-service';
import { announcePracticalTestResultsChanged } from '../../school/settings/pass-rate-service';
import {
  cancelPracticalTest,
  deleteMockTest,
  deleteTheoryTest,
  findPracticalTestById,
  findTheoryTestOfStudent,
  insertMockTest,
  insertPracticalTest,
  listMockTestsOfStudent,
  listPracticalTestsOfStudent,
  type MockTestRow,
  type PracticalTestRow,
  updatePracticalTestResult,
  upsertTheoryTest,
} from './test-records-repository';

const faultsSchema = z.array(mockTestFaultSchema);

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
    status: row.status,
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

/** The partial unique index that allows one booked practical test per learner (migration 0016). */
const ONE_BOOKED_INDEX = 'practical_tests_one_booked_unique';
/** A booking further ahead than this is a typo: the DVSA books months, not years, ahead. */
const MAX_DAYS_AHEAD = 366;

const londonToday = (now: Date) => toZonedParts(now, SCHOOL_TIME_ZONE).date;

/**
 * Records a mock test by the signed-in instructor. The totals and the result are computed here
 * from the sheet, never taken from the client (the database's CHECK holds the same rule).
 */
export async function createMockTest(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: ValidCreateMockTestRequest,
): Promise<TestRecord> {
  const { db } = deps.database;
  const now = deps.now();
  const student = await requireStudentToChange(db, viewer, studentId);
  if (request.takenOn !== undefined && request.takenOn > londonToday(now)) {
    throw badRequest(MOCK_TEST_DATE_FUTURE_MESSAGE, { takenOn: MOCK_TEST_DATE_FUTURE_MESSAGE });
  }
  const lessonId = request.lessonId ?? null;
  // Taken in a lesson: on that lesson's day, whatever date was typed (issue 34).
  let takenOn = request.takenOn;
  if (lessonId !== null) {
    const lesson = await findLesson(db, lessonId);
    if (
      !lesson ||
      lesson.studentId !== student.id ||
      lesson.status === 'cancelled' ||
      lesson.startsAt > now
    ) {
      throw badRequest(MOCK_TEST_LESSON_MESSAGE, { lessonId: MOCK_TEST_LESSON_MESSAGE });
    }
    takenOn = londonToday(lesson.startsAt);
  }
  if (takenOn === undefined) throw badRequest(MOCK_TEST_DATE_MESSAGE, { takenOn: MOCK_TEST_DATE_MESSAGE });
  const faults = markedFaults(request.faults);
  const totals = getMockTestTotals(faults);
  await insertMockTest(db, {
    studentId: student.id,
    instructorId: viewer.id,
    lessonId,
    takenOn,
    faults,
    driverFaults: totals.driver,
    seriousFaults: totals.serious,
    dangerousFaults: totals.dangerous,
    passed: isTestPassed(totals),
    notes: request.notes,
    createdAt: now,
  });
  return getTestRecord(db, student.id);
}

/** Categories with no fault at all are left off the stored sheet. */
function markedFaults(faults: readonly MockTestFault[]): MockTestFault[] {
  return faults.filter((fault) => fault.driver + fault.serious + fault.dangerous > 0);
}

export async function removeMockTest(deps: AppDependencies, viewer: Viewer, id: number): Promise<TestRecord> {
  const { db } = deps.database;
  const studentId = await deleteMockTest(db, viewer, id);
  if (studentId === null) throw notFound(MOCK_TEST_NOT_FOUND_MESSAGE);
  return getTestRecord(db, studentId);
}

export async function saveTheoryTest(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: { passedOn: string; certificateNumber: string },
): Promise<TestRecord> {
  const { db } = deps.database;
  const now = deps.now();
  const student = await requireStudentToChange(db, viewer, studentId);
  if (request.passedOn > londonToday(now)) {
    throw badRequest(THEORY_DATE_FUTURE_MESSAGE, { passedOn: THEORY_DATE_FUTURE_MESSAGE });
  }
  await upsertTheoryTest(db, {
    studentId: student.id,
    passedOn: request.passedOn,
    certificateNumber: request.certificateNumber === '' ? null : request.certificateNumber,
    recordedAt: now,
  });
  return getTestRecord(db, student.id);
}

export async function removeTheoryTest(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<TestRecord> {
  const { db } = deps.database;
  const student = await requireStudentToChange(db, viewer, studentId);
  if (!(await deleteTheoryTest(db, student.id))) throw notFound(THEORY_TEST_NOT_FOUND_MESSAGE);
  return getTestRecord(db, student.id);
}

/**
 * Books the learner's practical test at a Europe/London date and time. The database's partial
 * unique index is the guard against a second booked test (two instructors saving at once both
 * pass any check made before the insert).
 */
export async function bookPracticalTest(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: BookPracticalTestRequest,
): Promise<TestRecord> {
  const { db } = deps.database;
  const now = deps.now();
  const student = await requireStudentToChange(db, viewer, studentId);
  const startsAt = zonedWallTimeToInstant(request.date, request.time, SCHOOL_TIME_ZONE);
  if (startsAt <= now) {
    throw badRequest(PRACTICAL_IN_PAST_MESSAGE, { date: PRACTICAL_IN_PAST_MESSAGE });
  }
  if (request.date > addDaysToIsoDate(londonToday(now), MAX_DAYS_AHEAD)) {
    throw badRequest(PRACTICAL_TOO_FAR_MESSAGE, { date: PRACTICAL_TOO_FAR_MESSAGE });
  }
  try {
    await insertPracticalTest(db, {
      studentId: student.id,
      startsAt,
      testCentre: request.testCentreId,
      status: 'booked',
      createdAt: now,
    });
  } catch (error) {
    if (isConstraintViolation(error, UNIQUE_VIOLATION, ONE_BOOKED_INDEX)) {
      throw conflict('PRACTICAL_TEST_ALREADY_BOOKED', PRACTICAL_ALREADY_BOOKED_MESSAGE);
    }
    throw error;
  }
  return getTestRecord(db, student.id);
}

async function requirePracticalTest(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
): Promise<PracticalTestRow> {
  const test = await findPracticalTestById(db, viewer, id);
  if (!test) throw notFound(PRACTICAL_TEST_NOT_FOUND_MESSAGE);
  return test;
}

/**
 * The examiner's result, once the test has started. A recorded result can be corrected (a fault
 * miscounted); a cancelled test has none. The pass rule is checked by the request schema.
 */
export async function recordPracticalTestResult(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
  request: { result: 'passed' | 'failed'; faults: MockTestFault[] },
): Promise<TestRecord> {
  const { db } = deps.database;
  const now = deps.now();
  const test = await requirePracticalTest(db, viewer, id);
  if (test.status === 'cancelled') throw conflict('PRACTICAL_TEST_CANCELLED', PRACTICAL_CANCELLED_MESSAGE);
  if (test.startsAt > now) {
    throw badRequest(PRACTICAL_NOT_STARTED_MESSAGE, { result: PRACTICAL_NOT_STARTED_MESSAGE });
  }
  const faults = markedFaults(request.faults);
  const totals = getMockTestTotals(faults);
  const updated = await updatePracticalTestResult(db, test.id, {
    status: request.result,
    faults,
    driverFaults: totals.driver,
    seriousFaults: totals.serious,
    dangerousFaults: totals.dangerous,
    resultRecordedAt: now,
  });
  if (!updated) throw conflict('PRACTICAL_TEST_CANCELLED', PRACTICAL_CANCELLED_MESSAGE);
  // The school's pass rate counts first attempts: every process computes it again.
  await announcePracticalTestResultsChanged(deps);
  return getTestRecord(db, test.studentId);
}

export async function cancelBookedPracticalTest(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
): Promise<TestRecord> {
  const { db } = deps.database;
  const test = await requirePracticalTest(db, viewer, id);
  if (!(await cancelPracticalTest(db, test.id))) {
    throw conflict('PRACTICAL_TEST_NOT_BOOKED', PRACTICAL_NOT_BOOKED_MESSAGE);
  }
  return getTestRecord(db, test.studentId);
}
