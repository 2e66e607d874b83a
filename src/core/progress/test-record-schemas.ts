/*
 * The learner's road to the test (issue 25): mock tests, the theory test and the practical test,
 * as the instructor records them and as the learner (and whoever pays) sees them. Shared by the
 * dashboard's forms and the server.
 */
import { z } from 'zod';
import { isoDateField, wallTimeField } from '../api/date-time-schemas';
import { databaseIdParam } from '../api/id-schemas';
import { TEST_CENTRES } from '../school/content/areas-covered';
import {
  getMockTestTotals,
  isTestPassed,
  MAX_DRIVER_FAULTS_TO_PASS,
  MOCK_TEST_DATE_MESSAGE,
  MOCK_TEST_DUPLICATE_CATEGORY_MESSAGE,
  MOCK_TEST_NOTES_MAX,
  MOCK_TEST_NOTES_MESSAGE,
  mockTestFaultSchema,
} from './mock-test';

// ---------------------------------------------------------------------------------------------
// Mock tests

/**
 * `POST /api/students/{id}/mock-tests`. A mock test taken in a lesson takes that lesson's date
 * (issue 34): `takenOn` is then not needed, and the lesson's London date wins over a typed one.
 */
export const createMockTestRequestSchema = z
  .object({
    /** Europe/London date (YYYY-MM-DD); not in the future. Needed when there is no lesson. */
    takenOn: isoDateField(MOCK_TEST_DATE_MESSAGE).optional(),
    /** The lesson it was taken in, if any (one of this learner's lessons that has started). */
    lessonId: z.number().int().positive().optional(),
    faults: z
      .array(mockTestFaultSchema)
      .max(60)
      .refine(
        (faults) => new Set(faults.map((fault) => fault.category)).size === faults.length,
        MOCK_TEST_DUPLICATE_CATEGORY_MESSAGE,
      ),
    notes: z.string().trim().max(MOCK_TEST_NOTES_MAX, MOCK_TEST_NOTES_MESSAGE).default(''),
  })
  .refine((request) => request.takenOn !== undefined || request.lessonId !== undefined, {
    message: MOCK_TEST_DATE_MESSAGE,
    path: ['takenOn'],
    // Said with the other fields' errors too (an empty form hears of every field at once), once the
    // body is an object and the date and lesson themselves are well formed.
    when: (payload) =>
      payload.issues.every((issue) => {
        const field = issue.path?.[0];
        return field !== undefined && field !== 'takenOn' && field !== 'lessonId';
      }),
  });

export type CreateMockTestRequest = z.input<typeof createMockTestRequestSchema>;
export type ValidCreateMockTestRequest = z.output<typeof createMockTestRequestSchema>;

export const mockTestSchema = z.object({
  id: z.number().int().positive(),
  takenOn: z.string(),
  lessonId: z.number().int().positive().nullable(),
  faults: z.array(mockTestFaultSchema),
  driverFaults: z.number().int().nonnegative(),
  seriousFaults: z.number().int().nonnegative(),
  dangerousFaults: z.number().int().nonnegative(),
  passed: z.boolean(),
  notes: z.string(),
  /** The skills map's skills to practise next, most pressing first (from the faults). */
  practiseNext: z.array(z.string()),
  createdAt: z.iso.datetime(),
});

export type MockTest = z.infer<typeof mockTestSchema>;

// ---------------------------------------------------------------------------------------------
// The theory and practical tests

export const TEST_CENTRE_IDS = TEST_CENTRES.map((centre) => centre.id);
export const TEST_CENTRE_MESSAGE = 'Choose a test centre from the list';
export const THEORY_DATE_MESSAGE = 'Enter the date the theory test was passed';
export const THEORY_CERTIFICATE_MESSAGE = 'A theory certificate number is 8 to 16 letters and digits';
export const PRACTICAL_DATE_MESSAGE = 'Enter the date of the practical test';
export const PRACTICAL_TIME_MESSAGE = 'Enter the time of the practical test, like 09:40';

/** `PUT /api/students/{id}/theory-test`: the theory test passed (the certificate number is optional). */
export const theoryTestRequestSchema = z.object({
  passedOn: isoDateField(THEORY_DATE_MESSAGE),
  certificateNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z0-9]{8,16}$/.test(value), THEORY_CERTIFICATE_MESSAGE)
    .default(''),
});

export type TheoryTestRequest = z.input<typeof theoryTestRequestSchema>;

export const theoryTestSchema = z.object({
  passedOn: z.string(),
  certificateNumber: z.string().nullable(),
});

export const PRACTICAL_TEST_STATUS_VALUES = ['booked', 'passed', 'failed', 'cancelled'] as const;
export type PracticalTestStatus = (typeof PRACTICAL_TEST_STATUS_VALUES)[number];

/** `POST /api/students/{id}/practical-tests`: a practical test booked with the DVSA. */
export const bookPracticalTestRequestSchema = z.object({
  date: isoDateField(PRACTICAL_DATE_MESSAGE),
  time: wallTimeField(PRACTICAL_TIME_MESSAGE),
  testCentreId: z.enum(TEST_CENTRE_IDS, TEST_CENTRE_MESSAGE),
});

export type BookPracticalTestRequest = z.input<typeof bookPracticalTestRequestSchema>;

export const PRACTICAL_RESULT_MESSAGE = 'Choose passed or failed';

export const PASS_BREAKS_RULE_MESSAGE = `A pass has at most ${MAX_DRIVER_FAULTS_TO_PASS} driver faults and no serious or dangerous fault: check the faults or record a fail`;

/**
 * `PUT /api/practical-tests/{id}/result`: the result and its faults, as on the examiner's sheet.
 * A pass must agree with the pass rule; a fail may have no faults marked (a test the examiner
 * ended early, or the faults not to hand).
 */
export const practicalTestResultRequestSchema = z
  .object({
    result: z.enum(['passed', 'failed'], PRACTICAL_RESULT_MESSAGE),
    faults: createMockTestRequestSchema.shape.faults,
  })
  .superRefine((value, context) => {
    if (value.result === 'passed' && !isTestPassed(getMockTestTotals(value.faults))) {
      context.addIssue({ code: 'custom', path: ['result'], message: PASS_BREAKS_RULE_MESSAGE });
    }
  });

export type PracticalTestResultRequest = z.input<typeof practicalTestResultRequestSchema>;

export const mockTestIdParamsSchema = z.object({ id: databaseIdParam() });
export const practicalTestIdParamsSchema = z.object({ id: databaseIdParam() });

// Refusals the service gives (the dialogs show them beside the field).
export const MOCK_TEST_DATE_FUTURE_MESSAGE = 'A mock test cannot be dated in the future';
export const MOCK_TEST_LESSON_MESSAGE = 'Choose one of this learner’s lessons that has started';
export const THEORY_DATE_FUTURE_MESSAGE = 'The theory test pass date cannot be in the future';
export const PRACTICAL_IN_PAST_MESSAGE = 'The practical test must be in the future';
export const PRACTICAL_TOO_FAR_MESSAGE = 'Tests are booked at most a year ahead: check the date';
export const PRACTICAL_ALREADY_BOOKED_MESSAGE =
  'This learner already has a practical test booked. Record its result or cancel it before booking another.';
export const PRACTICAL_NOT_STARTED_MESSAGE = 'The result can be recorded once the test has started';
export const PRACTICAL_CANCELLED_MESSAGE = 'This test was cancelled: it has no result';
export const PRACTICAL_NOT_BOOKED_MESSAGE = 'Only a booked test can be cancelled';
export const MOCK_TEST_NOT_FOUND_MESSAGE = 'That mock test no longer exists.';
export const PRACTICAL_TEST_NOT_FOUND_MESSAGE = 'That practical test no longer exists.';
export const THEORY_TEST_NOT_FOUND_MESSAGE = 'No theory test is recorded for this learner.';

export const practicalTestSchema = z.object({
  id: z.number().int().positive(),
  /** Europe/London date and time. */
  date: z.string(),
  time: z.string(),
  startsAt: z.iso.datetime(),
  testCentreId: z.string(),
  testCentreName: z.string(),
  status: z.enum(PRACTICAL_TEST_STATUS_VALUES),
  faults: z.array(mockTestFaultSchema),
  driverFaults: z.number().int().nonnegative().nullable(),
  seriousFaults: z.number().int().nonnegative().nullable(),
  dangerousFaults: z.number().int().nonnegative().nullable(),
});

export type PracticalTest = z.infer<typeof practicalTestSchema>;

/** Everything about the learner's tests, for their home, the student card and the guardian link. */
export const testRecordSchema = z.object({
  theory: theoryTestSchema.nullable(),
  /** Every practical test, newest first (the booked one, if any, is the first). */
  practicalTests: z.array(practicalTestSchema),
  mockTests: z.array(mockTestSchema),
});

export type TestRecord = z.infer<typeof testRecordSchema>;

/**
 * The test record as the learner and whoever pays see it: the theory certificate number is the
 * instructor's alone, like the rest of the pupil record's identity numbers (decision 0036).
 */
export const learnerTestRecordSchema = testRecordSchema.extend({
  theory: z.object({ passedOn: z.string() }).nullable(),
});

export type LearnerTestRecord = z.infer<typeof learnerTestRecordSchema>;

/** The learner's view of the record: the certificate number left out. */
export function toLearnerTestRecord(record: TestRecord): LearnerTestRecord {
  return { ...record, theory: record.theory ? { passedOn: record.theory.passedOn } : null };
}
