import { z } from 'zod';
import {
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUS_VALUES,
  DRIVING_EXPERIENCE_OPTIONS,
  PAYMENT_STATUS_VALUES,
} from '../bookings/booking/booking-schemas';
import { timeSlotSchema } from '../bookings/booking/time-slot-schemas';
import { lessonChangeInfoSchema } from '../diary/lesson-changes/lesson-change-schemas';
import { pickupSchema } from '../learners/pupil-record/pupil-record-schemas';
import { studentBalanceSchema } from '../money/ledger/ledger-schemas';
import { skillLevelEntrySchema } from './skill-levels';
import { learnerTestRecordSchema } from './test-record-schemas';

/** The warning banner shows from this many days before a link expires… */
export const TOKEN_WARNING_DAYS = 7;
/** …and turns red at this many days or fewer. */
export const TOKEN_WARNING_URGENT_DAYS = 3;
const DAY_MS = 86_400_000;

export const tokenWarningSchema = z.object({
  expiresInDays: z.number().int().min(0),
  message: z.string(),
  severity: z.enum(['urgent', 'soon']),
});

export type TokenWarning = z.infer<typeof tokenWarningSchema>;

/** 'Access expires in N day(s)!' from 7 days before expiry; red (urgent) at 3 days or fewer. */
export function getTokenWarning(expiresAt: Date, now: Date): TokenWarning | null {
  const remainingMs = expiresAt.getTime() - now.getTime();
  if (remainingMs > TOKEN_WARNING_DAYS * DAY_MS) return null;
  const expiresInDays = Math.max(0, Math.ceil(remainingMs / DAY_MS));
  return {
    expiresInDays,
    message: `Access expires in ${expiresInDays} ${expiresInDays === 1 ? 'day' : 'days'}!`,
    severity: expiresInDays <= TOKEN_WARNING_URGENT_DAYS ? 'urgent' : 'soon',
  };
}

export const progressTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });
export const progressTokenQuerySchema = z.object({ token: z.string().min(20).max(200) });

const lessonSummarySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  bookedDuration: z.number().int(),
  actualDuration: z.number().int().nullable(),
  status: z.string(),
});

export const learnerProgressNoteSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  skillsPracticed: z.array(z.string()),
  areasToImprove: z.string().nullable(),
  instructorNotes: z.string(),
  overallAssessment: z.string(),
  homeworkAssigned: z.string().nullable(),
  nextLessonFocus: z.string().nullable(),
  lesson: lessonSummarySchema.nullable(),
});

/** `GET /api/progress/{token}`: everything of one learner, and nothing of anyone else. */
export const progressResponseSchema = z.object({
  student: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS).nullable(),
    /** Where they are picked up, which they may change (the rest of the pupil record is the instructor's). */
    // A default: an offline copy saved before the record existed still reads.
    pickup: pickupSchema.default({ pickupAddress: null, pickupPostcode: null }),
    /** A learner the first start made up (docs/decisions/0033): their page says so. */
    isDemo: z.boolean().optional(),
  }),
  /**
   * Their instructor (issue 37) and how to reach them: phone and WhatsApp, one number. Null: none
   * named yet, or theirs no longer teaches; a default so an offline copy saved before reads.
   */
  instructor: z
    .object({
      /** For "Book again": the booking page opens with them chosen (docs/decisions/0052). */
      id: z.number().int().positive(),
      fullName: z.string(),
      phone: z.string().nullable(),
    })
    .nullable()
    .default(null),
  progressNotes: z.array(learnerProgressNoteSchema),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      packageType: z.string(),
      packageName: z.string(),
      status: z.enum(BOOKING_STATUS_VALUES),
      paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
      /** How the learner chose to pay (null for bookings from before it was recorded). */
      paymentMethod: z.enum(BOOKING_PAYMENT_METHODS).nullable(),
      totalAmount: z.number().int(),
      requestedAt: z.iso.datetime(),
      timeSlots: z.array(timeSlotSchema),
      /** What the instructor said when declining the request (null: nothing, or not declined). */
      rejectionReason: z.string().nullable(),
    }),
  ),
  /** Each lesson, with what the learner may do about it under the terms (null: nothing online). */
  lessons: z.array(lessonSummarySchema.extend({ change: lessonChangeInfoSchema.nullable() })),
  tokenWarning: tokenWarningSchema.nullable(),
  /** Their hours and money, from the ledger (the same figures the instructor sees). */
  balance: studentBalanceSchema,
  /** Every level recorded for a skill of the skills map, oldest first (issue 25). */
  skillLevels: z.array(skillLevelEntrySchema),
  /** Mock tests, the theory test and the practical tests (issue 25). */
  testRecord: learnerTestRecordSchema,
});

export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** `GET /api/students/progress?token=`: what the learner's dashboard reads. */
export const studentDashboardProgressSchema = z.object({
  student: z.object({ fullName: z.string() }),
  progressNotes: z.array(learnerProgressNoteSchema),
});

/** The /my-progress form: the link is e-mailed if the address is a learner's; same answer either way. */
export const requestProgressLinkRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254)),
});

export const PROGRESS_LINK_REQUESTED_MESSAGE =
  'If that address belongs to one of our learners, we have e-mailed them their progress link. It can take a few minutes to arrive.';
/** The same answer for any address, when this site sends no e-mail: nothing is on its way. */
export const PROGRESS_LINK_NO_EMAIL_MESSAGE =
  "We can't e-mail progress links from this site at the moment. Please ask your instructor for your link.";

export const requestProgressLinkResponseSchema = z.object({ message: z.string() });
