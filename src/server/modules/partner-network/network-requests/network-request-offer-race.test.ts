import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  answerNetworkOfferResponseSchema,
  offerSentResponseSchema,
  requestAllocationSchema,
} from '../../../../core/partner-network/request-offer-schemas';
import {
  instructors,
  networkPartnerRequests,
  networkRequestEvents,
  networkRequestOffers,
  users,
} from '../../../db/schema';

// Monday 12 January 2026, 10:00 in London (GMT).
const NOW = new Date('2026-01-12T10:00:00Z');
const INSTRUCTORS = 20;

const testApp = setUpTestApp({ now: NOW });

describe('a broadcast request accepted by 20 instructors at the same moment', () => {
  it('goes to exactly one: the request names the winner, the 19 others get 409 with nothing half-written', async () => {
    const { db } = testApp.database;
    const team: { id: number; headers: { authorization: string } }[] = [];
    // One more than race: the first is offered it alone, and declines.
    for (let index = 0; index <= INSTRUCTORS; index += 1) {
      const created = await createInstructorWithSession(db, { email: `racer${index}@example.com`, now: NOW });
      await db
        .update(instructors)
        .set({ fullName: `Racer ${index}`, gearbox: 'manual', areas: ['Erdington'] })
        .where(eq(instructors.id, created.id));
      team.push(created);
    }
    const [request] = await db
      .insert(networkPartnerRequests)
      .values({
        fullName: 'Amira Khan',
        email: 'amira.race@example.com',
        phone: '07700 900123',
        lessonType: 'manual',
        preferredDates: ['2026-01-13'],
        postcodeDistrict: 'B23',
        estimatedResponseDate: '2026-01-21',
      })
      .returning({ id: networkPartnerRequests.id });
    if (!request) throw new Error('The request was not inserted');
    const [first, ...racers] = team;
    if (!first) throw new Error('No instructors');

    // Offered to one, who declines: then to everyone who matches.
    const offered = await testApp.app.inject({
      method: 'POST',
      url: `/api/network-partner-requests/${request.id}/offers`,
      headers: testApp.headers,
      payload: { instructorId: first.id },
    });
    expect(offered.statusCode).toBe(201);
    const [firstOffer] = offerSentResponseSchema.parse(offered.json()).allocation.offers;
    const declined = await testApp.app.inject({
      method: 'POST',
      url: `/api/network-offers/${firstOffer?.id}/decline`,
      headers: first.headers,
    });
    expect(declined.statusCode).toBe(200);
    const broadcast = await testApp.app.inject({
      method: 'POST',
      url: `/api/network-partner-requests/${request.id}/broadcast`,
      headers: testApp.headers,
    });
    expect(broadcast.statusCode).toBe(201);
    const sentTo = offerSentResponseSchema.parse(broadcast.json());
    expect(sentTo.offered).toBe(INSTRUCTORS);

    const open = await db
      .select({ id: networkRequestOffers.id, instructorId: networkRequestOffers.instructorId })
      .from(networkRequestOffers)
      .where(eq(networkRequestOffers.status, 'open'));
    expect(open).toHaveLength(INSTRUCTORS);
    const eventsBefore = await db.select().from(networkRequestEvents);

    const answers = await Promise.all(
      racers.map(async (instructor) => {
        const offer = open.find((candidate) => candidate.instructorId === instructor.id);
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/network-offers/${offer?.id}/accept`,
          headers: instructor.headers,
        });
        return { instructorId: instructor.id, response };
      }),
    );

    const winners = answers.filter(({ response }) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    const winner = winners[0];
    if (!winner) throw new Error('Nobody won');
    expect(answerNetworkOfferResponseSchema.parse(winner.response.json()).outcome).toBe('accepted');
    const losers = answers.filter(({ response }) => response.statusCode !== 200);
    expect(losers).toHaveLength(INSTRUCTORS - 1);
    for (const { response } of losers) {
      expect(response.statusCode).toBe(409);
      // Whoever lost before or after the winner committed hears the same.
      expect(apiErrorSchema.parse(response.json()).message).toBe('Another instructor took this request.');
    }

    const [stored] = await db
      .select()
      .from(networkPartnerRequests)
      .where(eq(networkPartnerRequests.id, request.id));
    expect(stored).toMatchObject({ status: 'allocated', allocatedInstructorId: winner.instructorId });
    const offers = await db
      .select()
      .from(networkRequestOffers)
      .where(eq(networkRequestOffers.requestId, request.id));
    expect(offers.filter((offer) => offer.status === 'accepted').map((offer) => offer.instructorId)).toEqual([
      winner.instructorId,
    ]);
    expect(offers.filter((offer) => offer.status === 'open')).toEqual([]);
    // One learner, the winner's; one "accepted" and one "learner e-mailed" in the history.
    const learners = await db.select().from(users).where(eq(users.email, 'amira.race@example.com'));
    expect(learners.map((learner) => learner.instructorId)).toEqual([winner.instructorId]);
    const eventsAfter = await db.select().from(networkRequestEvents);
    expect(
      eventsAfter
        .slice(eventsBefore.length)
        .map((event) => [event.kind, event.instructorId])
        .sort(),
    ).toEqual([
      ['accepted', winner.instructorId],
      ['learner_emailed', winner.instructorId],
    ]);
    const allocation = requestAllocationSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/network-partner-requests/${request.id}/allocation`,
          headers: testApp.headers,
        })
      ).json(),
    );
    expect(allocation.history.at(-2)).toMatchObject({
      kind: 'accepted',
      instructor: { id: winner.instructorId },
    });
  });
});
