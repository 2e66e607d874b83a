import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createRecordingMailTransport } from '../../../../../tests/support/recording-mail-transport';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { feeTermsResponseSchema } from '../../../../core/money/school-fee-terms-schemas';
import {
  answerNetworkOfferResponseSchema,
  myNetworkOffersResponseSchema,
  offerLinkResponseSchema,
  offerSentResponseSchema,
  requestAllocationSchema,
} from '../../../../core/partner-network/request-offer-schemas';
import {
  instructors,
  networkPartnerRequests,
  networkRequestOffers,
  outbox,
  schoolReferrals,
  users,
} from '../../../db/schema';
import { answerMyOffer, runNetworkRequestFollowUps } from './network-request-offers-service';

// Monday 12 January 2026, 10:00 in London (GMT).
const NOW = new Date('2026-01-12T10:00:00Z');
const HOUR = 60 * 60_000;

const { sent, transport } = createRecordingMailTransport();
const testApp = setUpTestApp({
  now: NOW,
  mailTransport: transport,
  env: { PUBLIC_URL: 'https://school.example' },
});

type Instructor = { id: number; headers: { authorization: string } };
let ownerId: number;
let nadia: Instructor;
let sam: Instructor;
let priya: Instructor;

async function addInstructor(
  email: string,
  fullName: string,
  profile: Partial<typeof instructors.$inferInsert>,
) {
  const created = await createInstructorWithSession(testApp.database.db, { email, now: NOW });
  await testApp.database.db
    .update(instructors)
    .set({ fullName, phone: '07700 900111', ...profile })
    .where(eq(instructors.id, created.id));
  return created;
}

beforeAll(async () => {
  ownerId = await getSeededInstructorId(testApp.database.db);
  await testApp.database.db
    .update(instructors)
    .set({ gearbox: 'automatic', areas: ['Erdington'] })
    .where(eq(instructors.id, ownerId));
  nadia = await addInstructor('nadia@example.com', 'Nadia Hussain', {
    gender: 'female',
    gearbox: 'manual',
    areas: ['Erdington'],
  });
  sam = await addInstructor('sam@example.com', 'Sam Cole', {
    gender: 'male',
    gearbox: 'manual',
    areas: ['Erdington'],
  });
  priya = await addInstructor('priya@example.com', 'Priya Shah', {
    gender: 'female',
    gearbox: 'both',
    areas: ['Moseley'],
  });
});

let requestCount = 0;
async function insertRequest(overrides: Partial<typeof networkPartnerRequests.$inferInsert> = {}) {
  requestCount += 1;
  const [row] = await testApp.database.db
    .insert(networkPartnerRequests)
    .values({
      fullName: `Amira Khan${requestCount}`,
      email: `amira${requestCount}@example.com`,
      phone: '07700 900123',
      lessonType: 'manual',
      preferredDates: ['2026-01-13', '2026-01-15'],
      postcodeDistrict: 'B23',
      instructorPreference: 'no_preference',
      additionalRequirements: 'Weekday mornings',
      estimatedResponseDate: '2026-01-21',
      createdAt: NOW,
      updatedAt: NOW,
      ...overrides,
    })
    .returning({ id: networkPartnerRequests.id });
  if (!row) throw new Error('The request was not inserted');
  return row.id;
}

/** `headers` null: nobody signed in (the e-mailed link). */
function post(url: string, headers: { authorization: string } | null = testApp.headers, payload?: object) {
  return testApp.app.inject({
    method: 'POST',
    url,
    ...(headers ? { headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

function offerTo(requestId: number, instructorId: number, headers = testApp.headers) {
  return post(`/api/network-partner-requests/${requestId}/offers`, headers, { instructorId });
}

async function allocationOf(requestId: number) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/network-partner-requests/${requestId}/allocation`,
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return requestAllocationSchema.parse(response.json());
}

async function offerIdFor(requestId: number, instructorId: number): Promise<number> {
  const allocation = await allocationOf(requestId);
  const offer = allocation.offers.findLast((candidate) => candidate.instructor.id === instructorId);
  if (!offer) throw new Error('No offer to that instructor');
  return offer.id;
}

/** The link of the last offer e-mail to `email`, as the instructor would click it. */
function lastOfferLinkTo(email: string): string {
  const message = sent.findLast(
    (candidate) => candidate.to === email && candidate.subject.startsWith('A learner for you'),
  );
  const token = message?.text.match(/https:\/\/school\.example\/network-offer\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No offer link e-mailed to ${email}`);
  return token;
}

describe('offering a request to one instructor', () => {
  it('offers it to Nadia: on her Today and by e-mail with a link, 48 hours to answer; the history says so', async () => {
    const requestId = await insertRequest();
    const response = await offerTo(requestId, nadia.id);
    expect(response.statusCode).toBe(201);
    const body = offerSentResponseSchema.parse(response.json());
    expect(body).toMatchObject({ offered: 1, emails: { sent: 1, failed: 0, not_configured: 0 } });
    expect(body.allocation).toMatchObject({ canOffer: false, canBroadcast: false });
    expect(body.allocation.offers).toEqual([
      expect.objectContaining({
        instructor: { id: nadia.id, fullName: 'Nadia Hussain' },
        kind: 'direct',
        status: 'open',
        replyBy: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
      }),
    ]);
    expect(body.allocation.history).toEqual([
      expect.objectContaining({
        kind: 'offered',
        instructor: expect.objectContaining({ id: nadia.id }),
        by: expect.objectContaining({ id: ownerId }),
      }),
    ]);

    const mine = myNetworkOffersResponseSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: '/api/network-offers', headers: nadia.headers })
      ).json(),
    );
    const offer = mine.offers.find((candidate) => candidate.request.reference === `NETWORK-${requestId}`);
    expect(offer?.request).toEqual({
      reference: `NETWORK-${requestId}`,
      lessonType: 'manual',
      postcodeDistrict: 'B23',
      instructorPreference: 'no_preference',
      preferredDates: ['2026-01-13', '2026-01-15'],
      additionalRequirements: 'Weekday mornings',
      urgencyLevel: 'standard',
    });
    // Who the learner is stays with the school until someone accepts.
    expect(JSON.stringify(mine)).not.toContain('amira');
    const email = sent.findLast((message) => message.to === 'nadia@example.com');
    expect(email?.text).toContain('Postcode area: B23');
    expect(email?.text).not.toContain('Amira');
    expect(email?.text).toContain('Please answer by Wed 14 Jan, 10:00 AM (48 hours)');

    // Sam has nothing on his Today, and the owner cannot offer it again while Nadia's 48 hours run.
    const samsOffers = myNetworkOffersResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/network-offers', headers: sam.headers })).json(),
    );
    expect(samsOffers.offers.map((candidate) => candidate.request.reference)).not.toContain(
      `NETWORK-${requestId}`,
    );
    const again = await offerTo(requestId, sam.id);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).code).toBe('OFFER_NOT_NOW');
    const broadcast = await post(`/api/network-partner-requests/${requestId}/broadcast`);
    expect(broadcast.statusCode).toBe(409);
  });

  it('refuses an instructor the matcher does not list, saying why, on the field', async () => {
    const requestId = await insertRequest({ instructorPreference: 'female' });
    const response = await offerTo(requestId, sam.id);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.fields?.instructorId).toBe(
      'Sam Cole cannot take it: not a female instructor, as the learner asked',
    );
    expect((await offerTo(requestId, 999_999)).statusCode).toBe(400);
    expect((await offerTo(999_999, nadia.id)).statusCode).toBe(404);
    expect(
      (await post(`/api/network-partner-requests/${requestId}/offers`, testApp.headers, {})).statusCode,
    ).toBe(400);
  });
});

describe('answering in the dashboard', () => {
  it('Nadia declines; the owner may then offer it to everyone; Sam accepts and gets the learner, who is e-mailed', async () => {
    const requestId = await insertRequest();
    await offerTo(requestId, nadia.id);
    const offerId = await offerIdFor(requestId, nadia.id);

    // Only Nadia can answer her offer: anyone else is told it does not exist.
    expect((await post(`/api/network-offers/${offerId}/accept`, sam.headers)).statusCode).toBe(404);
    expect((await post(`/api/network-offers/${offerId}/decline`, testApp.headers)).statusCode).toBe(404);

    const declined = await post(`/api/network-offers/${offerId}/decline`, nadia.headers);
    expect(declined.statusCode).toBe(200);
    expect(answerNetworkOfferResponseSchema.parse(declined.json())).toMatchObject({
      outcome: 'declined',
      learner: null,
    });
    const twice = await post(`/api/network-offers/${offerId}/accept`, nadia.headers);
    expect(twice.statusCode).toBe(409);
    expect(apiErrorSchema.parse(twice.json()).message).toBe('You have already answered this offer.');
    expect(await allocationOf(requestId)).toMatchObject({
      canOffer: true,
      canBroadcast: true,
      waitingFor: null,
    });

    // Everyone who matches but Nadia, who said no: Sam, and Priya (manual too, though not in B23).
    const broadcast = await post(`/api/network-partner-requests/${requestId}/broadcast`);
    expect(broadcast.statusCode).toBe(201);
    expect(offerSentResponseSchema.parse(broadcast.json())).toMatchObject({
      offered: 2,
      emails: { sent: 2 },
    });
    const samsOffer = await offerIdFor(requestId, sam.id);
    const accepted = await post(`/api/network-offers/${samsOffer}/accept`, sam.headers);
    expect(accepted.statusCode).toBe(200);
    const answer = answerNetworkOfferResponseSchema.parse(accepted.json());
    expect(answer).toMatchObject({
      outcome: 'accepted',
      learnerEmail: 'sent',
      contactWithinHours: 24,
      learner: { fullName: `Amira Khan${requestCount}`, phone: '07700 900123' },
    });

    // The learner is Sam's: a record of the network, and the request names him.
    const [learner] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, `amira${requestCount}@example.com`));
    expect(learner).toMatchObject({ id: answer.learner?.studentId, instructorId: sam.id, source: 'network' });
    const students = await testApp.app.inject({ method: 'GET', url: '/api/students', headers: sam.headers });
    expect(students.body).toContain(`amira${requestCount}@example.com`);
    const request = await testApp.app.inject({
      method: 'GET',
      url: `/api/network-partner-requests/${requestId}`,
      headers: testApp.headers,
    });
    expect(request.json()).toMatchObject({
      status: 'allocated',
      allocatedInstructor: { id: sam.id, fullName: 'Sam Cole' },
    });

    const email = sent.findLast((message) => message.to === `amira${requestCount}@example.com`);
    expect(email?.subject).toBe(`Sam Cole will teach you (NETWORK-${requestId})`);
    expect(email?.text).toContain(
      'They will call or e-mail you within 24 hours to arrange your first lesson.',
    );

    const allocation = await allocationOf(requestId);
    expect(allocation.history.map((event) => event.kind)).toEqual([
      'offered',
      'declined',
      'broadcast',
      'accepted',
      'learner_emailed',
    ]);
    expect(allocation.history[2]?.instructorCount).toBe(2);
    expect(allocation.offers.map((offer) => [offer.instructor.id, offer.status])).toEqual([
      [nadia.id, 'declined'],
      [sam.id, 'accepted'],
      [priya.id, 'withdrawn'],
    ]);
    expect(allocation.history[4]).toMatchObject({ emailStatus: 'sent', instructor: { id: sam.id } });
    expect(allocation).toMatchObject({ canOffer: false, canBroadcast: false });

    // The school passed Amira to Sam today: one referral, what a referral fee falls on (0062).
    const terms = feeTermsResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/instructors/${sam.id}/fee-terms`,
          headers: testApp.headers,
        })
      ).json(),
    );
    expect(terms.referrals.filter((referral) => referral.studentId === learner?.id)).toEqual([
      expect.objectContaining({ learnerName: `Amira Khan${requestCount}`, referredOn: '2026-01-12' }),
    ]);
  });

  it('records the referral in the acceptance’s own transaction: an acceptance that fails leaves none', async () => {
    const requestId = await insertRequest();
    await offerTo(requestId, nadia.id);
    const offerId = await offerIdFor(requestId, nadia.id);
    const failingMail = {
      ...testApp.deps.mail,
      enqueue: () => Promise.reject(new Error('The outbox is unavailable')),
    };
    const profile = {
      id: nadia.id,
      email: 'nadia@example.com',
      fullName: 'Nadia Hussain',
      role: 'instructor' as const,
    };
    await expect(
      answerMyOffer({ ...testApp.deps, mail: failingMail }, profile, offerId, 'accept'),
    ).rejects.toThrow('The outbox is unavailable');
    const learnerEmail = `amira${requestCount}@example.com`;
    const learnersMade = await testApp.database.db.select().from(users).where(eq(users.email, learnerEmail));
    expect(learnersMade).toEqual([]);
    const referralsBefore = await testApp.database.db
      .select()
      .from(schoolReferrals)
      .where(eq(schoolReferrals.instructorId, nadia.id));

    // Accepted for real: one referral of the learner, on the day; nothing else recorded twice.
    const accepted = await post(`/api/network-offers/${offerId}/accept`, nadia.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const studentId = answerNetworkOfferResponseSchema.parse(accepted.json()).learner?.studentId;
    const referralsAfter = await testApp.database.db
      .select()
      .from(schoolReferrals)
      .where(eq(schoolReferrals.instructorId, nadia.id));
    expect(referralsAfter.length - referralsBefore.length).toBe(1);
    expect(referralsAfter.filter((referral) => referral.studentId === studentId)).toEqual([
      expect.objectContaining({ referredOn: '2026-01-12', recordedBy: nadia.id }),
    ]);
  });

  it('expires an unanswered offer after 48 hours: it can no longer be accepted, the history says so, and everyone can be asked', async () => {
    const requestId = await insertRequest();
    await offerTo(requestId, nadia.id);
    const offerId = await offerIdFor(requestId, nadia.id);
    // Made 48 hours ago (the sessions would not outlive moving the clock).
    await testApp.database.db
      .update(networkRequestOffers)
      .set({ createdAt: new Date(NOW.getTime() - 48 * HOUR), expiresAt: NOW })
      .where(eq(networkRequestOffers.id, offerId));
    const late = await post(`/api/network-offers/${offerId}/accept`, nadia.headers);
    expect(late.statusCode).toBe(409);
    expect(apiErrorSchema.parse(late.json()).code).toBe('OFFER_EXPIRED');
    expect(await allocationOf(requestId)).toMatchObject({ canOffer: true, canBroadcast: true });
    const result = await runNetworkRequestFollowUps(testApp.deps);
    expect(result.expiredOffers).toBeGreaterThanOrEqual(1);
    expect(result.openAgainEmails).toBeGreaterThanOrEqual(1);
    const history = (await allocationOf(requestId)).history;
    expect(history.map((event) => event.kind)).toEqual(['offered', 'expired']);
    // The school is told nobody holds it now, so it is offered again rather than forgotten.
    const subject = `No answer on NETWORK-${requestId} in 48 hours: offer it again`;
    const toSchool = sent.filter((message) => message.subject === subject);
    expect(toSchool).toHaveLength(1);
    expect(toSchool[0]?.text).toContain(
      `Nadia Hussain did not answer within 48 hours, so the offer of NETWORK-${requestId} (manual car lessons) has closed.`,
    );
    expect(toSchool[0]?.text).toContain('https://school.example/instructor-dashboard?tab=network');
    // The job records it once, and tells the school once.
    await runNetworkRequestFollowUps(testApp.deps);
    expect((await allocationOf(requestId)).history).toHaveLength(2);
    expect(sent.filter((message) => message.subject === subject)).toHaveLength(1);
    // Nadia let it pass but did not say no: the broadcast asks her again, with Sam and Priya.
    const broadcast = offerSentResponseSchema.parse(
      (await post(`/api/network-partner-requests/${requestId}/broadcast`)).json(),
    );
    expect(broadcast.offered).toBe(3);
  });

  it('tells the school when nobody holds the request any more, not at each answer of a broadcast', async () => {
    const requestId = await insertRequest();
    const openAgain = () =>
      sent.filter(
        (message) =>
          message.subject.includes(`NETWORK-${requestId}:`) && message.subject.endsWith('offer it again'),
      );
    await offerTo(requestId, nadia.id);
    await post(`/api/network-offers/${await offerIdFor(requestId, nadia.id)}/decline`, nadia.headers);
    expect(openAgain().map((message) => message.subject)).toEqual([
      `Nadia Hussain declined NETWORK-${requestId}: offer it again`,
    ]);
    expect(openAgain()[0]?.text).toContain(
      `Nadia Hussain declined the learner you offered them (NETWORK-${requestId}, manual car lessons).`,
    );

    // Sam and Priya are both asked: Sam's no leaves Priya's offer live, so the school hears nothing yet.
    await post(`/api/network-partner-requests/${requestId}/broadcast`);
    await post(`/api/network-offers/${await offerIdFor(requestId, sam.id)}/decline`, sam.headers);
    expect(openAgain()).toHaveLength(1);
    await post(`/api/network-offers/${await offerIdFor(requestId, priya.id)}/decline`, priya.headers);
    expect(openAgain().map((message) => message.subject)).toEqual([
      `Nadia Hussain declined NETWORK-${requestId}: offer it again`,
      `Priya Shah declined NETWORK-${requestId}: offer it again`,
    ]);
  });

  it('withdraws the open offers when the owner allocates or closes the request by hand', async () => {
    const requestId = await insertRequest();
    await offerTo(requestId, nadia.id);
    const offerId = await offerIdFor(requestId, nadia.id);
    const closed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/network-partner-requests/${requestId}/status`,
      headers: testApp.headers,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    const late = await post(`/api/network-offers/${offerId}/accept`, nadia.headers);
    expect(late.statusCode).toBe(409);
    expect(apiErrorSchema.parse(late.json()).code).toBe('OFFER_WITHDRAWN');
    const history = (await allocationOf(requestId)).history;
    expect(history.map((event) => [event.kind, event.status])).toEqual([
      ['offered', null],
      ['status_changed', 'closed'],
    ]);
  });
});

describe('answering from the e-mailed link', () => {
  it('shows the essentials without sign-in, accepts once, then says the link is used', async () => {
    const requestId = await insertRequest({ urgencyLevel: 'urgent' });
    await offerTo(requestId, nadia.id);
    const token = lastOfferLinkTo('nadia@example.com');
    const page = await testApp.app.inject({ method: 'GET', url: `/api/network-offer-links/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(offerLinkResponseSchema.parse(page.json())).toMatchObject({
      state: 'open',
      instructorName: 'Nadia Hussain',
      request: { reference: `NETWORK-${requestId}`, urgencyLevel: 'urgent', postcodeDistrict: 'B23' },
    });
    // Only a hash of the token is stored.
    const stored = await testApp.database.db
      .select({ tokenHash: networkRequestOffers.tokenHash })
      .from(networkRequestOffers);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const accepted = await post(`/api/network-offer-links/${token}/accept`, null);
    expect(accepted.statusCode).toBe(200);
    expect(answerNetworkOfferResponseSchema.parse(accepted.json()).outcome).toBe('accepted');
    const used = offerLinkResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/network-offer-links/${token}` })).json(),
    );
    expect(used.state).toBe('accepted');
    const again = await post(`/api/network-offer-links/${token}/decline`, null);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).message).toBe('You have already answered this offer.');
  });

  it('refuses to give a learner to an instructor suspended since the offer', async () => {
    const requestId = await insertRequest();
    const zoe = await addInstructor('zoe@example.com', 'Zoe Green', {
      gearbox: 'manual',
      areas: ['Erdington'],
    });
    await offerTo(requestId, zoe.id);
    const token = lastOfferLinkTo('zoe@example.com');
    await testApp.database.db
      .update(instructors)
      .set({ status: 'suspended' })
      .where(eq(instructors.id, zoe.id));
    const refused = await post(`/api/network-offer-links/${token}/accept`, null);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('INSTRUCTOR_SUSPENDED');
    const [request] = await testApp.database.db
      .select()
      .from(networkPartnerRequests)
      .where(eq(networkPartnerRequests.id, requestId));
    expect(request).toMatchObject({ status: 'pending', allocatedInstructorId: null, learnerId: null });
  });

  it('declines from the link; an unknown link is 404 in plain words', async () => {
    const requestId = await insertRequest();
    await offerTo(requestId, nadia.id);
    const token = lastOfferLinkTo('nadia@example.com');
    const declined = await post(`/api/network-offer-links/${token}/decline`, null);
    expect(answerNetworkOfferResponseSchema.parse(declined.json()).outcome).toBe('declined');
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/network-offer-links/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe(
      'This link is not one we sent. Check you copied the whole link from the e-mail.',
    );
  });
});

describe('who may do what', () => {
  it('is the owner who offers, broadcasts and reads the history: 403 for an instructor, 401 for nobody', async () => {
    const requestId = await insertRequest();
    for (const [method, url, payload] of [
      ['POST', `/api/network-partner-requests/${requestId}/offers`, { instructorId: nadia.id }],
      ['POST', `/api/network-partner-requests/${requestId}/broadcast`, undefined],
      ['GET', `/api/network-partner-requests/${requestId}/allocation`, undefined],
    ] as const) {
      const refused = await testApp.app.inject({
        method,
        url,
        headers: nadia.headers,
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect((await testApp.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/network-offers' })).statusCode).toBe(401);
    expect((await post('/api/network-offers/1/accept', null)).statusCode).toBe(401);
  });

  it('tells the learner once when the reply-by date arrives and nobody has taken the request', async () => {
    const waiting = await insertRequest({ estimatedResponseDate: '2026-01-12' });
    const placed = await insertRequest({
      estimatedResponseDate: '2026-01-12',
      status: 'allocated',
      allocatedInstructorId: priya.id,
    });
    const later = await insertRequest({ estimatedResponseDate: '2026-01-13' });
    // 16:59 on the day: not yet.
    testApp.setNow(new Date('2026-01-12T16:59:00Z'));
    try {
      expect((await runNetworkRequestFollowUps(testApp.deps)).replyNotices).toEqual([]);
      testApp.setNow(new Date('2026-01-12T17:00:00Z'));
      const result = await runNetworkRequestFollowUps(testApp.deps);
      expect(result.replyNotices).toEqual([{ requestId: waiting, status: 'sent' }]);
      expect((await runNetworkRequestFollowUps(testApp.deps)).replyNotices).toEqual([]);
      const email = sent.findLast((message) => message.subject.includes(`NETWORK-${waiting}`));
      expect(email?.subject).toBe(`We are still looking for your instructor (NETWORK-${waiting})`);
      expect(email?.text).toContain('We said we would get back to you by Monday 12 January 2026.');
      const history = (await allocationOf(waiting)).history;
      expect(history).toEqual([
        expect.objectContaining({ kind: 'reply_notice_emailed', emailStatus: 'sent' }),
      ]);
      expect((await allocationOf(placed)).history).toEqual([]);
      expect((await allocationOf(later)).history).toEqual([]);
      const messages = await testApp.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'network_request_still_looking'));
      expect(messages.filter((message) => message.subject?.includes(`NETWORK-${waiting}`))).toHaveLength(1);
    } finally {
      testApp.setNow(NOW);
    }
  });
});
