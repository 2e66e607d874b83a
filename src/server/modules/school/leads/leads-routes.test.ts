import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { createTestApp, type RunningTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  LEAD_SOURCE_VALUES,
  leadListSchema,
  leadReceiptSchema,
  leadSchema,
} from '../../../../core/school/marketing/lead-schemas';
import { MONEY_SAVING_TIPS } from '../../../../core/school/marketing/money-saving-tips';
import { leads, outbox, packages } from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';

const NOW = new Date('2026-11-20T10:00:00Z');

const testApp = setUpTestApp({ now: NOW });
beforeEach(async () => {
  testApp.setNow(NOW);
  await testApp.database.db.delete(leads);
  await testApp.database.db.delete(outbox);
  await testApp.database.db
    .update(packages)
    .set({ isActive: true })
    .where(eq(packages.packageType, 'special_offer'));
});

function postLead(payload: object, app: RunningTestApp = testApp) {
  return app.app.inject({ method: 'POST', url: '/api/leads', payload });
}

async function countRows() {
  const db = testApp.database.db;
  const [leadCount] = await db.select({ value: count() }).from(leads);
  const [messageCount] = await db.select({ value: count() }).from(outbox);
  return { leads: leadCount?.value, messages: messageCount?.value };
}

describe('enumerations', () => {
  it('are the same in the shared schema and the database constraint', () => {
    expect(LEAD_SOURCE_VALUES).toEqual(leads.source.enumValues);
  });
});

describe('POST /api/leads', () => {
  it('stores a special-offer lead with its phone, and e-mails the school and the visitor', async () => {
    const response = await postLead({
      source: 'lead_popup',
      email: ' Amira@Example.com ',
      phone: '07700 900123',
    });
    expect(response.statusCode).toBe(201);
    expect(leadReceiptSchema.parse(response.json())).toEqual({
      source: 'lead_popup',
      confirmationEmail: 'not_sent',
    });

    const [stored] = await testApp.database.db.select().from(leads);
    expect(stored).toMatchObject({
      email: 'amira@example.com',
      phone: '07700 900123',
      source: 'lead_popup',
      contactedAt: null,
    });
    expect(stored?.createdAt.toISOString()).toBe(NOW.toISOString());

    const messages = await testApp.database.db.select().from(outbox);
    expect(messages.map((message) => [message.kind, message.recipient]).sort()).toEqual([
      ['lead_offer_received', 'amira@example.com'],
      ['new_lead', testApp.env.SCHOOL_EMAIL],
    ]);
    const confirmation = messages.find((message) => message.kind === 'lead_offer_received');
    // The offer comes from the packages in the database, not from a literal.
    expect(confirmation?.subject).toBe('Your 10 Hours for £320 special offer enquiry');
    expect(confirmation?.bodyText).toContain('(you save £40)');
    expect(confirmation?.bodyText).toContain("We'll contact you about it within 24 hours.");
    expect(confirmation?.bodyText).toContain(`${testApp.env.PUBLIC_URL}/book-lesson?package=special_offer`);
    const notification = messages.find((message) => message.kind === 'new_lead');
    expect(notification?.bodyText).toContain('07700 900123');
    expect(notification?.bodyText).toContain('/instructor-dashboard?tab=leads');
  });

  it('stores a money-saving-tips lead without a phone and e-mails the visitor all ten tips', async () => {
    const response = await postLead({ source: 'lead_magnet', email: 'tips@example.com' });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.database.db.select().from(leads);
    expect(stored).toMatchObject({ email: 'tips@example.com', phone: null, source: 'lead_magnet' });

    const [tips] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'money_saving_tips'));
    expect(tips?.recipient).toBe('tips@example.com');
    for (const [index, tip] of MONEY_SAVING_TIPS.entries()) {
      expect(tips?.bodyText).toContain(`${index + 1}. ${tip.title}`);
    }
    expect(tips?.bodyText).toContain('Our special offer: 10 Hours for £320');
  });

  it('ignores a phone sent with the tips form', async () => {
    const response = await postLead({
      source: 'lead_magnet',
      email: 'tips@example.com',
      phone: '07700 900123',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.database.db.select().from(leads);
    expect(stored?.phone).toBeNull();
  });

  it('does not advertise an offer the school has withdrawn', async () => {
    await testApp.database.db
      .update(packages)
      .set({ isActive: false })
      .where(eq(packages.packageType, 'special_offer'));
    const response = await postLead({
      source: 'lead_popup',
      email: 'late@example.com',
      phone: '07700 900123',
    });
    expect(response.statusCode).toBe(201);
    const [confirmation] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'lead_offer_received'));
    expect(confirmation?.bodyText).not.toContain('£320');
    expect(confirmation?.bodyText).toContain("We'll contact you within 24 hours.");
  });

  it('says "sent" only when the visitor\'s e-mail really left, over SMTP', async () => {
    const smtp = await startSmtpTestServer();
    const sending = await createTestApp({ now: NOW, mailTransport: createSmtpMailTransport(smtp.url) });
    try {
      const response = await postLead({ source: 'lead_magnet', email: 'tips@example.com' }, sending);
      expect(response.statusCode).toBe(201);
      expect(leadReceiptSchema.parse(response.json()).confirmationEmail).toBe('sent');
      expect(smtp.received.flatMap((email) => email.to).sort()).toEqual(
        ['tips@example.com', sending.env.SCHOOL_EMAIL].sort(),
      );
    } finally {
      await sending.close();
      await smtp.close();
    }
  });

  it('says "not_sent" when the mail server refuses the visitor', async () => {
    const smtp = await startSmtpTestServer({ rejectRecipients: true });
    const refusing = await createTestApp({ now: NOW, mailTransport: createSmtpMailTransport(smtp.url) });
    try {
      const response = await postLead({ source: 'lead_magnet', email: 'tips@example.com' }, refusing);
      expect(response.statusCode).toBe(201);
      expect(leadReceiptSchema.parse(response.json()).confirmationEmail).toBe('not_sent');
      // The lead is kept all the same: the instructor can still contact them.
      const [stored] = await refusing.database.db.select().from(leads);
      expect(stored?.email).toBe('tips@example.com');
    } finally {
      await refusing.close();
      await smtp.close();
    }
  });

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const response = await postLead({
      source: 'lead_popup',
      email: 'robot@example.com',
      phone: '07700 900123',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(leadReceiptSchema.parse(response.json()).source).toBe('lead_popup');
    expect(await countRows()).toEqual({ leads: 0, messages: 0 });
  });

  describe('validation, with nothing written', () => {
    it.each([
      [
        'a bad e-mail',
        { source: 'lead_popup', email: 'amira@', phone: '07700 900123' },
        'email',
        'Please enter a valid email address',
      ],
      ['a missing e-mail', { source: 'lead_magnet' }, 'email', 'Please enter a valid email address'],
      [
        'a missing phone on the offer form',
        { source: 'lead_popup', email: 'a@example.com' },
        'phone',
        'Please enter a valid phone number',
      ],
      [
        'a short phone',
        { source: 'lead_popup', email: 'a@example.com', phone: '0121' },
        'phone',
        'Please enter a valid phone number',
      ],
      [
        'letters in the phone',
        { source: 'lead_popup', email: 'a@example.com', phone: '07700 CALLME' },
        'phone',
        'Please enter a valid phone number',
      ],
      ['an unknown form', { source: 'newsletter', email: 'a@example.com' }, 'source', 'Please choose a form'],
      ['no form at all', { email: 'a@example.com' }, 'source', 'Please choose a form'],
    ])('refuses %s', async (_name, payload, field, message) => {
      const response = await postLead(payload);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.[field]).toBe(message);
      expect(await countRows()).toEqual({ leads: 0, messages: 0 });
    });
  });

  it("is rate limited at the sensitive routes' rate", async () => {
    const limited = await createTestApp({ now: NOW, env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await postLead({ source: 'lead_magnet', email: `n${attempt}@example.com` }, limited)).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the dashboard (instructor-only)', () => {
  async function createLead(email: string, at: Date) {
    testApp.setNow(at);
    const response = await postLead({ source: 'lead_popup', email, phone: '07700 900123' });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, email));
    if (!row) throw new Error(`${email} was not stored`);
    testApp.setNow(NOW);
    return row.id;
  }

  it('refuses the list and the update without a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'PATCH', url: '/api/leads/1', payload: { contacted: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers an empty list with zero counts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: testApp.headers });
    expect(leadListSchema.parse(response.json())).toEqual({ leads: [], counts: { new: 0, contacted: 0 } });
  });

  it('lists leads newest first, marks one contacted and can undo it', async () => {
    const older = await createLead('older@example.com', new Date('2026-11-18T09:00:00Z'));
    const newer = await createLead('newer@example.com', new Date('2026-11-19T09:00:00Z'));

    const list = leadListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: testApp.headers })).json(),
    );
    expect(list.leads.map((lead) => lead.email)).toEqual(['newer@example.com', 'older@example.com']);
    expect(list.counts).toEqual({ new: 2, contacted: 0 });
    expect(list.leads[0]).toMatchObject({
      id: newer,
      phone: '07700 900123',
      source: 'lead_popup',
      contactedAt: null,
    });

    const later = new Date('2026-11-20T15:30:00Z');
    testApp.setNow(later);
    const marked = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/leads/${older}`,
      payload: { contacted: true },
      headers: testApp.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect(leadSchema.parse(marked.json()).contactedAt).toBe(later.toISOString());
    const afterMarking = leadListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/leads', headers: testApp.headers })).json(),
    );
    expect(afterMarking.counts).toEqual({ new: 1, contacted: 1 });

    const undone = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/leads/${older}`,
      payload: { contacted: false },
      headers: testApp.headers,
    });
    expect(leadSchema.parse(undone.json()).contactedAt).toBeNull();
  });

  it('refuses a bad body and answers 404 for a lead that does not exist', async () => {
    const id = await createLead('someone@example.com', NOW);
    const bad = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/leads/${id}`,
      payload: {},
      headers: testApp.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toEqual({
      contacted: 'Say whether the lead has been contacted',
    });
    const missing = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/leads/999999',
      payload: { contacted: true },
      headers: testApp.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe('That lead no longer exists.');
  });
});
