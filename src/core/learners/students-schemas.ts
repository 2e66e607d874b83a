import { z } from 'zod';
import { databaseIdParam } from '../api/id-schemas';
import {
  BOOKING_STATUS_VALUES,
  DRIVING_EXPERIENCE_OPTIONS,
  PAYMENT_STATUS_VALUES,
} from '../bookings/booking/booking-schemas';
import { LESSON_STATUS_VALUES, lessonSchema } from '../diary/lessons/lessons-schemas';
import { emailDeliveryStatusSchema } from '../messaging/outbox/outbox-schemas';
import { studentBalanceSchema } from '../money/ledger/ledger-schemas';
import { buildLearnerHomePath } from '../progress/learner-page-data-schemas';
import { ASSESSMENT_OPTIONS } from '../progress/note-skills';
import { progressNoteSchema } from '../progress/progress-notes-schemas';
import { skillLevelEntrySchema } from '../progress/skill-levels';
import { testRecordSchema } from '../progress/test-record-schemas';

/** Progress links last 30 days and are renewed while the learner is active (decisions.md). */
export const ACCESS_TOKEN_DAYS = 30;
/** Student card limits (spec section 9). */
export const STUDENT_CARD_NOTES = 3;
export const STUDENT_CARD_LESSONS = 3;
export const STUDENT_CARD_SKILLS_PER_NOTE = 3;

export const STUDENT_SOURCE_VALUES = ['booking', 'manual', 'demo', 'network'] as const;

/** The learner's copyable progress link: their home (`LEARNER_HOME_PATH`, core/progress/learner-page-paths.ts). */
export function buildProgressLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${buildLearnerHomePath(token)}`;
}

/** `/api/students/{id}/...` */
export const studentIdParamsSchema = z.object({ id: databaseIdParam() });

/** 'Add Student Manually' (spec section 5), shared by the form and `POST /api/students/manual`. */
export const createManualStudentRequestSchema = z.object({
  fullName: z
    .string('Full name must be at least 2 characters')
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name is too long'),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address')),
  phone: z
    .string('Please enter a valid phone number')
    .trim()
    .min(10, 'Please enter a valid phone number')
    .max(20, 'Please enter a valid phone number')
    .regex(/^\+?[0-9 ()-]+$/, 'Please enter a valid phone number'),
  drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS, 'Please select driving experience'),
});

export type CreateManualStudentRequest = z.input<typeof createManualStudentRequestSchema>;

export const DUPLICATE_STUDENT_EMAIL_MESSAGE = 'A student with this email already exists';

export const accessLinkSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** `${PUBLIC_URL}/secure-progress?token=...` */
  url: z.string(),
});

export type AccessLink = z.infer<typeof accessLinkSchema>;

/** A learner's own details. */
export const studentSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS).nullable(),
  source: z.enum(STUDENT_SOURCE_VALUES),
  createdAt: z.iso.datetime(),
});

export type Student = z.infer<typeof studentSchema>;

export const studentBookingSummarySchema = z.object({
  id: z.number().int().positive(),
  packageType: z.string(),
  packageName: z.string(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  /** Pence. */
  totalAmount: z.number().int().nonnegative(),
});

export const studentCardNoteSchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  overallAssessment: z.enum(ASSESSMENT_OPTIONS),
  instructorNotes: z.string(),
  /** At most STUDENT_CARD_SKILLS_PER_NOTE. */
  skillsPracticed: z.array(z.string()),
});

export const studentCardLessonSchema = z.object({
  id: z.number().int().positive(),
  /** YYYY-MM-DD, Europe/London. */
  date: z.string(),
  /** HH:MM, Europe/London. */
  startTime: z.string(),
  bookedDuration: z.number().int(),
  actualDuration: z.number().int().nullable(),
  status: z.enum(LESSON_STATUS_VALUES),
  /** Pickup notes (where to meet), editable from the card. */
  notes: z.string().nullable(),
});

/** One card of the students tab. */
export const studentListItemSchema = studentSchema.extend({
  totalBookings: z.number().int().nonnegative(),
  completedLessons: z.number().int().nonnegative(),
  /** The newest live link, or null ('Generate Access Link'). */
  accessToken: accessLinkSchema.nullable(),
  bookings: z.array(studentBookingSummarySchema),
  /** Up to 3, newest first. */
  recentNotes: z.array(studentCardNoteSchema),
  /** Up to 3 lessons: those started without an outcome first, then those to come (not cancelled). */
  upcomingLessons: z.array(studentCardLessonSchema),
  /** Hours and money, from the ledger. */
  balance: studentBalanceSchema,
});

export type StudentListItem = z.infer<typeof studentListItemSchema>;

export const studentsListResponseSchema = z.array(studentListItemSchema);

export const emailActionResponseSchema = z.object({
  status: emailDeliveryStatusSchema,
  message: z.string(),
});

export type EmailActionResponse = z.infer<typeof emailActionResponseSchema>;

export const sendAccessEmailResponseSchema = emailActionResponseSchema.extend({
  /** The link the e-mail carries, so it can be copied when the e-mail did not go. */
  accessLink: accessLinkSchema,
});

export type SendAccessEmailResponse = z.infer<typeof sendAccessEmailResponseSchema>;

/** Everything deleting a learner removes with them (foreign keys cascade). */
export const studentDataCountsSchema = z.object({
  bookings: z.number().int().nonnegative(),
  lessons: z.number().int().nonnegative(),
  progressNotes: z.number().int().nonnegative(),
  accessTokens: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  reminderPreferences: z.number().int().nonnegative(),
  reminderLog: z.number().int().nonnegative(),
});

export type StudentDataCounts = z.infer<typeof studentDataCountsSchema>;

/** `GET /api/students/{id}/deletion-preview` (what the confirmation lists) and the answer of DELETE. */
export const studentDeletionSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  removed: studentDataCountsSchema,
  /**
   * True when the learner has money history (purchases or payments): their personal data is
   * erased and the amounts kept, anonymised, for the books (docs/decisions/0018-ledger.md).
   */
  keepsAnonymisedMoney: z.boolean(),
});

export type StudentDeletion = z.infer<typeof studentDeletionSchema>;

export const studentLessonsResponseSchema = z.array(lessonSchema);

export const studentProgressResponseSchema = z.object({
  student: z.object({ id: z.number().int().positive(), fullName: z.string(), email: z.string() }),
  /** Newest first. */
  progressNotes: z.array(progressNoteSchema),
  /** Every level recorded for a skill of the skills map, oldest first (issue 25). */
  skillLevels: z.array(skillLevelEntrySchema),
  /** Mock tests, the theory test and the practical tests (issue 25). */
  testRecord: testRecordSchema,
  /** Hours and money from the ledger: the forecast to test-ready reads the hours left. */
  balance: studentBalanceSchema,
});

export type StudentProgressResponse = z.infer<typeof studentProgressResponseSchema>;

export const studentBookingSchema = studentBookingSummarySchema.extend({
  paymentMethod: z.string().nullable(),
  futureBooking: z.boolean(),
  requestedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** The slots the booking holds or held, Europe/London. */
  timeSlots: z.array(
    z.object({
      id: z.number().int().positive(),
      date: z.string(),
      time: z.string(),
      duration: z.number().int(),
      isHeld: z.boolean(),
    }),
  ),
});

export type StudentBooking = z.infer<typeof studentBookingSchema>;

export const studentBookingsResponseSchema = z.array(studentBookingSchema);
