/*
 * The busy year `npm run bench:api` measures the instructor's Today and Students screens against
 * (issue 36): 200 learners and a year of one instructor's lessons, about 300 days past and 64 to
 * come, with what those screens read beside them: bookings, the ledger (purchases and payments),
 * a progress note after every lesson given, and the learners' progress links.
 *
 * The instructor teaches up to six lessons a day, every day; a learner takes one or two a week
 * until their course is done and the next learner takes over. Past lessons are done (a few
 * no-shows and cancellations, and a few of the last weeks still without an outcome), coming ones
 * are booked. Each learner bought standard packages for their hours (one in ten has had more
 * lessons than they bought), most paid in full, some half, some not yet. Deterministic for a
 * given day, and written with a few multi-row inserts (no API calls), in one transaction.
 *
 * A school of 30 (issue 37): 29 more instructors beside the owner, each with 3 months of free
 * times (tests/support/school-of-instructors.ts), so the public slot list holds about 13,000 slots.
 */
import { and, eq, gte, ne } from 'drizzle-orm';
import type { LESSON_STATUS_VALUES } from '../src/core/diary/lessons/lessons-schemas';
import { ASSESSMENT_OPTIONS } from '../src/core/progress/note-skills';
import { SKILL_NAMES } from '../src/core/progress/skill-levels';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../src/core/time/london-time';
import type { Database, DatabaseTransaction } from '../src/server/db/database-client';
import {
  bookings,
  instructors,
  lessons,
  payments,
  progressNotes,
  purchases,
  studentAccessTokens,
  timeSlots,
  users,
} from '../src/server/db/schema';
import {
  addInstructorsWithAvailability,
  type SchoolOfInstructorsSummary,
} from '../tests/support/school-of-instructors';

export const BENCH_LEARNERS = 200;
const FIRST_DAY = -300;
const LAST_DAY = 64;
/** London wall times and lengths of the day's lessons (they never overlap each other). */
const LANES = [
  { time: '07:00', minutes: 90 },
  { time: '09:00', minutes: 120 },
  { time: '11:30', minutes: 120 },
  { time: '14:00', minutes: 90 },
  { time: '16:00', minutes: 120 },
  { time: '20:00', minutes: 60 },
] as const;
/** Learners taking lessons at once: about six lessons a day shared between them. */
const ACTIVE_LEARNERS = 24;
const PACKAGE = {
  packageType: 'standard',
  name: 'Standard Package (10 Hours)',
  minutes: 600,
  pricePence: 36000,
};
const PENDING_REQUESTS = 6;
const DAY_MS = 86_400_000;
const CHUNK = 500;

type LessonStatus = (typeof LESSON_STATUS_VALUES)[number];

const FIRST_NAMES = ['Aisha', 'Ben', 'Chloe', 'Daniel', 'Ella', 'Farhan', 'Grace', 'Harry', 'Imran', 'Jade'];
const LAST_NAMES = [
  'Khan',
  'Smith',
  'Patel',
  'Jones',
  'Begum',
  'Williams',
  'Hussain',
  'Brown',
  'Ahmed',
  'Taylor',
];
const NOTES = [
  'Smooth moving off and stopping today, with good control of the brake.',
  'Mirror checks before signalling are becoming a habit.',
  'Approached the Hagley Road roundabout at a sensible speed and picked the right lane.',
  'Some hesitation at the Bristol Road junctions; emerging will come with practice.',
  'Reverse bay park done three times, the last one without help.',
];

/** mulberry32: the same data set every run of a day. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

export interface BenchSchoolSummary {
  learners: number;
  lessons: number;
  lessonsToday: number;
  bookings: number;
  purchases: number;
  payments: number;
  progressNotes: number;
}

interface PlannedLesson {
  learner: number;
  startsAt: Date;
  minutes: number;
  status: LessonStatus;
}

/** The school's instructors, the owner among them (issue 37's scale: 30, 3 months of availability each). */
export const BENCH_INSTRUCTORS = 30;

/** Makes the school one of BENCH_INSTRUCTORS, each of the others with 3 months of free times. */
export function addBenchInstructors(db: Database, now: Date): Promise<SchoolOfInstructorsSummary> {
  return addInstructorsWithAvailability(db, { count: BENCH_INSTRUCTORS - 1, now });
}

/** Adds the busy year to a seeded database (its instructor, packages and demo availability). */
export async function addBenchSchool(
  db: Database,
  instructorEmail: string,
  now: Date,
): Promise<BenchSchoolSummary> {
  const random = createRandom(20_260_101);
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  return db.transaction(async (tx) => {
    const [instructor] = await tx
      .select({ id: instructors.id })
      .from(instructors)
      .where(eq(instructors.email, instructorEmail.toLowerCase()));
    if (!instructor) throw new Error(`No instructor ${instructorEmail} to give the bench school to`);
    const instructorId = instructor.id;
    const taken = await takenTimes(
      tx,
      instructorId,
      zonedWallTimeToInstant(addDaysToIsoDate(today, FIRST_DAY), '00:00', SCHOOL_TIME_ZONE),
    );

    // The diary: lanes handed to the learners taking lessons, a new learner joining as one finishes.
    const remaining = Array.from({ length: BENCH_LEARNERS }, () => random.int(6, 16));
    const active: number[] = [];
    let nextLearner = 0;
    const planned: PlannedLesson[] = [];
    for (let day = FIRST_DAY; day <= LAST_DAY; day += 1) {
      const date = addDaysToIsoDate(today, day);
      for (const lane of LANES) {
        const startsAt = zonedWallTimeToInstant(date, lane.time, SCHOOL_TIME_ZONE);
        const endsAt = new Date(startsAt.getTime() + lane.minutes * 60_000);
        if (taken.some((time) => time.startsAt < endsAt && startsAt < time.endsAt)) continue;
        while (active.length < ACTIVE_LEARNERS && nextLearner < BENCH_LEARNERS) active.push(nextLearner++);
        if (active.length === 0) break;
        const slot = random.int(0, active.length - 1);
        const learner = active[slot];
        if (learner === undefined) continue;
        planned.push({
          learner,
          startsAt,
          minutes: lane.minutes,
          status: lessonStatus(random.next(), startsAt, endsAt, now),
        });
        remaining[learner] = (remaining[learner] ?? 0) - 1;
        if ((remaining[learner] ?? 0) <= 0) active.splice(slot, 1);
      }
    }

    const learnerRows = await insertReturning(
      Array.from({ length: BENCH_LEARNERS }, (_, index) => ({
        username: `bench-learner-${index + 1}`,
        email: `bench.learner.${index + 1}@example.com`,
        phone: `07700 9${String(index).padStart(5, '0')}`,
        fullName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        drivingExperience: 'beginner' as const,
        source: 'booking' as const,
        pickupAddress: `${index + 1} Stratford Road`,
        pickupPostcode: 'B11 1AA',
        createdAt: new Date(now.getTime() + (FIRST_DAY - 14 + index * 1.6) * DAY_MS),
      })),
      (chunk) => tx.insert(users).values(chunk).returning({ id: users.id }),
    );
    const learnerId = (learner: number) => {
      const row = learnerRows[learner];
      if (!row) throw new Error(`Learner ${learner} was not inserted`);
      return row.id;
    };

    // The ledger: standard packages covering each learner's lessons (one in ten a package short).
    const lessonsByLearner = new Map<number, PlannedLesson[]>();
    for (const lesson of planned) {
      const list = lessonsByLearner.get(lesson.learner) ?? [];
      list.push(lesson);
      lessonsByLearner.set(lesson.learner, list);
    }
    const courses = [...lessonsByLearner.entries()].map(([learner, list]) => {
      const minutes = list.reduce((sum, lesson) => sum + lesson.minutes, 0);
      const needed = Math.max(1, Math.ceil(minutes / PACKAGE.minutes));
      const first = list[0]?.startsAt ?? now;
      return {
        learner,
        lessons: list,
        packages: random.next() < 0.1 ? Math.max(1, needed - 1) : needed,
        boughtAt: new Date(first.getTime() - 7 * DAY_MS),
      };
    });
    const bookingPlan = courses.flatMap((course) =>
      Array.from({ length: course.packages }, (_, index) => {
        const paidShare = random.next();
        const paid = paidShare < 0.85 ? PACKAGE.pricePence : paidShare < 0.95 ? PACKAGE.pricePence / 2 : 0;
        const requestedAt = new Date(course.boughtAt.getTime() + index * 35 * DAY_MS);
        return { course, requestedAt, paid };
      }),
    );
    const bookingRows = await insertReturning(
      [
        ...bookingPlan.map(({ course, requestedAt, paid }) => ({
          studentId: learnerId(course.learner),
          instructorId,
          packageType: PACKAGE.packageType,
          packageMinutes: PACKAGE.minutes,
          totalAmountPence: PACKAGE.pricePence,
          status: 'approved' as const,
          paymentMethod: 'bank_transfer' as const,
          paymentStatus: paid > 0 ? ('paid' as const) : ('unpaid' as const),
          paidAt: paid > 0 ? new Date(requestedAt.getTime() + DAY_MS) : null,
          requestedAt,
          respondedAt: new Date(requestedAt.getTime() + DAY_MS),
        })),
        // Requests still waiting for an answer, from learners with no lesson yet.
        ...Array.from({ length: PENDING_REQUESTS }, (_, index) => ({
          studentId: learnerId(BENCH_LEARNERS - 1 - index),
          instructorId,
          packageType: PACKAGE.packageType,
          packageMinutes: PACKAGE.minutes,
          totalAmountPence: PACKAGE.pricePence,
          paymentMethod: 'bank_transfer' as const,
          requestedAt: new Date(now.getTime() - index * DAY_MS),
        })),
      ],
      (chunk) => tx.insert(bookings).values(chunk).returning({ id: bookings.id }),
    );
    const purchaseRows = await insertReturning(
      bookingPlan.map(({ course, requestedAt }, index) => ({
        instructorId,
        studentId: learnerId(course.learner),
        bookingId: bookingRows[index]?.id ?? null,
        packageType: PACKAGE.packageType,
        description: PACKAGE.name,
        minutes: PACKAGE.minutes,
        pricePence: PACKAGE.pricePence,
        purchasedAt: new Date(requestedAt.getTime() + DAY_MS),
      })),
      (chunk) => tx.insert(purchases).values(chunk).returning({ id: purchases.id }),
    );
    const paymentValues = bookingPlan.flatMap(({ course, requestedAt, paid }, index) =>
      paid > 0
        ? [
            {
              instructorId,
              studentId: learnerId(course.learner),
              purchaseId: purchaseRows[index]?.id ?? null,
              bookingId: bookingRows[index]?.id ?? null,
              amountPence: paid,
              method: 'bank_transfer' as const,
              paidOn: toZonedParts(new Date(requestedAt.getTime() + DAY_MS), SCHOOL_TIME_ZONE).date,
              recordedAt: new Date(requestedAt.getTime() + DAY_MS),
              recordedBy: instructorId,
            },
          ]
        : [],
    );
    await insertChunked(paymentValues, (chunk) => tx.insert(payments).values(chunk));

    // Lessons, each drawn from its learner's purchases in order (the last one takes any excess).
    const lessonValues = courses.flatMap((course) => {
      const coursePurchases = bookingPlan
        .map((plan, index) => ({ plan, index }))
        .filter(({ plan }) => plan.course === course);
      let used = 0;
      return course.lessons.map((lesson) => {
        const which =
          coursePurchases[Math.min(Math.floor(used / PACKAGE.minutes), coursePurchases.length - 1)];
        used += lesson.minutes;
        const endsAt = new Date(lesson.startsAt.getTime() + lesson.minutes * 60_000);
        return {
          bookingId: which ? (bookingRows[which.index]?.id ?? null) : null,
          purchaseId: which ? (purchaseRows[which.index]?.id ?? null) : null,
          studentId: learnerId(course.learner),
          instructorId,
          startsAt: lesson.startsAt,
          endsAt,
          bookedDurationMinutes: lesson.minutes,
          actualDurationMinutes: lesson.status === 'completed' ? lesson.minutes : null,
          status: lesson.status,
          completedAt: lesson.status === 'completed' ? endsAt : null,
          chargedMinutes:
            lesson.status === 'no_show' ? lesson.minutes : lesson.status === 'cancelled' ? 0 : null,
          notes: random.next() < 0.2 ? 'Pick up from college, not home.' : null,
        };
      });
    });
    const lessonRows = await insertReturning(lessonValues, (chunk) =>
      tx.insert(lessons).values(chunk).returning({ id: lessons.id }),
    );

    // A note after every lesson given, and a progress link for most learners (some expired).
    const noteValues = lessonValues.flatMap((lesson, index) =>
      lesson.status === 'completed' && lesson.completedAt
        ? [
            {
              lessonId: lessonRows[index]?.id ?? null,
              studentId: lesson.studentId,
              instructorId,
              skillsPracticed: Array.from({ length: random.int(2, 6) }, () =>
                random.pick(SKILL_NAMES),
              ).filter((skill, position, all) => all.indexOf(skill) === position),
              instructorNotes: random.pick(NOTES),
              overallAssessment: random.pick(ASSESSMENT_OPTIONS),
              areasToImprove: random.next() < 0.5 ? 'Check the nearside mirror before pulling in.' : null,
              createdAt: lesson.completedAt,
            },
          ]
        : [],
    );
    await insertChunked(noteValues, (chunk) => tx.insert(progressNotes).values(chunk));
    await insertChunked(
      learnerRows.flatMap((learner, index) =>
        index % 5 === 4
          ? []
          : [
              {
                studentId: learner.id,
                token: `bench-progress-link-${String(index).padStart(6, '0')}-0123456789`,
                createdAt: new Date(now.getTime() - 40 * DAY_MS),
                expiresAt: new Date(now.getTime() + (index % 5 === 3 ? -10 : 20) * DAY_MS),
              },
            ],
      ),
      (chunk) => tx.insert(studentAccessTokens).values(chunk),
    );

    const startOfToday = zonedWallTimeToInstant(today, '00:00', SCHOOL_TIME_ZONE);
    const startOfTomorrow = zonedWallTimeToInstant(addDaysToIsoDate(today, 1), '00:00', SCHOOL_TIME_ZONE);
    return {
      learners: learnerRows.length,
      lessons: lessonRows.length,
      lessonsToday: lessonValues.filter(
        (lesson) => lesson.startsAt >= startOfToday && lesson.startsAt < startOfTomorrow,
      ).length,
      bookings: bookingRows.length,
      purchases: purchaseRows.length,
      payments: paymentValues.length,
      progressNotes: noteValues.length,
    };
  });
}

/** Past lessons mostly done; a few of the last two weeks still without an outcome; coming ones booked. */
function lessonStatus(draw: number, startsAt: Date, endsAt: Date, now: Date): LessonStatus {
  if (startsAt > now) return draw < 0.05 ? 'cancelled' : 'scheduled';
  const recent = now.getTime() - endsAt.getTime() < 14 * DAY_MS;
  if (endsAt > now || (recent && draw < 0.15)) return 'scheduled';
  if (draw > 0.97) return 'no_show';
  if (draw > 0.91) return 'cancelled';
  return 'completed';
}

/** The instructor's time already taken from `since`: bookable slots (kept free) and lessons. */
async function takenTimes(tx: DatabaseTransaction, instructorId: number, since: Date) {
  const [slots, existing] = await Promise.all([
    tx
      .select({ startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt })
      .from(timeSlots)
      .where(and(eq(timeSlots.instructorId, instructorId), gte(timeSlots.endsAt, since))),
    tx
      .select({ startsAt: lessons.startsAt, endsAt: lessons.endsAt })
      .from(lessons)
      .where(
        and(
          eq(lessons.instructorId, instructorId),
          ne(lessons.status, 'cancelled'),
          gte(lessons.endsAt, since),
        ),
      ),
  ]);
  return [...slots, ...existing];
}

async function insertReturning<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const inserted: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    inserted.push(...(await insert(rows.slice(start, start + CHUNK))));
  return inserted;
}
