import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { requestMatchesResponseSchema } from '../../../../core/partner-network/request-match-schemas';
import { instructors, networkPartnerRequests, users } from '../../../db/schema';

// Monday 12 January 2026, 10:00 in London (GMT).
const NOW = new Date('2026-01-12T10:00:00Z');

const testApp = setUpTestApp({ now: NOW });

let ownerId: number;
let nadia: { id: number; headers: { authorization: string } };
let priyaId: number;
let samId: number;
let sueId: number;

async function addInstructor(
  email: string,
  fullName: string,
  profile: Partial<typeof instructors.$inferInsert>,
) {
  const created = await createInstructorWithSession(testApp.database.db, { email, now: NOW });
  await testApp.database.db
    .update(instructors)
    .set({ fullName, ...profile })
    .where(eq(instructors.id, created.id));
  return created;
}

async function addLearners(instructorId: number, count: number, options: { archived?: boolean } = {}) {
  for (let index = 0; index < count; index += 1) {
    const name = `learner-${instructorId}-${index}-${options.archived ? 'archived' : 'current'}`;
    await testApp.database.db.insert(users).values({
      username: name,
      email: `${name}@example.com`,
      fullName: `Learner ${name}`,
      instructorId,
      archivedAt: options.archived ? NOW : null,
    });
  }
}

beforeAll(async () => {
  const db = testApp.database.db;
  ownerId = await getSeededInstructorId(db);
  await db
    .update(instructors)
    .set({ gearbox: 'automatic', gender: 'male', areas: ['Erdington'] })
    .where(eq(instructors.id, ownerId));
  nadia = await addInstructor('nadia@example.com', 'Nadia Hussain', {
    gender: 'female',
    gearbox: 'manual',
    areas: ['Erdington', 'Aston'],
  });
  priyaId = (
    await addInstructor('priya@example.com', 'Priya Shah', {
      gender: 'female',
      gearbox: 'both',
      areas: ['Moseley'],
    })
  ).id;
  samId = (
    await addInstructor('sam@example.com', 'Sam Cole', {
      gender: 'male',
      gearbox: 'manual',
      areas: ['Erdington'],
    })
  ).id;
  sueId = (
    await addInstructor('sue@example.com', 'Sue Grant', {
      gender: 'female',
      gearbox: 'manual',
      areas: ['Erdington'],
      status: 'suspended',
    })
  ).id;

  // Nadia: free Thursday 10:00 and, earlier but not one of the learner's dates, Wednesday.
  await createTimeSlot(db, { instructorId: nadia.id, date: '2026-01-15', time: '10:00' });
  await createTimeSlot(db, { instructorId: nadia.id, date: '2026-01-14', time: '09:00' });
  // Priya: free Tuesday 09:00 but does not cover B23.
  await createTimeSlot(db, { instructorId: priyaId, date: '2026-01-13', time: '09:00' });
  await createTimeSlot(db, { instructorId: samId, date: '2026-01-13', time: '08:00' });
  await addLearners(nadia.id, 6);
  await addLearners(nadia.id, 2, { archived: true });
  await addLearners(priyaId, 1);
  testApp.deps.availability.invalidate();
});

async function insertRequest(overrides: Partial<typeof networkPartnerRequests.$inferInsert> = {}) {
  const [row] = await testApp.database.db
    .insert(networkPartnerRequests)
    .values({
      fullName: 'Amira Khan',
      email: 'amira@example.com',
      phone: '07700 900123',
      lessonType: 'manual',
      preferredDates: ['2026-01-13', '2026-01-15'],
      postcodeDistrict: 'B23',
      instructorPreference: 'female',
      estimatedResponseDate: '2026-01-15',
      ...overrides,
    })
    .returning({ id: networkPartnerRequests.id });
  if (!row) throw new Error('The request was not inserted');
  return row.id;
}

function getMatches(id: number | string, headers = testApp.headers) {
  return testApp.app.inject({ method: 'GET', url: `/api/network-partner-requests/${id}/matches`, headers });
}

describe('GET /api/network-partner-requests/{id}/matches', () => {
  it('ranks who could take a manual-car request for a woman in B23, with the reasons, and says who cannot', async () => {
    const id = await insertRequest();
    const response = await getMatches(id);
    expect(response.statusCode).toBe(200);
    const body = requestMatchesResponseSchema.parse(response.json());
    expect(body.requestId).toBe(id);
    expect(body.matches.map((match) => [match.fullName, match.summary])).toEqual([
      // Covers B23 first, although Priya is free earlier and has fewer learners; archived learners not counted.
      ['Nadia Hussain', 'manual car · female · covers B23 · free Thu 15 Jan 10:00 · 6 learners'],
      ['Priya Shah', 'manual car · female · does not cover B23 · free Tue 13 Jan 09:00 · 1 learner'],
    ]);
    expect(body.matches[0]).toMatchObject({
      instructorId: nadia.id,
      score: 3,
      coversDistrict: true,
      earliestFreeAt: '2026-01-15T10:00:00.000Z',
      activeLearners: 6,
    });
    expect(body.refused).toEqual(
      expect.arrayContaining([
        { instructorId: ownerId, fullName: expect.any(String), reason: 'automatic car only' },
        {
          instructorId: samId,
          fullName: 'Sam Cole',
          reason: 'not a female instructor, as the learner asked',
        },
        { instructorId: sueId, fullName: 'Sue Grant', reason: 'suspended' },
      ]),
    );
    expect(body.refused.map((refused) => refused.instructorId)).not.toContain(nadia.id);
  });

  it('lists the automatic cars for earlier times, either gender without a preference', async () => {
    const id = await insertRequest({
      lessonType: 'earlier_availability',
      instructorPreference: 'no_preference',
    });
    const body = requestMatchesResponseSchema.parse((await getMatches(id)).json());
    // The owner covers B23 but has no free time; Priya teaches both and is free Tuesday.
    expect(body.matches.map((match) => match.instructorId)).toEqual([ownerId, priyaId]);
    expect(body.matches[0]?.summary).toBe(
      'automatic car · covers B23 · no free time on the learner’s dates · no learners',
    );
  });

  it('ranks a request from before the postcode was asked by free times, the area unknown', async () => {
    const id = await insertRequest({ postcodeDistrict: null, instructorPreference: 'no_preference' });
    const body = requestMatchesResponseSchema.parse((await getMatches(id)).json());
    expect(body.matches.map((match) => match.fullName)).toEqual(['Sam Cole', 'Priya Shah', 'Nadia Hussain']);
    expect(body.matches.every((match) => match.reasons.includes('area unknown (no postcode)'))).toBe(true);
  });

  it('lists nobody when nobody can take it, with every refusal', async () => {
    const id = await insertRequest({ lessonType: 'earlier_availability', instructorPreference: 'female' });
    await testApp.database.db
      .update(instructors)
      .set({ gearbox: 'manual' })
      .where(eq(instructors.id, priyaId));
    try {
      const body = requestMatchesResponseSchema.parse((await getMatches(id)).json());
      expect(body.matches).toEqual([]);
      const everyone = await testApp.database.db.select({ id: instructors.id }).from(instructors);
      expect(body.refused).toHaveLength(everyone.length);
    } finally {
      await testApp.database.db
        .update(instructors)
        .set({ gearbox: 'both' })
        .where(eq(instructors.id, priyaId));
    }
  });

  it('is the owner’s: 403 for another instructor, 401 for nobody', async () => {
    const id = await insertRequest();
    const refused = await getMatches(id, nadia.headers);
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(
      "Only the school's owner can see and answer partner requests and applications to join.",
    );
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/network-partner-requests/${id}/matches`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown request and 400 for an id that is not one', async () => {
    const missing = await getMatches(999_999);
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe('That request no longer exists.');
    expect((await getMatches('abc')).statusCode).toBe(400);
  });
});
