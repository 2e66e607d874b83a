import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/core/platform/backup/backup-schemas';
import { MOCK_TEST_CATEGORY_IDS } from '../../src/core/progress/mock-test';
import { SKILL_LEVEL_VALUES, SKILL_NAMES } from '../../src/core/progress/skill-levels';
import { TEST_CENTRE_IDS } from '../../src/core/progress/test-record-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../src/core/time/london-time';
import { getSchemaVersion } from '../../src/server/db/schema-version';
import { PACKAGE_SEEDS } from '../../src/server/db/seed-data';
import { DEMO_INSTRUCTOR_EMAIL } from '../../src/server/env';
import { TABLES_NOT_IN_BACKUP } from '../../src/server/modules/platform/backup/backup-repository';

/*
 * The backup of a busy school after years of work, written as the export writes it (one JSON
 * document, table by table), for measuring restore at the size limit (docs/decisions/0029).
 *
 * The school: each instructor teaches 15 two-hour lessons a week (three a day, Monday to Friday),
 * 49 working weeks a year (time off in August and at Christmas). A learner takes one lesson a week
 * for 18 to 28 weeks, then the next learner takes over that time: about 30 learners a year per
 * instructor, each with bookings, the ledger, a note and skill levels after every lesson, mock and
 * real tests, chat, reminders, and every e-mail and text the school sent (the outbox is never
 * emptied). Around them: the instructors' daily agenda e-mails, costs, leads, network requests and
 * applications. Deterministic: the same shape gives the same bytes.
 *
 * Rows are planned first (ids, dates, links: a few MB for a decade) and rendered table by table,
 * so a file of hundreds of MB streams out without being held in memory.
 */

export interface BusySchoolShape {
  instructors: number;
  /** Weeks the school has run, from its first Monday. */
  weeks: number;
}

/** The busy school of the estimate: four full-time instructors for ten years. */
export const BUSY_SCHOOL_TEN_YEARS: BusySchoolShape = { instructors: 4, weeks: 522 };

const FIRST_MONDAY = '2016-01-04';
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const LESSON_MINUTES = 120;
/** Three lessons a day (UTC hours), Monday to Friday: 15 lanes a week per instructor. */
const LESSON_HOURS = [9, 12, 15] as const;
const LANES = 5 * LESSON_HOURS.length;
/** Weeks of the year (0-based) with no lessons: two in August, one at Christmas. */
const HOLIDAY_WEEKS = new Set([31, 32, 51]);
const SCHOOL_NAME = 'Birmingham Automatic Driving School';
const SCHOOL_PHONE = '0121 496 0123';
const SITE = 'https://lessons.example.co.uk';

// --- Deterministic randomness ------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a shape always gives the same file. */
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
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

// --- Words ----------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Farhan',
  'Grace',
  'Harry',
  'Imran',
  'Jade',
  'Kieran',
  'Leah',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Priya',
  'Qasim',
  'Ruby',
  'Sam',
  'Tariq',
  'Uma',
  'Vikram',
  'Willow',
  'Yusuf',
  'Zara',
  'Amir',
  'Bethany',
  'Callum',
  'Divya',
  'Ethan',
  'Fatima',
  'George',
];
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
  'Ali',
  'Davies',
  'Evans',
  'Singh',
  'Wilson',
  'Thomas',
  'Roberts',
  'Johnson',
  'Walker',
  'Wright',
  'Mahmood',
];
const EXPERIENCES = ['beginner', 'some_experience', 'previous_fail', 'refresher'] as const;
const NOTE_SENTENCES = [
  'Smooth moving off and stopping today, with good control of the brake.',
  'Mirror checks before signalling are becoming a habit.',
  'Approached the Hagley Road roundabout at a sensible speed and picked the right lane.',
  'Some hesitation at the Bristol Road junctions; emerging will come with practice.',
  'Reverse bay park done three times, the last one without help.',
  'Good planning on the dual carriageway, kept a two-second gap throughout.',
  'Drove the Kings Heath test route independently, following the sat nav.',
  'Needed prompting to check the blind spot when moving off from the kerb.',
  'Excellent observation at pedestrian crossings near the schools on Alcester Road.',
  'Speed dropped too early on the approach to green lights: read the road further ahead.',
  'Night drive through the city centre went well, dipped headlights used correctly.',
  'Emergency stop was quick and controlled, with a good look round before moving off.',
];
const AREAS_TO_IMPROVE = [
  'Check the nearside mirror before pulling in.',
  'Slow down earlier for roundabouts and look right sooner.',
  'Keep to the left lane unless overtaking on the dual carriageway.',
  'More steering practice for the forward bay park.',
  'Hold the gap to the car in front in slow traffic.',
];
const HOMEWORK = [
  'Read the Highway Code rules on mirrors (rules 161 to 164).',
  'Watch the DVSA video on the show me, tell me questions.',
  'Practise the hazard perception clips for twenty minutes.',
  'Read the Highway Code section on roundabouts (rules 184 to 190).',
];
const MESSAGES_FROM_LEARNERS = [
  'Hi, can we practise parking on Sunday?',
  'Running about ten minutes late, sorry! Traffic on the Pershore Road.',
  'Could you pick me up from college instead of home on Thursday?',
  'I passed my theory test today!! Thank you for all the tips.',
  'Is it OK if we go over roundabouts again next week? They still make me nervous.',
  'Can I move Friday’s lesson to the afternoon? I have an exam in the morning.',
  'Thanks for today, the motorway was scary but fun.',
];
const MESSAGES_FROM_INSTRUCTOR = [
  'No problem, see you at 9.',
  'Well done today. Next week we will drive the Garretts Green test routes.',
  'Yes, I can pick you up from college, same time.',
  'Congratulations! Now let us get you ready for the practical test.',
  'Of course, we will start with the Island at Swan and build up from there.',
  'Remember your provisional licence next time, please.',
];
const CHANGE_REASONS = [
  'I have a hospital appointment that morning.',
  'Work changed my shift, sorry.',
  'Car in the garage for its MOT, moving the lesson a day.',
  'Feeling unwell, I do not want to drive like this.',
];
const EXPENSE_NOTES = {
  fuel: 'Fuel, Shell Bristol Road',
  car: 'Service and tyres',
  insurance: 'Dual-control car insurance, annual',
  training: 'ADI standards check preparation course',
  other: 'Dash camera memory cards',
} as const;

// --- Plan -------------------------------------------------------------------------------------------

interface PlannedLesson {
  id: number;
  slotId: number;
  startsAt: number;
  status: 'completed' | 'cancelled' | 'no_show';
  /** A late cancellation or no-show still uses minutes of the purchase. */
  chargedMinutes: number | null;
  bookingIndex: number;
  moved: boolean;
}

interface PlannedBooking {
  id: number;
  packageType: string;
  status: 'completed' | 'rejected' | 'expired';
  requestedAt: number;
  purchaseId: number | null;
  paymentIds: number[];
  method: 'bank_transfer' | 'card' | 'cash' | 'shop';
  /** An offer of other times before the learner's first booking was approved. */
  alternativeOfferId: number | null;
}

interface PlannedLearner {
  id: number;
  instructorId: number;
  seed: number;
  firstName: string;
  lastName: string;
  joinedAt: number;
  lessons: PlannedLesson[];
  bookings: PlannedBooking[];
  refundPaymentId: number | null;
  reminderType: 'sms' | 'whatsapp' | 'email';
  twoHourReminders: boolean;
  practicalTests: { id: number; startsAt: number; passed: boolean }[];
  hasTheoryTest: boolean;
  mockTestIds: number[];
  waitingEntryId: number | null;
  archived: boolean;
}

interface SchoolPlan {
  shape: BusySchoolShape;
  learners: PlannedLearner[];
  /** Slots per instructor, lane and working week; those no learner took stay available. */
  slots: { id: number; instructorId: number; startsAt: number; booked: boolean }[];
  workingWeeks: number[];
  exportedAt: number;
}

const mondayMs = Date.parse(`${FIRST_MONDAY}T00:00:00Z`);
const weekStart = (week: number) => mondayMs + week * WEEK_MS;
const laneStart = (week: number, lane: number) =>
  weekStart(week) +
  Math.floor(lane / LESSON_HOURS.length) * DAY_MS +
  (LESSON_HOURS[lane % LESSON_HOURS.length] ?? 9) * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => iso(ms).slice(0, 10);

/** Learners, their lessons and bookings, with every id, for a school of this shape. */
export function planBusySchool(shape: BusySchoolShape): SchoolPlan {
  const random = createRandom(0x5c4001);
  const workingWeeks: number[] = [];
  for (let week = 0; week < shape.weeks; week += 1)
    if (!HOLIDAY_WEEKS.has(week % 52)) workingWeeks.push(week);
  const ids = {
    learner: 0,
    lesson: 0,
    booking: 0,
    purchase: 0,
    payment: 0,
    offer: 0,
    test: 0,
    mock: 0,
    entry: 0,
  };
  const slotIdOf = (instructor: number, weekIndex: number, lane: number) =>
    1 + (instructor * workingWeeks.length + weekIndex) * LANES + lane;
  const booked = new Set<number>();
  const learners: PlannedLearner[] = [];

  for (let instructor = 0; instructor < shape.instructors; instructor += 1) {
    for (let lane = 0; lane < LANES; lane += 1) {
      let weekIndex = random.int(0, 2);
      while (weekIndex < workingWeeks.length) {
        const courseWeeks = Math.min(random.int(18, 28), workingWeeks.length - weekIndex);
        if (courseWeeks < 4) break;
        const seed = random.int(1, 2 ** 30);
        const learnerRandom = createRandom(seed);
        const learnerId = ++ids.learner;
        const lessons: PlannedLesson[] = [];
        for (let index = 0; index < courseWeeks; index += 1) {
          const week = workingWeeks[weekIndex + index] ?? 0;
          const slotId = slotIdOf(instructor, weekIndex + index, lane);
          booked.add(slotId);
          const roll = learnerRandom.next();
          const status = roll < 0.05 ? 'cancelled' : roll < 0.07 ? 'no_show' : 'completed';
          lessons.push({
            id: 0,
            slotId,
            startsAt: laneStart(week, lane),
            status,
            chargedMinutes:
              status === 'no_show'
                ? LESSON_MINUTES
                : status === 'cancelled' && learnerRandom.chance(0.5)
                  ? 60
                  : null,
            bookingIndex: 0,
            moved: status === 'completed' && learnerRandom.chance(0.08),
          });
        }
        // Hours bought: a starter package, then ten-hour packages until every lesson is covered.
        const bookings: PlannedBooking[] = [];
        const firstLesson = lessons[0]?.startsAt ?? weekStart(0);
        const joinedAt = firstLesson - learnerRandom.int(5, 20) * DAY_MS;
        if (learnerRandom.chance(0.15)) {
          bookings.push({
            id: ++ids.booking,
            packageType: 'single_2hour',
            status: learnerRandom.chance(0.5) ? 'rejected' : 'expired',
            requestedAt: joinedAt - 3 * DAY_MS,
            purchaseId: null,
            paymentIds: [],
            method: 'bank_transfer',
            alternativeOfferId: null,
          });
        }
        let minutesLeft = 0;
        for (const lesson of lessons) {
          if (lesson.status === 'cancelled' && lesson.chargedMinutes === null) continue;
          const needed = lesson.chargedMinutes ?? LESSON_MINUTES;
          if (minutesLeft < needed) {
            const packageType = bookings.some((booking) => booking.purchaseId !== null)
              ? 'standard'
              : 'starter';
            const method = learnerRandom.pick(['bank_transfer', 'card', 'card', 'cash', 'shop'] as const);
            bookings.push({
              id: ++ids.booking,
              packageType,
              status: 'completed',
              requestedAt: Math.min(joinedAt, lesson.startsAt - 7 * DAY_MS),
              purchaseId: ++ids.purchase,
              paymentIds: [++ids.payment],
              method,
              alternativeOfferId: packageType === 'starter' && learnerRandom.chance(0.1) ? ++ids.offer : null,
            });
            minutesLeft += packageType === 'starter' ? 300 : 600;
          }
          minutesLeft -= needed;
          lesson.bookingIndex = bookings.length - 1;
        }
        for (const lesson of lessons) lesson.id = ++ids.lesson;
        const lastLesson = lessons[lessons.length - 1]?.startsAt ?? firstLesson;
        const passedFirstTime = learnerRandom.chance(0.55);
        const practicalTests = [
          { id: ++ids.test, startsAt: lastLesson + 9 * DAY_MS, passed: passedFirstTime },
          ...(passedFirstTime ? [] : [{ id: ++ids.test, startsAt: lastLesson + 44 * DAY_MS, passed: true }]),
        ];
        learners.push({
          id: learnerId,
          instructorId: instructor + 1,
          seed,
          firstName: learnerRandom.pick(FIRST_NAMES),
          lastName: learnerRandom.pick(LAST_NAMES),
          joinedAt,
          lessons,
          bookings,
          refundPaymentId: learnerRandom.chance(0.04) ? ++ids.payment : null,
          reminderType: learnerRandom.pick(['sms', 'sms', 'whatsapp', 'email'] as const),
          twoHourReminders: learnerRandom.chance(0.3),
          practicalTests,
          hasTheoryTest: learnerRandom.chance(0.9),
          mockTestIds: courseWeeks >= 10 ? [++ids.mock, ++ids.mock] : [],
          waitingEntryId: learnerRandom.chance(0.2) ? ++ids.entry : null,
          archived: learnerRandom.chance(0.6),
        });
        weekIndex += courseWeeks + random.int(0, 2);
      }
    }
  }
  const slots: SchoolPlan['slots'] = [];
  for (let instructor = 0; instructor < shape.instructors; instructor += 1) {
    for (const [weekIndex, week] of workingWeeks.entries()) {
      for (let lane = 0; lane < LANES; lane += 1) {
        const id = slotIdOf(instructor, weekIndex, lane);
        slots.push({
          id,
          instructorId: instructor + 1,
          startsAt: laneStart(week, lane),
          booked: booked.has(id),
        });
      }
    }
  }
  return { shape, learners, slots, workingWeeks, exportedAt: weekStart(shape.weeks) + 2 * 3_600_000 };
}

// --- Rendering ----------------------------------------------------------------------------------

type Row = Record<string, unknown>;

const packageOf = (type: string) => {
  const found = PACKAGE_SEEDS.find((seed) => seed.packageType === type);
  if (!found) throw new Error(`No package ${type}`);
  return found;
};

const learnerName = (learner: PlannedLearner) => `${learner.firstName} ${learner.lastName}`;
const learnerEmail = (learner: PlannedLearner) =>
  `${learner.firstName}.${learner.lastName}.${learner.id}@example.com`.toLowerCase();
const instructorEmail = (id: number) => (id === 1 ? DEMO_INSTRUCTOR_EMAIL : `instructor${id}@example.com`);
const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
// One formatter for every row: building one per call made rendering several times slower.
const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SCHOOL_TIME_ZONE,
});
const whenText = (ms: number) => londonDateTime.format(ms);

/** A sent e-mail or text, as the outbox keeps it (links' tokens already redacted, as exports do). */
function outboxRow(
  id: number,
  message: { channel: string; recipient: string; subject: string | null; bodyText: string; kind: string },
  at: number,
  attachments: Row[] | null = null,
  bodyHtml: string | null = null,
): Row {
  return {
    id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml,
    kind: message.kind,
    attachments,
    status: 'sent',
    providerMessageId:
      message.channel === 'email'
        ? `<${id}.${at}@mail.example.com>`
        : `SM${(id * 7919).toString(16).padStart(32, '0')}`,
    error: null,
    attempts: 1,
    createdAt: iso(at),
    sentAt: iso(at + 2_000),
  };
}

function calendarFile(lesson: PlannedLesson): Row {
  const stamp = (ms: number) =>
    iso(ms)
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  return {
    content:
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//${SCHOOL_NAME}//Lesson//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n` +
      `BEGIN:VEVENT\r\nUID:lesson-${lesson.id}@lessons.example.co.uk\r\nSEQUENCE:0\r\nDTSTAMP:${stamp(lesson.startsAt - 7 * DAY_MS)}\r\n` +
      `DTSTART:${stamp(lesson.startsAt)}\r\nDTEND:${stamp(lesson.startsAt + LESSON_MINUTES * 60_000)}\r\n` +
      `SUMMARY:Driving lesson with ${SCHOOL_NAME}\r\nDESCRIPTION:Your driving lesson with ${SCHOOL_NAME} (2 Hour Lesson).\\nTo move or cancel it\\, open your page (${SITE}/secure-progress?token=[redacted] or call us on ${SCHOOL_PHONE}.\r\n` +
      `URL:${SITE}/secure-progress?token=[redacted]\r\nSTATUS:CONFIRMED\r\nTRANSP:OPAQUE\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    filename: `driving-lesson-${isoDate(lesson.startsAt)}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

/** Rows of one table for one learner; `next` hands out ids of tables whose rows are not planned. */
type LearnerRenderer = (learner: PlannedLearner, next: (table: string) => number) => Row[];

function learnerOutbox(learner: PlannedLearner, next: (table: string) => number): Row[] {
  const random = createRandom(learner.seed ^ 0x0b0c);
  const rows: Row[] = [];
  const email = learnerEmail(learner);
  const teacher = instructorEmail(learner.instructorId);
  const add = (
    channel: string,
    recipient: string,
    subject: string | null,
    bodyText: string,
    kind: string,
    at: number,
    files: Row[] | null = null,
  ) => rows.push(outboxRow(next('outbox'), { channel, recipient, subject, bodyText, kind }, at, files));
  for (const booking of learner.bookings) {
    const pkg = packageOf(booking.packageType);
    const reference = `BOOKING-${booking.id}`;
    const firstLesson = learner.lessons.find((lesson) => learner.bookings[lesson.bookingIndex] === booking);
    const times = firstLesson
      ? `  - ${whenText(firstLesson.startsAt)} (2hr)\n`
      : '  - (times to be agreed)\n';
    add(
      'email',
      email,
      `We have your booking request (${reference})`,
      `Hi ${learner.firstName},\n\nThank you for booking with ${SCHOOL_NAME}. Here is what you asked for:\n\nReference: ${reference}\nPackage: ${pkg.name}\nTimes:\n${times}\nTo pay ${money(pkg.pricePence)} by bank transfer:\n  Account name: Demo Driving School Ltd\n  Sort code: 00-00-00\n  Account number: 00000000\n  Reference: ${reference}\nThe same details, on any phone or computer: ${SITE}/bank-transfer-checkout?booking=${booking.id}&token=[redacted]\n\nWe are holding these times for you for 48 hours. If by then the booking is neither paid nor approved, the times are released.\n\nYour instructor reviews every request within 24 hours. Your booking is confirmed once your instructor has approved it and your payment has been received. We will e-mail you at each step.\nQuestions? Call us on ${SCHOOL_PHONE}.\n\n${SCHOOL_NAME}`,
      'booking_received',
      booking.requestedAt,
    );
    add(
      'email',
      teacher,
      `New booking request: ${learnerName(learner)}, ${pkg.name}`,
      `A new booking request (${reference}) is waiting for you.\n\nLearner: ${learnerName(learner)}\nE-mail: ${email}\nPhone: 07700 9${String(learner.id % 100_000).padStart(5, '0')}\nExperience: Beginner (never driven)\nInstructor preference: No preference\nPackage: ${pkg.name} (${money(pkg.pricePence)})\nPayment: ${booking.method.replace('_', ' ')} (unpaid)\nTimes:\n${times}\nApprove or reject it in the dashboard: ${SITE}/instructor-dashboard`,
      'new_booking_request',
      booking.requestedAt,
    );
    if (booking.status !== 'completed') {
      add(
        'email',
        email,
        `About your booking request (${reference})`,
        `Hi ${learner.firstName},\n\n${booking.status === 'rejected' ? 'Sorry: your instructor cannot take this booking at the times you chose. Please choose other times on our booking page.' : 'Your booking request was neither paid nor approved within 48 hours, so its times have been released for other learners.'}\n\nBook again: ${SITE}/book-lesson\nQuestions? Call us on ${SCHOOL_PHONE}.\n\n${SCHOOL_NAME}`,
        booking.status === 'rejected' ? 'booking_rejected' : 'booking_expired',
        booking.requestedAt + 2 * DAY_MS,
      );
      continue;
    }
    add(
      'email',
      email,
      `Your booking is approved: payment due (${reference})`,
      `Hi ${learner.firstName},\n\nGood news: your instructor has approved your booking for ${pkg.name}. It is confirmed once your payment of ${money(pkg.pricePence)} has been received.\n\nYour lessons:\n${times}Open the attached calendar files to add each lesson to your phone or computer calendar.\n\nTo pay ${money(pkg.pricePence)} by bank transfer:\n  Account name: Demo Driving School Ltd\n  Sort code: 00-00-00\n  Account number: 00000000\n  Reference: ${reference}\nThe same details, on any phone or computer: ${SITE}/bank-transfer-checkout?booking=${booking.id}&token=[redacted]\n\nYour own page, with your lessons (to move or cancel), hours, payments and progress:\n${SITE}/secure-progress?token=[redacted]\nKeep it to yourself: anyone with the link can see it.\n\nIf anything changes, call us on ${SCHOOL_PHONE}.\n\n${SCHOOL_NAME}`,
      'booking_approved',
      booking.requestedAt + DAY_MS,
      firstLesson ? [calendarFile(firstLesson)] : null,
    );
    add(
      'email',
      email,
      `Payment received (${reference})`,
      `Hi ${learner.firstName},\n\nWe have received your payment of ${money(pkg.pricePence)} for ${pkg.name} (${reference}). Thank you.\n\nYour hours, lessons and payments are on your own page: ${SITE}/secure-progress?token=[redacted]\n\n${SCHOOL_NAME}`,
      'payment_received',
      booking.requestedAt + DAY_MS + 3_600_000,
    );
    add(
      'email',
      teacher,
      `Payment received: ${learnerName(learner)} (${reference})`,
      `${learnerName(learner)} paid ${money(pkg.pricePence)} by ${booking.method.replace('_', ' ')} for ${pkg.name} (${reference}).\n\nThe ledger: ${SITE}/instructor-dashboard?tab=money`,
      'payment_received_instructor',
      booking.requestedAt + DAY_MS + 3_600_000,
    );
  }
  for (const lesson of learner.lessons) {
    const when = whenText(lesson.startsAt);
    const channel = learner.reminderType;
    const to = channel === 'email' ? email : `+447700${String(900_000 + (learner.id % 100_000)).slice(-6)}`;
    const text =
      channel === 'email'
        ? `Hi ${learner.firstName},\n\nA reminder of your driving lesson tomorrow: ${when} (2 hours) with ${SCHOOL_NAME}.\nYour instructor will meet you at your usual pick-up point. Bring your provisional licence.\n\nNeed to move or cancel? Open your page: ${SITE}/secure-progress?token=[redacted]\nMoving it less than 24 hours before is up to your instructor, and may be charged.\n\n${SCHOOL_NAME}, ${SCHOOL_PHONE}`
        : `${SCHOOL_NAME}: your driving lesson is tomorrow, ${when} (2 hours). Bring your provisional licence. Move or cancel: ${SITE}/secure-progress?token=[redacted]`;
    add(
      channel,
      to,
      channel === 'email' ? `Your driving lesson tomorrow, ${when}` : null,
      text,
      'lesson_reminder_24h',
      lesson.startsAt - DAY_MS,
    );
    if (learner.twoHourReminders)
      add(
        channel,
        to,
        channel === 'email' ? `Your driving lesson today at ${when.split(' at ')[1] ?? when}` : null,
        `${SCHOOL_NAME}: see you in 2 hours, ${when}. Reply STOP to end reminders.`,
        'lesson_reminder_2h',
        lesson.startsAt - 2 * 3_600_000,
      );
    if (lesson.status === 'cancelled' || lesson.moved) {
      add(
        'email',
        email,
        lesson.moved ? 'Your lesson has moved' : 'Your lesson is cancelled',
        `Hi ${learner.firstName},\n\nAs you asked, your lesson of ${when} is ${lesson.moved ? 'moved' : 'cancelled'}. ${lesson.chargedMinutes ? 'It was less than 48 hours before, so half of its fee is kept, as our terms say.' : 'Nothing is charged.'}\n\nYour lessons: ${SITE}/secure-progress?token=[redacted]\n\n${SCHOOL_NAME}`,
        'lesson_change_applied',
        lesson.startsAt - 3 * DAY_MS,
      );
      add(
        'email',
        teacher,
        `${learnerName(learner)} ${lesson.moved ? 'moved' : 'cancelled'} a lesson`,
        `${learnerName(learner)} ${lesson.moved ? 'moved' : 'cancelled'} the lesson of ${when}.\n\nToday and the calendar: ${SITE}/instructor-dashboard`,
        'lesson_change_instructor',
        lesson.startsAt - 3 * DAY_MS,
      );
    }
    if (random.chance(0.5))
      add(
        'email',
        email,
        `New message from your instructor`,
        `Hi ${learner.firstName},\n\nYour instructor sent you a message:\n\n"${random.pick(MESSAGES_FROM_INSTRUCTOR)}"\n\nReply on your page: ${SITE}/secure-progress?token=[redacted]\n\n${SCHOOL_NAME}`,
        'chat_notice',
        lesson.startsAt - 2 * DAY_MS,
      );
  }
  for (const test of learner.practicalTests)
    add(
      'email',
      email,
      'Your driving test is tomorrow',
      `Hi ${learner.firstName},\n\nGood luck for your driving test tomorrow, ${whenText(test.startsAt)}. Bring your photocard licence and your theory test pass certificate number. Your instructor will pick you up an hour before for a warm-up drive.\n\n${SCHOOL_NAME}`,
      'driving_test_reminder',
      test.startsAt - DAY_MS,
    );
  return rows;
}

const renderLearnerRows: Record<string, LearnerRenderer> = {
  users: (learner) => {
    const last = learner.lessons[learner.lessons.length - 1]?.startsAt ?? learner.joinedAt;
    return [
      {
        id: learner.id,
        username: `${learner.firstName}.${learner.lastName}.${learner.id}`.toLowerCase(),
        email: learnerEmail(learner),
        phone: `07700 9${String(learner.id % 100_000).padStart(5, '0')}`,
        fullName: learnerName(learner),
        role: 'student',
        drivingExperience: EXPERIENCES[learner.id % EXPERIENCES.length],
        source: 'booking',
        archivedAt: learner.archived ? iso(last + 120 * DAY_MS) : null,
        chatNoticeSentAt: iso(last - 2 * DAY_MS),
        instructorChatNoticeSentAt: null,
        createdAt: iso(learner.joinedAt),
        updatedAt: iso(last),
      },
    ];
  },
  reminder_preferences: (learner) => [
    {
      id: learner.id,
      studentId: learner.id,
      reminderType: learner.reminderType,
      lessonReminder24h: true,
      lessonReminder2h: learner.twoHourReminders,
      updatedAt: iso(learner.joinedAt),
    },
  ],
  bookings: (learner) =>
    learner.bookings.map((booking) => {
      const pkg = packageOf(booking.packageType);
      const approved = booking.status === 'completed';
      return {
        id: booking.id,
        studentId: learner.id,
        instructorId: learner.instructorId,
        packageType: booking.packageType,
        status: booking.status,
        paymentStatus: approved ? 'paid' : 'unpaid',
        paymentMethod: booking.method === 'cash' ? 'in_person' : booking.method,
        totalAmountPence: pkg.pricePence,
        packageMinutes: pkg.totalMinutes,
        futureBooking: false,
        instructorPreference: 'no_preference',
        notes: booking.id % 5 === 0 ? 'Please pick me up from Selly Oak station if possible.' : null,
        wooCommerceOrderId: booking.method === 'shop' && approved ? `wc-${booking.id}` : null,
        wooCommerceProductId: booking.method === 'shop' && approved ? String(100 + pkg.sortOrder) : null,
        stripePaymentIntentId:
          booking.method === 'card' && approved ? `pi_${booking.id.toString(36).padStart(24, '0')}` : null,
        requestedAt: iso(booking.requestedAt),
        respondedAt: iso(booking.requestedAt + DAY_MS),
        paidAt: approved ? iso(booking.requestedAt + DAY_MS + 3_600_000) : null,
        originalTimeSlotIds: null,
        rescheduleReason: null,
        rescheduleRequestedBy: null,
        rescheduleCount: 0,
        identityFlag: null,
        submittedFullName: null,
        submittedPhone: null,
        createdAt: iso(booking.requestedAt),
        updatedAt: iso(booking.requestedAt + DAY_MS + 3_600_000),
      };
    }),
  booking_slots: (learner, next) => [
    ...learner.lessons.map((lesson) => ({
      id: next('booking_slots'),
      bookingId: learner.bookings[lesson.bookingIndex]?.id,
      timeSlotId: lesson.slotId,
      heldAt: iso(learner.bookings[lesson.bookingIndex]?.requestedAt ?? lesson.startsAt),
      releasedAt: iso(lesson.startsAt + LESSON_MINUTES * 60_000),
    })),
    ...learner.bookings
      .filter((booking) => booking.status !== 'completed' && learner.lessons[0])
      .map((booking) => ({
        id: next('booking_slots'),
        bookingId: booking.id,
        timeSlotId: learner.lessons[0]?.slotId,
        heldAt: iso(booking.requestedAt),
        releasedAt: iso(booking.requestedAt + 2 * DAY_MS),
      })),
  ],
  alternative_time_offers: (learner) =>
    learner.bookings.flatMap((booking) =>
      booking.alternativeOfferId === null
        ? []
        : [
            {
              id: booking.alternativeOfferId,
              bookingId: booking.id,
              alternatives: [1, 2, 3].map((day) => ({
                date: isoDate(booking.requestedAt + day * DAY_MS),
                time: '15:00',
                duration: 120,
              })),
              message: 'Saturday mornings are full until the spring; could one of these work instead?',
              reasonForRejection: 'The times you asked for are already taken.',
              createdAt: iso(booking.requestedAt + 3_600_000),
              expiresAt: iso(booking.requestedAt + 2 * DAY_MS),
              respondedAt: iso(booking.requestedAt + 5 * 3_600_000),
              response: 'accepted',
              acceptedIndex: 0,
            },
          ],
    ),
  purchases: (learner) =>
    learner.bookings.flatMap((booking) => {
      if (booking.purchaseId === null) return [];
      const pkg = packageOf(booking.packageType);
      return [
        {
          id: booking.purchaseId,
          instructorId: learner.instructorId,
          studentId: learner.id,
          bookingId: booking.id,
          packageType: booking.packageType,
          description: pkg.name,
          minutes: pkg.totalMinutes,
          pricePence: pkg.pricePence,
          purchasedAt: iso(booking.requestedAt + DAY_MS),
          createdAt: iso(booking.requestedAt + DAY_MS),
        },
      ];
    }),
  payments: (learner) => {
    const rows: Row[] = learner.bookings.flatMap((booking) =>
      booking.paymentIds.map((id) => ({
        id,
        instructorId: learner.instructorId,
        studentId: learner.id,
        purchaseId: booking.purchaseId,
        bookingId: booking.id,
        amountPence: packageOf(booking.packageType).pricePence,
        method: booking.method,
        paidOn: isoDate(booking.requestedAt + DAY_MS),
        reason: null,
        externalReference:
          booking.method === 'card'
            ? `pi_${booking.id.toString(36).padStart(24, '0')}`
            : booking.method === 'shop'
              ? `wc-${booking.id}`
              : null,
        recordedAt: iso(booking.requestedAt + DAY_MS + 3_600_000),
        recordedBy:
          booking.method === 'cash' || booking.method === 'bank_transfer' ? learner.instructorId : null,
      })),
    );
    const last = learner.bookings[learner.bookings.length - 1];
    if (learner.refundPaymentId !== null && last?.purchaseId)
      rows.push({
        id: learner.refundPaymentId,
        instructorId: learner.instructorId,
        studentId: learner.id,
        purchaseId: last.purchaseId,
        bookingId: last.id,
        amountPence: -7200,
        method: 'bank_transfer',
        paidOn: isoDate(
          (learner.lessons[learner.lessons.length - 1]?.startsAt ?? last.requestedAt) + 14 * DAY_MS,
        ),
        reason: 'Two hours not used after passing the test: refunded as agreed.',
        externalReference: null,
        recordedAt: iso(
          (learner.lessons[learner.lessons.length - 1]?.startsAt ?? last.requestedAt) + 14 * DAY_MS,
        ),
        recordedBy: learner.instructorId,
      });
    return rows;
  },
  lessons: (learner) =>
    learner.lessons.map((lesson) => {
      const booking = learner.bookings[lesson.bookingIndex];
      const endsAt = lesson.startsAt + LESSON_MINUTES * 60_000;
      return {
        id: lesson.id,
        bookingId: booking?.id ?? null,
        studentId: learner.id,
        instructorId: learner.instructorId,
        startsAt: iso(lesson.startsAt),
        endsAt: iso(endsAt),
        bookedDurationMinutes: LESSON_MINUTES,
        actualDurationMinutes: lesson.status === 'completed' ? LESSON_MINUTES : null,
        status: lesson.status,
        notes: null,
        completedAt: lesson.status === 'completed' ? iso(endsAt) : null,
        purchaseId:
          lesson.status === 'cancelled' && lesson.chargedMinutes === null
            ? null
            : (booking?.purchaseId ?? null),
        chargedMinutes: lesson.chargedMinutes,
        calendarEventId: null,
        createdAt: iso(booking?.requestedAt ?? lesson.startsAt),
        updatedAt: iso(endsAt),
      };
    }),
  lesson_changes: (learner, next) =>
    learner.lessons
      .filter((lesson) => lesson.status === 'cancelled' || lesson.moved)
      .map((lesson) => {
        const requestedAt = lesson.startsAt - (lesson.chargedMinutes ? 30 : 100) * 3_600_000;
        return {
          id: next('lesson_changes'),
          lessonId: lesson.id,
          bookingId: learner.bookings[lesson.bookingIndex]?.id,
          studentId: learner.id,
          kind: lesson.moved ? 'reschedule' : 'cancel',
          window: lesson.chargedMinutes ? 'half_fee' : 'free',
          status: 'applied',
          requestedBy: 'student',
          reason: CHANGE_REASONS[lesson.id % CHANGE_REASONS.length],
          fromStartsAt: iso(lesson.moved ? lesson.startsAt + DAY_MS : lesson.startsAt),
          fromTimeSlotIds: [lesson.moved ? lesson.slotId + LESSON_HOURS.length : lesson.slotId],
          toTimeSlotIds: lesson.moved ? [lesson.slotId] : null,
          forfeitPence: lesson.chargedMinutes ? 3600 : 0,
          requestedAt: iso(requestedAt),
          decidedAt: iso(requestedAt),
          decidedBy: null,
          instructorNote: null,
        };
      }),
  progress_notes: (learner, next) => {
    const random = createRandom(learner.seed ^ 0x0707);
    return learner.lessons
      .filter((lesson) => lesson.status === 'completed')
      .map((lesson, index) => ({
        id: next('progress_notes'),
        lessonId: lesson.id,
        studentId: learner.id,
        instructorId: learner.instructorId,
        skillsPracticed: notedSkills(index),
        areasToImprove: random.pick(AREAS_TO_IMPROVE),
        instructorNotes: `${random.pick(NOTE_SENTENCES)} ${random.pick(NOTE_SENTENCES)} ${random.pick(NOTE_SENTENCES)}`,
        overallAssessment: random.pick(['excellent', 'good', 'good', 'steady', 'needs_practice']),
        homeworkAssigned: random.pick(HOMEWORK),
        nextLessonFocus: notedSkills(index + 1)[0] ?? 'Independent Driving',
        createdAt: iso(lesson.startsAt + LESSON_MINUTES * 60_000),
      }));
  },
  mock_tests: (learner) =>
    learner.mockTestIds.map((id, index) => {
      const lesson = learner.lessons[learner.lessons.length - 4 + 2 * index] ?? learner.lessons[0];
      const driver = index === 0 ? 9 : 4;
      const serious = index === 0 ? 1 : 0;
      return {
        id,
        studentId: learner.id,
        instructorId: learner.instructorId,
        lessonId: lesson?.id ?? null,
        takenOn: isoDate(lesson?.startsAt ?? learner.joinedAt),
        faults: [
          {
            driver: driver - 3,
            serious,
            category: MOCK_TEST_CATEGORY_IDS[(id * 7) % MOCK_TEST_CATEGORY_IDS.length],
            dangerous: 0,
          },
          {
            driver: 2,
            serious: 0,
            category: MOCK_TEST_CATEGORY_IDS[(id * 11) % MOCK_TEST_CATEGORY_IDS.length],
            dangerous: 0,
          },
          {
            driver: 1,
            serious: 0,
            category: MOCK_TEST_CATEGORY_IDS[(id * 13) % MOCK_TEST_CATEGORY_IDS.length],
            dangerous: 0,
          },
        ],
        driverFaults: driver,
        seriousFaults: serious,
        dangerousFaults: 0,
        passed: serious === 0 && driver <= 15,
        notes:
          index === 0
            ? 'Emerged at the Swan Island junction without a final look right: a serious fault.'
            : 'A clean drive on the Garretts Green routes: ready for the test.',
        createdAt: iso((lesson?.startsAt ?? learner.joinedAt) + LESSON_MINUTES * 60_000),
      };
    }),
  theory_tests: (learner) =>
    learner.hasTheoryTest
      ? [
          {
            studentId: learner.id,
            passedOn: isoDate(learner.joinedAt + 40 * DAY_MS),
            certificateNumber: `TH${String(learner.id * 7_919).padStart(8, '0')}`,
            recordedAt: iso(learner.joinedAt + 41 * DAY_MS),
          },
        ]
      : [],
  practical_tests: (learner) =>
    learner.practicalTests.map((test) => ({
      id: test.id,
      studentId: learner.id,
      startsAt: iso(test.startsAt),
      testCentre: TEST_CENTRE_IDS[learner.id % TEST_CENTRE_IDS.length],
      status: test.passed ? 'passed' : 'failed',
      faults: test.passed
        ? [{ driver: 3, serious: 0, category: 'junctions_observation', dangerous: 0 }]
        : [{ driver: 6, serious: 1, category: 'mirrors_change_direction', dangerous: 0 }],
      driverFaults: test.passed ? 3 : 6,
      seriousFaults: test.passed ? 0 : 1,
      dangerousFaults: 0,
      resultRecordedAt: iso(test.startsAt + 3 * 3_600_000),
      reminderSentAt: iso(test.startsAt - DAY_MS),
      createdAt: iso(test.startsAt - 30 * DAY_MS),
    })),
  messages: (learner, next) => {
    const random = createRandom(learner.seed ^ 0x3e55);
    return learner.lessons.flatMap((lesson) => [
      {
        id: next('messages'),
        studentId: learner.id,
        instructorId: learner.instructorId,
        senderRole: 'student',
        content: random.pick(MESSAGES_FROM_LEARNERS),
        isRead: true,
        createdAt: iso(lesson.startsAt - 2 * DAY_MS),
      },
      {
        id: next('messages'),
        studentId: learner.id,
        instructorId: learner.instructorId,
        senderRole: 'instructor',
        content: random.pick(MESSAGES_FROM_INSTRUCTOR),
        isRead: true,
        createdAt: iso(lesson.startsAt - 2 * DAY_MS + 1_800_000),
      },
    ]);
  },
  reminder_log: (learner, next) => [
    ...learner.lessons.flatMap((lesson) =>
      (learner.twoHourReminders ? (['24h', '2h'] as const) : (['24h'] as const)).map((kind) => ({
        id: next('reminder_log'),
        lessonId: lesson.id,
        studentId: learner.id,
        reminderKind: kind,
        lessonStartsAt: iso(lesson.startsAt),
        reminderType: learner.reminderType,
        deliveryMethod: learner.reminderType,
        status: 'sent',
        providerMessageId: `SM${(lesson.id * 31 + (kind === '2h' ? 1 : 0)).toString(16).padStart(32, '0')}`,
        errorMessage: null,
        pushedDevices: 0,
        sentAt: iso(lesson.startsAt - (kind === '2h' ? 2 * 3_600_000 : DAY_MS)),
      })),
    ),
    ...learner.practicalTests.map((test) => ({
      id: next('reminder_log'),
      lessonId: null,
      studentId: learner.id,
      reminderKind: 'driving_test',
      lessonStartsAt: null,
      reminderType: 'email',
      deliveryMethod: 'email',
      status: 'sent',
      providerMessageId: null,
      errorMessage: null,
      pushedDevices: 0,
      sentAt: iso(test.startsAt - DAY_MS),
    })),
  ],
  payment_webhook_events: (learner, next) =>
    learner.bookings
      .filter((booking) => booking.method === 'card' && booking.status === 'completed')
      .map((booking) => ({
        id: next('payment_webhook_events'),
        provider: 'stripe',
        eventId: `evt_${booking.id.toString(36).padStart(24, '0')}`,
        eventType: 'payment_intent.succeeded',
        bookingId: booking.id,
        receivedAt: iso(booking.requestedAt + DAY_MS + 3_600_000),
      })),
  waiting_list_entries: (learner) =>
    learner.waitingEntryId === null
      ? []
      : [
          {
            id: learner.waitingEntryId,
            studentId: learner.id,
            instructorId: learner.instructorId,
            windows: [
              { weekday: 2, period: 'morning' },
              { weekday: 4, period: 'evening' },
              { weekday: 6, period: 'afternoon' },
            ],
            fromDate: isoDate(learner.joinedAt),
            lessonMinutes: 120,
            testDate: isoDate(learner.practicalTests[0]?.startsAt ?? learner.joinedAt),
            status: 'fulfilled',
            joinedAt: iso(learner.joinedAt),
            updatedAt: iso(learner.joinedAt + 10 * DAY_MS),
            endedAt: iso(learner.joinedAt + 10 * DAY_MS),
            manualRank: null,
            movedAt: null,
          },
        ],
  // One freed time per waiting learner (a lesson another learner cancelled), offered to them.
  waiting_list_freed_times: (learner) =>
    learner.waitingEntryId === null
      ? []
      : [
          {
            id: learner.waitingEntryId,
            instructorId: learner.instructorId,
            startsAt: iso(learner.joinedAt + 10 * DAY_MS + 18 * 3_600_000),
            endsAt: iso(learner.joinedAt + 10 * DAY_MS + 20 * 3_600_000),
            freedAt: iso(learner.joinedAt + 8 * DAY_MS),
            offeredAt: iso(learner.joinedAt + 8 * DAY_MS),
            takenAt: null,
            takenByStudentId: null,
            takenLessonId: null,
          },
        ],
  waiting_list_offers: (learner) =>
    learner.waitingEntryId === null
      ? []
      : [
          {
            id: learner.waitingEntryId,
            freedTimeId: learner.waitingEntryId,
            entryId: learner.waitingEntryId,
            studentId: learner.id,
            startsAt: iso(learner.joinedAt + 10 * DAY_MS + 18 * 3_600_000),
            endsAt: iso(learner.joinedAt + 10 * DAY_MS + 20 * 3_600_000),
            byHand: false,
            sentAt: iso(learner.joinedAt + 8 * DAY_MS),
            expiresAt: iso(learner.joinedAt + 8 * DAY_MS + 12 * 3_600_000),
            claimedAt: null,
            lessonId: null,
          },
        ],
  outbox: learnerOutbox,
};

/** Skills of the nth note: the catalogue in order, three to five at a time, as a course goes. */
function notedSkills(index: number): string[] {
  const start = Math.min(index, SKILL_NAMES.length - 5);
  return SKILL_NAMES.slice(start, start + 3 + (index % 3));
}

function skillLevelRows(learner: PlannedLearner, next: (table: string) => number, noteIds: number[]): Row[] {
  const completed = learner.lessons.filter((lesson) => lesson.status === 'completed');
  return completed.flatMap((lesson, index) =>
    notedSkills(index).map((skill, position) => ({
      id: next('skill_levels'),
      studentId: learner.id,
      progressNoteId: noteIds[index],
      skill,
      level: SKILL_LEVEL_VALUES[Math.min(SKILL_LEVEL_VALUES.length - 1, Math.floor((index + position) / 5))],
      recordedAt: iso(lesson.startsAt + LESSON_MINUTES * 60_000),
    })),
  );
}

// --- School-wide rows -------------------------------------------------------------------------

function instructorRows(plan: SchoolPlan): Row[] {
  const names = ['Sarah Jones', 'Imran Hussain', 'Claire Walker', 'Tom Evans', 'Nadia Begum', 'Rob Singh'];
  return Array.from({ length: plan.shape.instructors }, (_, index) => ({
    id: index + 1,
    email: instructorEmail(index + 1),
    fullName: names[index % names.length],
    agendaTime: '07:00',
    agendaChannel: 'email',
    agendaSentOn: isoDate(plan.exportedAt - DAY_MS),
    createdAt: iso(mondayMs - 30 * DAY_MS),
    updatedAt: iso(mondayMs - 30 * DAY_MS),
  }));
}

/** A photo's size after the page resizes it (480 px JPEG): each instructor has one. */
const INSTRUCTOR_PHOTO_BYTES = 60 * 1024;

/** Each instructor's photo, as the export writes bytea: '\\x' and hex (a JPEG's first bytes, then noise). */
function instructorPhotoRows(plan: SchoolPlan): Row[] {
  return Array.from({ length: plan.shape.instructors }, (_, index) => {
    const random = createRandom(0xf07 + index);
    const bytes = Buffer.alloc(INSTRUCTOR_PHOTO_BYTES);
    for (let offset = 0; offset < bytes.length; offset += 1) bytes[offset] = random.int(0, 255);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return {
      instructorId: index + 1,
      contentType: 'image/jpeg',
      bytes: `\\x${bytes.toString('hex')}`,
      updatedAt: iso(mondayMs - 30 * DAY_MS),
    };
  });
}

function* schoolWideRows(table: string, plan: SchoolPlan, next: (table: string) => number): Generator<Row> {
  const random = createRandom(0xa11 + table.length);
  const years = Math.ceil(plan.shape.weeks / 52);
  switch (table) {
    case 'school_settings':
      yield {
        id: 1,
        passRatePercent: 85,
        defaultReminderType: 'sms',
        waitingListAutoOffer: true,
        waitingListOfferHours: 12,
        refundRefilledCancellations: true,
        schoolName: SCHOOL_NAME,
        phone: SCHOOL_PHONE,
        whatsappNumber: '447700900123',
        email: 'bookings@example.com',
        bankAccountName: 'Demo Driving School Ltd',
        bankSortCode: '00-00-00',
        bankAccountNumber: '00000000',
        bankReferenceFormat: 'BOOKING-{id}',
        paymentPortalUrl: null,
        bookingHoldHours: 48,
        freeChangeHours: 48,
        lateChangeHours: 24,
        lateChangeForfeitPercent: 50,
        movesAllowed: 2,
        defaultEnable24h: true,
        defaultEnable2h: false,
        updatedAt: iso(mondayMs),
      };
      return;
    case 'packages':
      for (const seed of PACKAGE_SEEDS) yield { ...seed, isActive: true, updatedAt: iso(mondayMs) };
      return;
    case 'instructors':
      yield* instructorRows(plan);
      return;
    case 'instructor_photos':
      yield* instructorPhotoRows(plan);
      return;
    case 'settings_changes':
      for (let year = 0; year < years; year += 1)
        for (const pkg of PACKAGE_SEEDS.slice(2, 6))
          yield {
            id: next('settings_changes'),
            changedAt: iso(mondayMs + year * 52 * WEEK_MS),
            instructorId: 1,
            changedBy: instructorEmail(1),
            area: 'package',
            subject: pkg.packageType,
            field: 'pricePence',
            oldValue: pkg.pricePence - 200,
            newValue: pkg.pricePence,
          };
      return;
    case 'time_slots':
      for (const slot of plan.slots)
        yield {
          id: slot.id,
          instructorId: slot.instructorId,
          startsAt: iso(slot.startsAt),
          endsAt: iso(slot.startsAt + LESSON_MINUTES * 60_000),
          durationMinutes: LESSON_MINUTES,
          isAvailable: !slot.booked,
          createdAt: iso(slot.startsAt - 21 * DAY_MS),
        };
      return;
    case 'time_off':
      for (let instructor = 1; instructor <= plan.shape.instructors; instructor += 1)
        for (let year = 0; year < years; year += 1)
          for (const [first, weeks] of [
            [31, 2],
            [51, 1],
          ] as const) {
            const week = year * 52 + first;
            if (week >= plan.shape.weeks) continue;
            const firstDay = isoDate(weekStart(week));
            yield {
              id: next('time_off'),
              instructorId: instructor,
              startsAt: iso(zonedWallTimeToInstant(firstDay, '00:00', SCHOOL_TIME_ZONE).getTime()),
              endsAt: iso(
                zonedWallTimeToInstant(
                  addDaysToIsoDate(firstDay, weeks * 7),
                  '00:00',
                  SCHOOL_TIME_ZONE,
                ).getTime(),
              ),
              reason: 'holiday',
              note: first === 31 ? 'Summer holiday' : 'Christmas',
              createdAt: iso(weekStart(week) - 60 * DAY_MS),
            };
          }
      return;
    case 'expenses':
      for (let instructor = 1; instructor <= plan.shape.instructors; instructor += 1)
        for (const week of plan.workingWeeks) {
          const categories =
            week % 52 === 10
              ? (['fuel', 'insurance', 'training'] as const)
              : week % 4 === 0
                ? (['fuel', 'car'] as const)
                : (['fuel'] as const);
          for (const category of categories)
            yield {
              id: next('expenses'),
              instructorId: instructor,
              spentOn: isoDate(weekStart(week) + 2 * DAY_MS),
              amountPence: category === 'fuel' ? random.int(4_500, 7_500) : random.int(8_000, 95_000),
              category,
              note: EXPENSE_NOTES[category],
              recordedAt: iso(weekStart(week) + 2 * DAY_MS + 3_600_000),
            };
        }
      return;
    case 'leads':
      for (let day = 0; day < plan.shape.weeks * 7; day += 1)
        if (day % 7 < 6)
          yield {
            id: next('leads'),
            email: `visitor${day}@example.net`,
            phone: day % 3 === 0 ? `07700 8${String(day % 100_000).padStart(5, '0')}` : null,
            source: day % 2 === 0 ? 'lead_popup' : 'lead_magnet',
            createdAt: iso(mondayMs + day * DAY_MS + 15 * 3_600_000),
            contactedAt: day % 4 === 0 ? iso(mondayMs + (day + 1) * DAY_MS) : null,
          };
      return;
    case 'network_partner_requests':
      for (let week = 1; week < plan.shape.weeks; week += 1)
        yield {
          id: next('network_partner_requests'),
          fullName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
          email: `network${week}@example.net`,
          phone: `07700 7${String(week).padStart(5, '0')}`,
          lessonType: week % 2 === 0 ? 'manual' : 'earlier_availability',
          preferredDates: [isoDate(weekStart(week + 1)), isoDate(weekStart(week + 1) + 2 * DAY_MS)],
          additionalRequirements: 'Manual car please, I am used to a clutch. Weekends suit me best.',
          urgencyLevel: week % 5 === 0 ? 'urgent' : 'standard',
          status: 'closed',
          allocatedInstructorId: 1 + (week % plan.shape.instructors),
          estimatedResponseDate: isoDate(weekStart(week) + 2 * DAY_MS),
          createdAt: iso(weekStart(week)),
          updatedAt: iso(weekStart(week) + 2 * DAY_MS),
        };
      return;
    case 'instructor_applications':
      for (let month = 0; month < plan.shape.weeks / 4.35; month += 1)
        yield {
          id: next('instructor_applications'),
          fullName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
          email: `applicant${month}@example.net`,
          phone: `07700 6${String(month).padStart(5, '0')}`,
          address: `${month + 1} Station Road, Kings Heath, Birmingham`,
          postcode: 'B14 7SR',
          adiNumber: `ADI${100_000 + month}`,
          experienceYears: '3-5',
          hourlyRate: '35-40',
          areasWorked: ['Kings Heath', 'Moseley', 'Selly Oak'],
          workDays: ['monday', 'tuesday', 'wednesday', 'thursday'],
          workHours: 'flexible',
          flexibility: 'flexible',
          vehicleType: 'automatic',
          hasInsurance: true,
          hasBusinessLicense: true,
          additionalInfo:
            'Dual-control Toyota Yaris hybrid, clean licence, five years teaching nervous learners.',
          status: month % 3 === 0 ? 'approved' : 'rejected',
          reviewedAt: iso(mondayMs + (month * 4.35 + 1) * WEEK_MS),
          reviewedBy: 1,
          createdAt: iso(mondayMs + month * 4.35 * WEEK_MS),
          updatedAt: iso(mondayMs + (month * 4.35 + 1) * WEEK_MS),
        };
      return;
    case 'outbox':
      // The daily agenda of each instructor, on each working day.
      for (let instructor = 1; instructor <= plan.shape.instructors; instructor += 1)
        for (const week of plan.workingWeeks)
          for (let day = 0; day < 5; day += 1) {
            const date = weekStart(week) + day * DAY_MS;
            const lines = LESSON_HOURS.map(
              (hour) => `  ${hour}:00  2 hours  a learner of yours (pick-up: usual point)`,
            ).join('\n');
            yield outboxRow(
              next('outbox'),
              {
                channel: 'email',
                recipient: instructorEmail(instructor),
                subject: `Your day: ${whenText(date).split(' at ')[0]}`,
                bodyText: `Good morning,\n\nYour lessons today:\n${lines}\n\nNo lessons to confirm and no requests waiting.\nToday in the dashboard: ${SITE}/instructor-dashboard?tab=today\n\n${SCHOOL_NAME}`,
                kind: 'daily_agenda',
              },
              date + 6 * 3_600_000,
            );
          }
      for (let day = 0; day < plan.shape.weeks * 7; day += 1)
        if (day % 7 < 6)
          yield outboxRow(
            next('outbox'),
            {
              channel: 'email',
              recipient: instructorEmail(1),
              subject: 'New lead from the website',
              bodyText: `Someone left their details on the website (${day % 2 === 0 ? 'the pop-up' : 'the free guide'}):\n\nE-mail: visitor${day}@example.net\n\nThe leads list: ${SITE}/instructor-dashboard?tab=leads`,
              kind: 'new_lead',
            },
            mondayMs + day * DAY_MS + 15 * 3_600_000,
          );
      return;
    default:
      return;
  }
}

// --- The document -------------------------------------------------------------------------------

/** The export's order of tables (backup-repository.ts readSchoolData). */
const TABLE_ORDER = [
  'school_settings',
  'packages',
  'instructors',
  'instructor_photos',
  'users',
  'time_slots',
  'time_off',
  'bookings',
  'booking_slots',
  'alternative_time_offers',
  'purchases',
  'payments',
  'expenses',
  'lessons',
  'lesson_changes',
  'waiting_list_entries',
  'waiting_list_freed_times',
  'waiting_list_offers',
  'progress_notes',
  'skill_levels',
  'mock_tests',
  'theory_tests',
  'practical_tests',
  'messages',
  'reminder_preferences',
  'reminder_log',
  'payment_webhook_events',
  'network_partner_requests',
  'instructor_applications',
  'leads',
  'outbox',
  'settings_changes',
] as const;

/** Rows of every table in the export's order, as JSON text, learners' rows first. */
function* renderTables(plan: SchoolPlan): Generator<{ table: string; row: string }> {
  const counters = new Map<string, number>();
  const next = (table: string) => {
    const id = (counters.get(table) ?? 0) + 1;
    counters.set(table, id);
    return id;
  };
  // Note ids are handed out while rendering notes; skill levels (a later table) point at them.
  const noteIdsByLearner = new Map<number, number[]>();
  for (const table of TABLE_ORDER) {
    for (const row of schoolWideRows(table, plan, next)) yield { table, row: JSON.stringify(row) };
    if (table === 'skill_levels') {
      for (const learner of plan.learners)
        for (const row of skillLevelRows(learner, next, noteIdsByLearner.get(learner.id) ?? []))
          yield { table, row: JSON.stringify(row) };
      continue;
    }
    const render = renderLearnerRows[table];
    if (!render) continue;
    for (const learner of plan.learners) {
      const rows = render(learner, next);
      if (table === 'progress_notes')
        noteIdsByLearner.set(
          learner.id,
          rows.map((row) => Number(row.id)),
        );
      for (const row of rows) yield { table, row: JSON.stringify(row) };
    }
  }
}

export interface BackupWriteOptions {
  /** Whitespace before the closing brace so the document is exactly this many bytes (UTF-8). */
  padToBytes?: number;
  /**
   * Newsletters kept in the outbox (large HTML e-mails) until the document is within a few hundred
   * KB of `padToBytes`: the bytes of a file at a size limit, in rows the database writes quickly.
   */
  fillWithNewsletters?: boolean;
  /** About this many characters per yielded chunk. */
  chunkCharacters?: number;
}

/** One newsletter's HTML: the school's tips, about 256 KB, as mailing tools write them (inline styles). */
const NEWSLETTER_BYTES = 256 * 1024;
/** Room left after the newsletters for the tables after the outbox and the closing brackets. */
const AFTER_NEWSLETTERS_BYTES = 512 * 1024;

function newsletterRow(id: number, sentAt: number): Row {
  const tips = NOTE_SENTENCES.map(
    (sentence, index) =>
      `<tr><td style="padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1e293b">` +
      `<h2 style="margin:0 0 8px;font-size:20px;color:#0f172a">Tip ${id}.${index + 1}</h2><p style="margin:0">${sentence}</p></td></tr>`,
  ).join('');
  let html = `<!doctype html><html><body style="margin:0;background:#f8fafc"><table role="presentation" width="100%">`;
  while (html.length < NEWSLETTER_BYTES) html += tips;
  return outboxRow(
    id,
    {
      channel: 'email',
      recipient: `visitor${id}@example.net`,
      subject: `Money-saving tips for learners, issue ${id}`,
      bodyText: NOTE_SENTENCES.join('\n\n'),
      kind: 'money_saving_tips',
    },
    sentAt,
    null,
    `${html}</table></body></html>`,
  );
}

/**
 * The backup document in chunks of text. With `padToBytes`, whitespace (still the same JSON) fills
 * it to that exact size; a school too large for it throws rather than give a different size.
 */
export function* writeBusySchoolBackup(
  plan: SchoolPlan,
  options: BackupWriteOptions = {},
): Generator<string> {
  const chunkCharacters = options.chunkCharacters ?? 256 * 1024;
  const head = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schemaVersion: getSchemaVersion(),
    exportedAt: iso(plan.exportedAt),
    school: SCHOOL_NAME,
    notIncluded: TABLES_NOT_IN_BACKUP,
  });
  let written = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  function* push(text: string): Generator<string> {
    pending.push(text);
    pendingLength += text.length;
    written += Buffer.byteLength(text);
    if (pendingLength >= chunkCharacters) {
      yield pending.join('');
      pending = [];
      pendingLength = 0;
    }
  }
  let lastOutboxId = 0;
  function* newsletters(): Generator<string> {
    if (!options.fillWithNewsletters || options.padToBytes === undefined) return;
    const until = options.padToBytes - AFTER_NEWSLETTERS_BYTES;
    for (let id = lastOutboxId + 1; written + NEWSLETTER_BYTES + 1024 < until; id += 1) {
      yield* push(`,${JSON.stringify(newsletterRow(id, plan.exportedAt - (id % 3650) * DAY_MS))}`);
    }
  }
  yield* push(`${head.slice(0, -1)},"tables":{`);
  let table: string | null = null;
  let first = true;
  for (const item of renderTables(plan)) {
    if (item.table !== table) {
      if (table === 'outbox') yield* newsletters();
      yield* push(`${table === null ? '' : '],'}${JSON.stringify(item.table)}:[`);
      table = item.table;
      first = true;
    }
    if (table === 'outbox') lastOutboxId += 1;
    yield* push(first ? item.row : `,${item.row}`);
    first = false;
  }
  const tail = `${table === null ? '' : ']'}}`;
  const closing = '}';
  if (options.padToBytes !== undefined) {
    const padding = options.padToBytes - written - tail.length - closing.length;
    if (padding < 0)
      throw new Error(
        `The school is ${-padding} bytes larger than ${options.padToBytes}: choose a smaller shape`,
      );
    yield* push(tail);
    // In pieces: a single string of hundreds of MB of spaces is exactly what this file avoids.
    for (let left = padding; left > 0; left -= chunkCharacters)
      yield* push(' '.repeat(Math.min(left, chunkCharacters)));
  } else {
    yield* push(tail);
  }
  pending.push(closing);
  yield pending.join('');
}

export interface BackupMeasurement {
  bytes: number;
  learners: number;
  lessons: number;
  rows: Record<string, number>;
  bytesByTable: Record<string, number>;
}

/** The size of the school's backup in bytes, without keeping it. */
export function countBusySchoolBackupBytes(plan: SchoolPlan): number {
  let bytes = 0;
  for (const chunk of writeBusySchoolBackup(plan)) bytes += Buffer.byteLength(chunk);
  return bytes;
}

/** Rows and bytes per table of the school's backup, without keeping it. */
export function measureBusySchoolBackup(plan: SchoolPlan): BackupMeasurement {
  const rows: Record<string, number> = {};
  const bytesByTable: Record<string, number> = {};
  const bytes = countBusySchoolBackupBytes(plan);
  for (const { table, row } of renderTables(plan)) {
    rows[table] = (rows[table] ?? 0) + 1;
    bytesByTable[table] = (bytesByTable[table] ?? 0) + Buffer.byteLength(row) + 1;
  }
  return {
    bytes,
    learners: plan.learners.length,
    lessons: plan.learners.reduce((sum, learner) => sum + learner.lessons.length, 0),
    rows,
    bytesByTable,
  };
}
