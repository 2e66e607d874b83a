import { asc } from 'drizzle-orm';
import type { CreateBookingRequest } from '../../src/core/bookings/booking/booking-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../src/core/time/london-time';
import type { DatabaseExecutor } from '../../src/server/db/database-client';
import { instructors, timeSlots } from '../../src/server/db/schema';

/** The seeded instructor (createTestApp seeds one). */
export async function getSeededInstructorId(db: DatabaseExecutor): Promise<number> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .orderBy(asc(instructors.id))
    .limit(1);
  if (!row) throw new Error('No instructor: was the test database seeded?');
  return row.id;
}

/** A slot at a Europe/London wall-clock date and time. */
export async function createTimeSlot(
  db: DatabaseExecutor,
  slot: { instructorId: number; date: string; time: string; duration?: number; isAvailable?: boolean },
): Promise<number> {
  const duration = slot.duration ?? 60;
  const startsAt = zonedWallTimeToInstant(slot.date, slot.time, SCHOOL_TIME_ZONE);
  const [row] = await db
    .insert(timeSlots)
    .values({
      instructorId: slot.instructorId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + duration * 60_000),
      durationMinutes: duration,
      isAvailable: slot.isAvailable ?? true,
    })
    .returning({ id: timeSlots.id });
  if (!row) throw new Error('Slot insert returned no row');
  return row.id;
}

let learnerCounter = 0;

/** A valid booking form, with a fresh learner e-mail unless one is given. */
export function buildBookingRequest(overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  learnerCounter += 1;
  return {
    fullName: 'Sam Learner',
    email: `learner${learnerCounter}-${Date.now()}@example.com`,
    phone: '07700 900123',
    drivingExperience: 'beginner',
    packageType: 'single_2hour',
    acceptTerms: true,
    timeSlotIds: [],
    instructorPreference: 'no_preference',
    paymentMethod: 'bank_transfer',
    ...overrides,
  };
}
