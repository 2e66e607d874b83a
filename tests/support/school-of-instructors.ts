/*
 * A school of many instructors (issue 37's scale: 30, with 3 months of availability each), written
 * straight to the database: for the API bench (scripts/bench-school-data.ts) and the tests that
 * must hold however many instructors have times (the booking race).
 */
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../src/core/time/london-time';
import type { Database } from '../../src/server/db/database-client';
import { instructors, timeSlots } from '../../src/server/db/schema';
import { giveValidComplianceRecords } from './compliance-records';

const AVAILABILITY_DAYS = 92;
/** The demo's week (seed.ts): what each added instructor offers. */
const WEEKDAY_SLOTS = [
  { time: '09:00', duration: 60 },
  { time: '10:00', duration: 60 },
  { time: '11:00', duration: 60 },
  { time: '12:30', duration: 90 },
  { time: '14:00', duration: 120 },
  { time: '16:00', duration: 120 },
] as const;
const SATURDAY_SLOTS = WEEKDAY_SLOTS.slice(0, 4);
// Nobody signs in as these instructors: a valid-looking argon2id hash of no known password.
const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
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
const CHUNK = 500;

export interface SchoolOfInstructorsSummary {
  /** The school's instructors now, the owner among them. */
  instructors: number;
  /** Of those added. */
  femaleInstructors: number;
  /** The free times the added instructors offer. */
  slots: number;
  /** A female instructor of those added (the last), for requests naming one. */
  femaleInstructorId: number;
}

/**
 * Adds `count` instructors to the school, each with a profile (every third female) and 3 months
 * of free times from tomorrow in the demo's weekly shape (no Sundays). Written in bulk, in one
 * transaction, for the scale bench and the tests of a large school.
 */
export async function addInstructorsWithAvailability(
  db: Database,
  options: { count: number; now: Date },
): Promise<SchoolOfInstructorsSummary> {
  const { now } = options;
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(instructors)
      .values(
        Array.from({ length: options.count }, (_, index) => ({
          email: `bench.instructor.${index + 1}@example.com`,
          fullName: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 3) % LAST_NAMES.length]} ${index + 1}`,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          role: 'instructor' as const,
          gender: index % 3 === 0 ? ('female' as const) : ('male' as const),
          qualification: index % 4 === 0 ? ('pdi' as const) : ('adi' as const),
          gearbox: 'automatic' as const,
          carMake: 'Toyota',
          carModel: 'Yaris',
          areas: ['Moseley', 'Kings Heath'],
          bio: 'Calm, patient lessons around Birmingham.',
          phone: `07700 8${String(index).padStart(5, '0')}`,
        })),
      )
      .returning({ id: instructors.id, gender: instructors.gender });
    await giveValidComplianceRecords(
      tx,
      rows.map((row) => row.id),
    );
    const slotValues = rows.flatMap((row) =>
      Array.from({ length: AVAILABILITY_DAYS }, (_, offset) => addDaysToIsoDate(today, offset + 1)).flatMap(
        (date) => {
          const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
          const daySlots = weekday === 0 ? [] : weekday === 6 ? SATURDAY_SLOTS : WEEKDAY_SLOTS;
          return daySlots.map((slot) => {
            const startsAt = zonedWallTimeToInstant(date, slot.time, SCHOOL_TIME_ZONE);
            return {
              instructorId: row.id,
              startsAt,
              endsAt: new Date(startsAt.getTime() + slot.duration * 60_000),
              durationMinutes: slot.duration,
              createdAt: now,
            };
          });
        },
      ),
    );
    for (let start = 0; start < slotValues.length; start += CHUNK) {
      await tx.insert(timeSlots).values(slotValues.slice(start, start + CHUNK));
    }
    const female = rows.findLast((row) => row.gender === 'female');
    if (!female) throw new Error('No female instructor was added');
    return {
      instructors: rows.length + 1,
      femaleInstructors: rows.filter((row) => row.gender === 'female').length,
      slots: slotValues.length,
      femaleInstructorId: female.id,
    };
  });
}
