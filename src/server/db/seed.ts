import { count, eq, sql } from 'drizzle-orm';
import { COMPLIANCE_GRACE_DAYS } from '../../core/platform/auth/instructor-compliance';
import { type Assessment, mergePractisedSkills } from '../../core/progress/note-skills';
import type { NoteSkillLevel } from '../../core/progress/skill-levels';
import { isEnglandAndWalesBankHoliday } from '../../core/time/bank-holidays';
import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../core/time/london-time';
import type { Env } from '../env';
import { hashPassword } from '../lib/password-hashing';
import { generateToken } from '../lib/random-tokens';
import { insertPayment, insertPurchase } from '../modules/money/ledger/ledger-repository';
import { insertSkillLevels } from '../modules/progress/skill-levels/skill-levels-repository';
import type { Database } from './database-client';
import {
  bookingSlots,
  bookings,
  instructorCompliance,
  instructors,
  lessons,
  messages,
  mockTests,
  packages,
  practicalTests,
  progressNotes,
  reminderPreferences,
  schoolSettings,
  studentAccessTokens,
  theoryTests,
  timeSlots,
  users,
} from './schema';
import { PACKAGE_SEEDS } from './seed-data';

export interface SeedOptions {
  db: Database;
  env: Pick<Env, 'INSTRUCTOR_EMAIL' | 'INSTRUCTOR_PASSWORD' | 'INSTRUCTOR_NAME' | 'SEED_DEMO'>;
  now: Date;
  timeZone: string;
}

export interface SeedSummary {
  packagesInserted: number;
  instructor: 'created' | 'name_updated' | 'unchanged';
  /** removed: the owner removed the demo data in Settings, and it never comes back. */
  demo: 'seeded' | 'skipped_not_empty' | 'removed' | 'disabled';
}

const DEMO_AVAILABILITY_DAYS = 92;
const ACCESS_TOKEN_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * First start on an empty database: packages, school settings, the instructor account and, unless
 * SEED_DEMO=false, demo availability and a few demo learners. Running it again changes nothing
 * (except the instructor's name when INSTRUCTOR_NAME has changed). INSTRUCTOR_PASSWORD is only the
 * first start's password: the instructor changes it in the dashboard (issue 23), and a restart
 * must not undo that.
 */
export async function seedDatabase({ db, env, now, timeZone }: SeedOptions): Promise<SeedSummary> {
  const insertedPackages = await db
    .insert(packages)
    .values(PACKAGE_SEEDS.map((seed) => ({ ...seed })))
    .onConflictDoNothing({ target: packages.packageType })
    .returning({ packageType: packages.packageType });
  await db.insert(schoolSettings).values({ id: 1 }).onConflictDoNothing({ target: schoolSettings.id });

  const { instructorId, status } = await ensureInstructor(db, env);
  // A school's first account has no compliance record: it gets the grace instructors from before
  // the record got (docs/decisions/0057), so the school can open and the owner record theirs.
  const today = toZonedParts(now, timeZone).date;
  await db
    .insert(instructorCompliance)
    .values({ instructorId, recordDueOn: addDaysToIsoDate(today, COMPLIANCE_GRACE_DAYS) })
    .onConflictDoNothing();

  let demo: SeedSummary['demo'] = 'disabled';
  if (env.SEED_DEMO) {
    demo = (await wasDemoRemoved(db))
      ? 'removed'
      : (await isSchoolEmpty(db))
        ? 'seeded'
        : 'skipped_not_empty';
    if (demo === 'seeded') {
      await seedDemoSchool(db, instructorId, now, timeZone);
      await seedDemoSecondInstructor(db, now, timeZone);
      await seedDemoComplianceRecords(db, today);
    }
  }
  return { packagesInserted: insertedPackages.length, instructor: status, demo };
}

async function ensureInstructor(
  db: Database,
  env: SeedOptions['env'],
): Promise<{ instructorId: number; status: SeedSummary['instructor'] }> {
  const email = env.INSTRUCTOR_EMAIL.toLowerCase();
  const [existing] = await db.select().from(instructors).where(eq(instructors.email, email));
  if (existing) {
    // INSTRUCTOR_NAME names an account that has no name yet; once it has one, the owner changes it
    // in My profile, and a start never overwrites it (docs/decisions/0050), as with the password.
    const fullName = existing.fullName ?? env.INSTRUCTOR_NAME ?? null;
    // The configured account is the school's lead instructor, so its owner (docs/decisions/0031).
    if (existing.fullName === fullName && existing.role === 'owner' && existing.status === 'active')
      return { instructorId: existing.id, status: 'unchanged' };
    await db
      .update(instructors)
      .set({ fullName, role: 'owner', status: 'active', updatedAt: sql`now()` })
      .where(eq(instructors.id, existing.id));
    return { instructorId: existing.id, status: 'name_updated' };
  }
  // Another process seeding the same database without the startup lock (a test, an older server)
  // may have created the account a moment ago: theirs stands.
  const [created] = await db
    .insert(instructors)
    .values({
      email,
      fullName: env.INSTRUCTOR_NAME ?? null,
      role: 'owner',
      // The school teaches automatic lessons; its lead instructor is an ADI (docs/decisions/0046).
      qualification: 'adi',
      gearbox: 'automatic',
      passwordHash: await hashPassword(env.INSTRUCTOR_PASSWORD),
    })
    .onConflictDoNothing({ target: instructors.email })
    .returning({ id: instructors.id });
  if (created) return { instructorId: created.id, status: 'created' };
  const [raced] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.email, email));
  if (!raced) throw new Error('Instructor account was neither created nor found');
  return { instructorId: raced.id, status: 'unchanged' };
}

async function wasDemoRemoved(db: Database): Promise<boolean> {
  const [settings] = await db
    .select({ removedAt: schoolSettings.demoDataRemovedAt })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return (settings?.removedAt ?? null) !== null;
}

async function isSchoolEmpty(db: Database): Promise<boolean> {
  const [students] = await db.select({ value: count() }).from(users);
  const [slots] = await db.select({ value: count() }).from(timeSlots);
  return (students?.value ?? 0) === 0 && (slots?.value ?? 0) === 0;
}

/**
 * Demo availability: weekdays 9-6 and Saturday mornings, in 1, 1.5 and 2 hour slots, never on a
 * bank holiday (England and Wales: the school is in Birmingham). Every row is marked as demo.
 */
const WEEKDAY_SLOTS = [
  { time: '09:00', duration: 60 },
  { time: '10:00', duration: 60 },
  { time: '11:00', duration: 60 },
  { time: '12:30', duration: 90 },
  { time: '14:00', duration: 120 },
  { time: '16:00', duration: 120 },
] as const;
const SATURDAY_SLOTS = WEEKDAY_SLOTS.slice(0, 4);

function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

/**
 * A demo instructor's free times: `weekday` on Monday to Friday and `saturday` on Saturdays for
 * DEMO_AVAILABILITY_DAYS from tomorrow, none on Sundays or bank holidays.
 */
function demoSlotRows(
  instructorId: number,
  today: string,
  timeZone: string,
  week: {
    weekday: readonly { time: string; duration: number }[];
    saturday: readonly { time: string; duration: number }[];
  },
): (typeof timeSlots.$inferInsert)[] {
  const slotRows: (typeof timeSlots.$inferInsert)[] = [];
  for (let offset = 1; offset <= DEMO_AVAILABILITY_DAYS; offset++) {
    const date = addDaysToIsoDate(today, offset);
    const weekday = dayOfWeek(date);
    const daySlots =
      weekday === 0 || isEnglandAndWalesBankHoliday(date) ? [] : weekday === 6 ? week.saturday : week.weekday;
    for (const slot of daySlots) {
      const startsAt = zonedWallTimeToInstant(date, slot.time, timeZone);
      slotRows.push({
        instructorId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.duration * 60_000),
        durationMinutes: slot.duration,
        isDemo: true,
      });
    }
  }
  return slotRows;
}

async function seedDemoSchool(
  db: Database,
  instructorId: number,
  now: Date,
  timeZone: string,
): Promise<void> {
  const today = toZonedParts(now, timeZone).date;
  const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, timeZone);

  await db.transaction(async (tx) => {
    const slotRows = demoSlotRows(instructorId, today, timeZone, {
      weekday: WEEKDAY_SLOTS,
      saturday: SATURDAY_SLOTS,
    });
    const insertedSlots = await tx.insert(timeSlots).values(slotRows).returning();

    const students = await tx
      .insert(users)
      .values([
        {
          username: 'aisha.khan.demo',
          // The owner's learner (decision 0047): their load counts on the matches (decision 0054).
          instructorId,
          email: 'aisha.khan@example.com',
          phone: '07700 900101',
          fullName: 'Aisha Khan',
          drivingExperience: 'beginner',
          source: 'demo',
        },
        {
          username: 'tom.clarke.demo',
          instructorId,
          email: 'tom.clarke@example.com',
          phone: '07700 900102',
          fullName: 'Tom Clarke',
          drivingExperience: 'some_experience',
          source: 'demo',
        },
        {
          username: 'priya.patel.demo',
          instructorId,
          email: 'priya.patel@example.com',
          phone: '07700 900103',
          fullName: 'Priya Patel',
          drivingExperience: 'previous_fail',
          source: 'demo',
        },
      ])
      .returning();
    const [aisha, tom, priya] = students;
    if (!aisha || !tom || !priya) throw new Error('Demo students were not created');

    // Aisha: a pending 2-hour lesson request holding two back-to-back 1-hour slots: a single
    // lesson is one stretch (docs/decisions/0033), so the second starts as the first ends.
    const firstMorning = insertedSlots.find(
      (slot, index) =>
        slot.durationMinutes === 60 &&
        slot.startsAt.getTime() >= now.getTime() + 3 * DAY_MS &&
        insertedSlots[index + 1]?.startsAt.getTime() === slot.endsAt.getTime() &&
        insertedSlots[index + 1]?.durationMinutes === 60,
    );
    const secondMorning = firstMorning ? insertedSlots[insertedSlots.indexOf(firstMorning) + 1] : undefined;
    const [aishaBooking] = await tx
      .insert(bookings)
      .values({
        studentId: aisha.id,
        instructorId,
        packageType: 'single_2hour',
        packageMinutes: 120,
        totalAmountPence: 7200,
        paymentMethod: 'bank_transfer',
        requestedAt: now,
      })
      .returning();
    if (aishaBooking && firstMorning && secondMorning) {
      await tx.insert(bookingSlots).values([
        { bookingId: aishaBooking.id, timeSlotId: firstMorning.id, heldAt: now },
        { bookingId: aishaBooking.id, timeSlotId: secondMorning.id, heldAt: now },
      ]);
    }

    // Tom: an approved, paid 10-hour package with three completed lessons and one to come.
    const { booking: tomBooking, purchase: tomPurchase } = await insertPaidDemoPackage(tx, now, today, {
      studentId: tom.id,
      instructorId,
      packageType: 'standard',
      description: 'Standard Package (10 Hours)',
      minutes: 600,
      pricePence: 36000,
      requestedDaysAgo: 20,
      paidDaysAgo: 19,
    });

    const pastLesson = (daysAgo: number): typeof lessons.$inferInsert => {
      const startsAt = at(addDaysToIsoDate(today, -daysAgo), '18:00');
      return {
        bookingId: tomBooking.id,
        purchaseId: tomPurchase.id,
        studentId: tom.id,
        instructorId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 120 * 60_000),
        bookedDurationMinutes: 120,
        actualDurationMinutes: 120,
        status: 'completed',
        completedAt: new Date(startsAt.getTime() + 120 * 60_000),
      };
    };
    const completedLessons = await tx
      .insert(lessons)
      .values([pastLesson(14), pastLesson(10), pastLesson(6)])
      .returning();
    // The next lesson is on a Sunday evening, outside the bookable demo slots.
    let nextSunday = addDaysToIsoDate(today, 1);
    while (dayOfWeek(nextSunday) !== 0) nextSunday = addDaysToIsoDate(nextSunday, 1);
    const nextStart = at(nextSunday, '18:00');
    await tx.insert(lessons).values({
      bookingId: tomBooking.id,
      purchaseId: tomPurchase.id,
      studentId: tom.id,
      instructorId,
      startsAt: nextStart,
      endsAt: new Date(nextStart.getTime() + 120 * 60_000),
      bookedDurationMinutes: 120,
    });

    // Tom has some experience: the basics start high and reach independent, the rest climb from
    // lesson to lesson (issue 25's levels, so his home shows a real trend).
    const noteSeeds: {
      skillLevels: NoteSkillLevel[];
      overallAssessment: Assessment;
      instructorNotes: string;
      areasToImprove: string | null;
      homeworkAssigned: string | null;
      nextLessonFocus: string;
    }[] = [
      {
        skillLevels: [
          { skill: 'Cockpit Checks', level: 'seldom_prompted' },
          { skill: 'Moving Off & Stopping', level: 'prompted' },
          { skill: 'Hill Starts', level: 'introduced' },
          { skill: 'Speed Control', level: 'under_full_instruction' },
          { skill: 'Mirror Checks', level: 'prompted' },
        ],
        overallAssessment: 'good',
        instructorNotes:
          'Smooth moving off and stopping. Mirror checks before signalling are becoming a habit.',
        areasToImprove: 'Check the nearside mirror before pulling in.',
        homeworkAssigned: 'Read the Highway Code rules on mirrors (rules 161 to 164).',
        nextLessonFocus: 'Junctions',
      },
      {
        skillLevels: [
          { skill: 'Cockpit Checks', level: 'independent' },
          { skill: 'Moving Off & Stopping', level: 'seldom_prompted' },
          { skill: 'Speed Control', level: 'prompted' },
          { skill: 'Mirror Checks', level: 'prompted' },
          { skill: 'Lane Positioning', level: 'prompted' },
          { skill: 'Junctions', level: 'under_full_instruction' },
        ],
        overallAssessment: 'steady',
        instructorNotes: 'Good observation at T-junctions; emerging onto the Coventry Road needed a prompt.',
        areasToImprove: 'Creep and peep at closed junctions.',
        homeworkAssigned: 'Watch the DVSA video on junctions.',
        nextLessonFocus: 'Roundabouts',
      },
      {
        skillLevels: [
          { skill: 'Moving Off & Stopping', level: 'independent' },
          { skill: 'Hill Starts', level: 'prompted' },
          { skill: 'Speed Control', level: 'seldom_prompted' },
          { skill: 'Mirror Checks', level: 'seldom_prompted' },
          { skill: 'Signals', level: 'prompted' },
          { skill: 'Junctions', level: 'prompted' },
          { skill: 'Roundabouts', level: 'prompted' },
        ],
        overallAssessment: 'excellent',
        instructorNotes:
          'Confident on the mini roundabouts in Yardley and correct lane choice at the big ones.',
        areasToImprove: null,
        homeworkAssigned: null,
        nextLessonFocus: 'Parking',
      },
    ];
    for (const [index, { skillLevels: levels, ...noteSeed }] of noteSeeds.entries()) {
      const lesson = completedLessons[index];
      if (!lesson) throw new Error('Demo lesson for a note was not created');
      const recordedAt = lesson.completedAt ?? now;
      const [note] = await tx
        .insert(progressNotes)
        .values({
          ...noteSeed,
          // What the note form saves: the level skills' names, for the views that read texts.
          skillsPracticed: mergePractisedSkills(
            levels.map((entry) => entry.skill),
            '',
          ),
          lessonId: lesson.id,
          studentId: tom.id,
          instructorId,
          createdAt: recordedAt,
        })
        .returning({ id: progressNotes.id });
      if (!note) throw new Error('Demo progress note was not created');
      await insertSkillLevels(
        tx,
        levels.map(({ skill, level }) => ({
          studentId: tom.id,
          progressNoteId: note.id,
          skill,
          level,
          recordedAt,
        })),
      );
    }
    await tx.insert(studentAccessTokens).values({
      studentId: tom.id,
      token: generateToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS),
    });
    await tx.insert(reminderPreferences).values({ studentId: tom.id, reminderType: 'whatsapp' });
    await tx.insert(messages).values([
      {
        studentId: tom.id,
        instructorId,
        senderRole: 'student',
        content: 'Hi, can we practise parking on Sunday?',
        createdAt: new Date(now.getTime() - 2 * DAY_MS),
      },
      {
        studentId: tom.id,
        instructorId,
        senderRole: 'instructor',
        content: 'Yes, we will do bay and parallel parking. See you at 6pm.',
        isRead: false,
        createdAt: new Date(now.getTime() - 2 * DAY_MS + 3_600_000),
      },
    ]);

    await seedDemoTestRecords(tx, {
      instructorId,
      tomId: tom.id,
      tomLessonIds: completedLessons.map((lesson) => lesson.id),
      now,
      timeZone,
    });

    // Priya: a 5-hour package booked for future scheduling, to be paid by card.
    await tx.insert(bookings).values({
      studentId: priya.id,
      instructorId,
      packageType: 'starter',
      packageMinutes: 300,
      totalAmountPence: 18000,
      paymentMethod: 'card',
      futureBooking: true,
      requestedAt: new Date(now.getTime() - 3_600_000),
    });
  });
}

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A demo learner's package, approved and paid by bank transfer when approved: the booking, the
 * purchase in the ledger and its payment.
 */
async function insertPaidDemoPackage(
  tx: SeedTransaction,
  now: Date,
  today: string,
  sale: {
    studentId: number;
    instructorId: number;
    packageType: string;
    description: string;
    minutes: number;
    pricePence: number;
    requestedDaysAgo: number;
    paidDaysAgo: number;
    instructorPreference?: 'female' | 'male';
  },
) {
  const { studentId, instructorId, packageType, minutes, pricePence } = sale;
  const paidAt = new Date(now.getTime() - sale.paidDaysAgo * DAY_MS);
  const [booking] = await tx
    .insert(bookings)
    .values({
      studentId,
      instructorId,
      packageType,
      packageMinutes: minutes,
      status: 'approved',
      paymentStatus: 'paid',
      paymentMethod: 'bank_transfer',
      totalAmountPence: pricePence,
      futureBooking: true,
      instructorPreference: sale.instructorPreference,
      requestedAt: new Date(now.getTime() - sale.requestedDaysAgo * DAY_MS),
      respondedAt: paidAt,
      paidAt,
    })
    .returning();
  if (!booking) throw new Error(`Demo booking of ${sale.description} was not created`);
  const purchase = await insertPurchase(tx, {
    instructorId,
    studentId,
    bookingId: booking.id,
    packageType,
    description: sale.description,
    minutes,
    pricePence,
    purchasedAt: paidAt,
  });
  await insertPayment(tx, {
    instructorId,
    studentId,
    purchaseId: purchase.id,
    bookingId: booking.id,
    amountPence: pricePence,
    method: 'bank_transfer',
    paidOn: addDaysToIsoDate(today, -sale.paidDaysAgo),
    recordedAt: paidAt,
  });
  return { booking, purchase };
}

/**
 * The road to the test (issue 25): Tom has passed his theory, failed then passed a mock test in
 * his last lessons and has his practical test booked about three weeks ahead; Ben passed his
 * practical test at the first attempt five weeks ago.
 */
async function seedDemoTestRecords(
  tx: SeedTransaction,
  seed: { instructorId: number; tomId: number; tomLessonIds: number[]; now: Date; timeZone: string },
): Promise<void> {
  const { instructorId, tomId, now, timeZone } = seed;
  const today = toZonedParts(now, timeZone).date;
  const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, timeZone);

  await tx.insert(theoryTests).values({
    studentId: tomId,
    passedOn: addDaysToIsoDate(today, -40),
    certificateNumber: 'TC48213970',
    recordedAt: now,
  });
  // The two mock tests were taken in his lessons of 10 and 6 days ago (the seed's 2nd and 3rd).
  const [, failLessonId, passLessonId] = seed.tomLessonIds;
  await tx.insert(mockTests).values([
    {
      studentId: tomId,
      instructorId,
      lessonId: failLessonId ?? null,
      takenOn: addDaysToIsoDate(today, -10),
      faults: [
        { category: 'junctions_observation', driver: 2, serious: 1, dangerous: 0 },
        { category: 'mirrors_change_direction', driver: 3, serious: 0, dangerous: 0 },
        { category: 'reverse_park', driver: 1, serious: 0, dangerous: 0 },
        { category: 'use_of_speed', driver: 2, serious: 0, dangerous: 0 },
      ],
      driverFaults: 8,
      seriousFaults: 1,
      dangerousFaults: 0,
      passed: false,
      notes: 'Emerged at the Swan Island junction without a final look right: a serious fault.',
      createdAt: new Date(now.getTime() - 10 * DAY_MS),
    },
    {
      studentId: tomId,
      instructorId,
      lessonId: passLessonId ?? null,
      takenOn: addDaysToIsoDate(today, -6),
      faults: [
        { category: 'mirrors_change_direction', driver: 2, serious: 0, dangerous: 0 },
        { category: 'reverse_park', driver: 1, serious: 0, dangerous: 0 },
        { category: 'signals_timed', driver: 1, serious: 0, dangerous: 0 },
      ],
      driverFaults: 4,
      seriousFaults: 0,
      dangerousFaults: 0,
      passed: true,
      notes: 'Much calmer at junctions. Keep the mirror checks before changing lanes.',
      createdAt: new Date(now.getTime() - 6 * DAY_MS),
    },
  ]);
  await tx.insert(practicalTests).values({
    studentId: tomId,
    startsAt: at(addDaysToIsoDate(today, 22), '09:40'),
    testCentre: 'south-yardley',
    status: 'booked',
    createdAt: now,
  });

  const [ben] = await tx
    .insert(users)
    .values({
      username: 'ben.walsh.demo',
      instructorId,
      email: 'ben.walsh@example.com',
      phone: '07700 900104',
      fullName: 'Ben Walsh',
      drivingExperience: 'some_experience',
      source: 'demo',
      createdAt: new Date(now.getTime() - 120 * DAY_MS),
    })
    .returning();
  if (!ben) throw new Error('Demo learner Ben was not created');
  await tx.insert(theoryTests).values({
    studentId: ben.id,
    passedOn: addDaysToIsoDate(today, -110),
    certificateNumber: null,
    recordedAt: now,
  });
  const benTestStart = at(addDaysToIsoDate(today, -35), '11:07');
  await tx.insert(practicalTests).values({
    studentId: ben.id,
    startsAt: benTestStart,
    testCentre: 'kings-heath',
    status: 'passed',
    faults: [
      { category: 'mirrors_change_speed', driver: 1, serious: 0, dangerous: 0 },
      { category: 'control_steering', driver: 1, serious: 0, dangerous: 0 },
      { category: 'progress_undue_hesitation', driver: 1, serious: 0, dangerous: 0 },
    ],
    driverFaults: 3,
    seriousFaults: 0,
    dangerousFaults: 0,
    resultRecordedAt: new Date(benTestStart.getTime() + 90 * 60_000),
    createdAt: new Date(now.getTime() - 80 * DAY_MS),
  });
}

/**
 * The demo's second instructor (issue 37: "so a newcomer sees a school of two"): a made-up female
 * ADI with her own evening and Saturday-afternoon times (never the owner's times, so both diaries
 * show side by side) and one learner of hers with two taught lessons, their notes and one to come.
 * She has no known password (a hash of a random secret): she is a character of the demo, never
 * signed in as; removing the demo data removes her with all of hers (docs/decisions/0052).
 */
export const DEMO_SECOND_INSTRUCTOR = {
  email: 'nadia.hussain.demo@example.com',
  fullName: 'Nadia Hussain',
  gender: 'female',
  qualification: 'adi',
  gearbox: 'automatic',
  carMake: 'Toyota',
  carModel: 'Yaris Hybrid',
  areas: ['Sparkhill', 'Hall Green', 'Moseley', 'Acocks Green'],
  bio: 'Patient, calm lessons around south and east Birmingham, in the evenings and on Saturday afternoons. Many of my learners were nervous to begin with: we go at your pace.',
  phone: '07700 900210',
} as const;

const SECOND_WEEKDAY_SLOTS = [
  { time: '17:30', duration: 90 },
  { time: '19:00', duration: 60 },
] as const;
const SECOND_SATURDAY_SLOTS = [
  { time: '13:00', duration: 120 },
  { time: '15:00', duration: 60 },
] as const;

async function seedDemoSecondInstructor(db: Database, now: Date, timeZone: string): Promise<void> {
  const today = toZonedParts(now, timeZone).date;
  const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, timeZone);
  // Nobody knows this password: the account exists to be seen, not signed in as.
  const passwordHash = await hashPassword(generateToken());

  await db.transaction(async (tx) => {
    const [nadia] = await tx
      .insert(instructors)
      .values({
        ...DEMO_SECOND_INSTRUCTOR,
        areas: [...DEMO_SECOND_INSTRUCTOR.areas],
        passwordHash,
        isDemo: true,
      })
      .onConflictDoNothing({ target: instructors.email })
      .returning({ id: instructors.id });
    if (!nadia) return;
    const instructorId = nadia.id;

    // Her learner's next lesson: the first Saturday from three days on, at 10:00 (outside her times).
    let lessonDay = addDaysToIsoDate(today, 3);
    while (dayOfWeek(lessonDay) !== 6) lessonDay = addDaysToIsoDate(lessonDay, 1);

    const slotRows = demoSlotRows(instructorId, today, timeZone, {
      weekday: SECOND_WEEKDAY_SLOTS,
      saturday: SECOND_SATURDAY_SLOTS,
    });
    await tx.insert(timeSlots).values(slotRows);

    const [fatima] = await tx
      .insert(users)
      .values({
        username: 'fatima.ali.demo',
        email: 'fatima.ali@example.com',
        phone: '07700 900105',
        fullName: 'Fatima Ali',
        drivingExperience: 'beginner',
        source: 'demo',
        instructorId,
        createdAt: new Date(now.getTime() - 16 * DAY_MS),
      })
      .returning();
    if (!fatima) throw new Error('Demo learner Fatima was not created');

    // A paid Starter Package with Nadia: two 90-minute lessons taught, one to come.
    const { booking, purchase } = await insertPaidDemoPackage(tx, now, today, {
      studentId: fatima.id,
      instructorId,
      packageType: 'starter',
      description: 'Starter Package (5 Hours)',
      minutes: 300,
      pricePence: 18000,
      requestedDaysAgo: 16,
      paidDaysAgo: 15,
      instructorPreference: 'female',
    });

    const lessonAt = (date: string, time: string) => {
      const startsAt = at(date, time);
      return {
        bookingId: booking.id,
        purchaseId: purchase.id,
        studentId: fatima.id,
        instructorId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        bookedDurationMinutes: 90,
      };
    };
    const taught = await tx
      .insert(lessons)
      .values(
        [-12, -5].map((days) => {
          const lesson = lessonAt(addDaysToIsoDate(today, days), '17:30');
          return {
            ...lesson,
            actualDurationMinutes: 90,
            status: 'completed' as const,
            completedAt: lesson.endsAt,
          };
        }),
      )
      .returning();
    await tx.insert(lessons).values(lessonAt(lessonDay, '10:00'));

    const notes: {
      levels: NoteSkillLevel[];
      seed: Omit<
        typeof progressNotes.$inferInsert,
        'lessonId' | 'studentId' | 'instructorId' | 'skillsPracticed'
      >;
    }[] = [
      {
        levels: [
          { skill: 'Cockpit Checks', level: 'prompted' },
          { skill: 'Moving Off & Stopping', level: 'under_full_instruction' },
          { skill: 'Speed Control', level: 'introduced' },
        ],
        seed: {
          overallAssessment: 'steady',
          instructorNotes:
            'A first lesson on the quiet roads off Stratford Road: calm, and careful with the pedals.',
          areasToImprove: 'Mirrors before moving off.',
          homeworkAssigned: 'Read the Highway Code rules on moving off (rules 159 and 160).',
          nextLessonFocus: 'Moving off and stopping',
        },
      },
      {
        levels: [
          { skill: 'Cockpit Checks', level: 'seldom_prompted' },
          { skill: 'Moving Off & Stopping', level: 'prompted' },
          { skill: 'Speed Control', level: 'under_full_instruction' },
          { skill: 'Mirror Checks', level: 'introduced' },
        ],
        seed: {
          overallAssessment: 'good',
          instructorNotes:
            'Smooth stops at the kerb in Hall Green; more confident with other traffic around.',
          areasToImprove: 'Keep to 20 mph on the residential roads.',
          homeworkAssigned: null,
          nextLessonFocus: 'Junctions',
        },
      },
    ];
    for (const [index, { levels, seed }] of notes.entries()) {
      const lesson = taught[index];
      if (!lesson) throw new Error('Demo lesson with the second instructor was not created');
      const recordedAt = lesson.completedAt ?? now;
      const [note] = await tx
        .insert(progressNotes)
        .values({
          ...seed,
          skillsPracticed: mergePractisedSkills(
            levels.map((entry) => entry.skill),
            '',
          ),
          lessonId: lesson.id,
          studentId: fatima.id,
          instructorId,
          createdAt: recordedAt,
        })
        .returning({ id: progressNotes.id });
      if (!note) throw new Error('Demo progress note was not created');
      await insertSkillLevels(
        tx,
        levels.map(({ skill, level }) => ({
          studentId: fatima.id,
          progressNoteId: note.id,
          skill,
          level,
          recordedAt,
        })),
      );
    }
  });
}

/**
 * Made-up, valid compliance records for the demo's instructors (marked demo: removing the demo data
 * clears them), so the demo sells every instructor's times. Real records replace them.
 */
async function seedDemoComplianceRecords(db: Database, today: string): Promise<void> {
  const rows = await db.select({ id: instructors.id }).from(instructors);
  for (const [index, row] of rows.entries()) {
    const record = {
      adiNumber: `DEMO${String(100_000 + index)}`,
      badgeType: 'adi' as const,
      badgeExpiresOn: addDaysToIsoDate(today, 400),
      insuranceCoversTuition: true,
      insuranceExpiresOn: addDaysToIsoDate(today, 200),
      dbsCheckedOn: addDaysToIsoDate(today, -300),
      recordDueOn: null,
      isDemo: true,
    };
    await db
      .insert(instructorCompliance)
      .values({ instructorId: row.id, ...record })
      .onConflictDoUpdate({
        target: instructorCompliance.instructorId,
        set: record,
        where: sql`${instructorCompliance.adiNumber} IS NULL`,
      });
  }
}
