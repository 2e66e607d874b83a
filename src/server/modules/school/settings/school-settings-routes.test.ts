import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import {
  createTestApp,
  type RunningTestApp,
  setUpTestApp,
  signInAsInstructor,
} from '../../../../../tests/support/test-app';
import { bookApprovedLesson, createSlotsAt } from '../../../../../tests/support/waiting-list-test-data';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';
import {
  LATE_CHANGE_HOURS_MESSAGE,
  type SchoolSettings,
  SORT_CODE_MESSAGE,
  schoolSettingsSchema,
  UK_PHONE_MESSAGE,
} from '../../../../core/school/settings/school-settings-schemas';
import { settingsHistoryResponseSchema } from '../../../../core/school/settings/settings-history-schemas';
import { siteInfoSchema } from '../../../../core/school/site/site-info-schemas';
import { lessonChanges, outbox, schoolSettings, settingsChanges } from '../../../db/schema';
import { parseEnv } from '../../../env';
import { expireStaleBookingHolds } from '../../bookings/bookings/bookings-service';
import { notifySchoolSettingsChanged } from './school-settings-repository';
import {
  fillSchoolSettingsFromEnv,
  forgetSchoolSettings,
  getSchoolSettings,
} from './school-settings-service';
import { insertSettingsChanges } from './settings-history-repository';

// Monday 1 March 2027, 10:00 GMT (London is on GMT until 28 March).
const NOW = new Date('2027-03-01T10:00:00Z');
const HOUR = 3_600_000;

// First-start values, each one the settings' schema accepts.
const FIRST_START_ENV = {
  SCHOOL_NAME: 'First Start Driving School',
  SCHOOL_PHONE: '0121 496 0999',
  SCHOOL_WHATSAPP: '447700900999',
  SCHOOL_EMAIL: 'first-start@example.com',
  BANK_ACCOUNT_NAME: 'First Start Ltd',
  BANK_SORT_CODE: '11-22-33',
  BANK_ACCOUNT_NUMBER: '87654321',
  PAYMENT_PORTAL_URL: 'https://pay.example.com/school',
  BOOKING_HOLD_HOURS: '36',
};

let instructorId: number;

const testApp = setUpTestApp({ now: NOW, env: FIRST_START_ENV });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function getSettings(app: RunningTestApp = testApp): Promise<SchoolSettings> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/settings/school',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return schoolSettingsSchema.parse(response.json());
}

function patchSettings(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PATCH',
    url: '/api/settings/school',
    headers: testApp.headers,
    payload,
  });
}

async function historyRowCount(): Promise<number> {
  return (await testApp.database.db.select({ id: settingsChanges.id }).from(settingsChanges)).length;
}

async function getHistory() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/settings/history',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return settingsHistoryResponseSchema.parse(response.json());
}

describe('who may read and change the settings', () => {
  it('refuses a visitor who is not signed in as the instructor (401), and changes nothing', async () => {
    const before = await getSettings();
    for (const request of [
      { method: 'GET' as const, url: '/api/settings/school' },
      { method: 'PATCH' as const, url: '/api/settings/school', payload: { phone: '0121 496 0001' } },
      { method: 'GET' as const, url: '/api/settings/history' },
    ]) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode).toBe(401);
    }
    expect(await getSettings()).toEqual(before);
  });
});

describe('the first start', () => {
  it("takes the environment's values as the first settings", async () => {
    expect(await getSettings()).toMatchObject({
      schoolName: 'First Start Driving School',
      phone: '0121 496 0999',
      whatsappNumber: '447700900999',
      email: 'first-start@example.com',
      bankAccountName: 'First Start Ltd',
      bankSortCode: '11-22-33',
      bankAccountNumber: '87654321',
      bankReferenceFormat: 'BOOKING-{id}',
      paymentPortalUrl: 'https://pay.example.com/school',
      bookingHoldHours: 36,
      freeChangeHours: 48,
      lateChangeHours: 24,
      lateChangeForfeitPercent: 50,
      movesAllowed: 2,
      defaultEnable24h: true,
      defaultEnable2h: false,
    });
  });

  it('goes on with the built-in value when an environment value is one the settings refuse', async () => {
    const other = await createTestApp({ now: NOW, env: { SCHOOL_PHONE: '+353 1 234 5678' } });
    try {
      const otherHeaders = await signInAsInstructor(other);
      const response = await other.app.inject({
        method: 'GET',
        url: '/api/settings/school',
        headers: otherHeaders,
      });
      expect(response.statusCode).toBe(200);
      expect(schoolSettingsSchema.parse(response.json()).phone).toBe('0121 496 0123');
    } finally {
      await other.close();
    }
  });
});

describe('refused changes', () => {
  it.each([
    ['an invalid sort code', { bankSortCode: '123456' }, 'bankSortCode', SORT_CODE_MESSAGE],
    ['a phone number that is not a UK one', { phone: '+33 1 23 45 67 89' }, 'phone', UK_PHONE_MESSAGE],
    [
      'late-change hours above the stored free-change hours',
      { lateChangeHours: 60 },
      'lateChangeHours',
      LATE_CHANGE_HOURS_MESSAGE,
    ],
    [
      'late-change hours above the free-change hours sent with them',
      { freeChangeHours: 20, lateChangeHours: 30 },
      'lateChangeHours',
      LATE_CHANGE_HOURS_MESSAGE,
    ],
    [
      'free-change hours below the stored late-change hours',
      { freeChangeHours: 12 },
      'lateChangeHours',
      LATE_CHANGE_HOURS_MESSAGE,
    ],
  ])(
    'answers %s with a 400 naming the field, and changes nothing',
    async (_name, payload, field, message) => {
      const before = await getSettings();
      const historyBefore = await historyRowCount();
      const response = await patchSettings({ ...payload, schoolName: 'Not Saved Driving School' });
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.fields?.[field]).toBe(message);
      expect(await getSettings()).toEqual(before);
      expect(await historyRowCount()).toBe(historyBefore);
    },
  );
});

describe('the settings history', () => {
  it('keeps who changed what, from what to what, newest first', async () => {
    const before = await getSettings();
    const response = await patchSettings({ phone: '0121 496 0444', passRatePercent: 91 });
    expect(response.statusCode).toBe(200);
    expect(schoolSettingsSchema.parse(response.json())).toMatchObject({
      phone: '0121 496 0444',
      passRatePercent: 91,
    });

    const { changes } = await getHistory();
    const phone = changes.find((change) => change.field === 'phone');
    expect(phone).toMatchObject({
      area: 'school',
      subject: null,
      changedBy: testApp.env.INSTRUCTOR_EMAIL,
      fieldLabel: 'Phone',
      oldValue: before.phone,
      newValue: '0121 496 0444',
      changedAt: NOW.toISOString(),
    });
    expect(changes.find((change) => change.field === 'passRatePercent')).toMatchObject({
      oldValue: `${before.passRatePercent}%`,
      newValue: '91%',
    });
  });

  it('leaves a value sent unchanged out of the history', async () => {
    const current = await getSettings();
    const historyBefore = await historyRowCount();
    const response = await patchSettings({ schoolName: current.schoolName });
    expect(response.statusCode).toBe(200);
    expect(await historyRowCount()).toBe(historyBefore);
  });

  it('records the default reminder type changed on the reminders tab, through the same path', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/reminder-settings',
      headers: testApp.headers,
      payload: { defaultReminderType: 'email' },
    });
    expect(response.statusCode).toBe(200);
    expect((await getSettings()).defaultReminderType).toBe('email');
    const [newest] = (await getHistory()).changes;
    expect(newest).toMatchObject({ field: 'defaultReminderType', newValue: 'email' });
  });

  it('pages with ?before=, and refuses a before that is not an id', async () => {
    const { changes } = await getHistory();
    const [newest, second] = changes;
    if (!newest || !second) throw new Error('the earlier tests should have made history');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/settings/history?before=${newest.id}`,
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = settingsHistoryResponseSchema.parse(response.json());
    expect(page.changes[0]?.id).toBe(second.id);
    expect(page.changes.every((change) => change.id < newest.id)).toBe(true);
    expect(page.nextBefore).toBeNull();
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/history?before=99999999999',
      headers: testApp.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("names a package change by the package's name", async () => {
    await insertSettingsChanges(
      testApp.database.db,
      { instructorId, email: testApp.env.INSTRUCTOR_EMAIL },
      NOW,
      [{ area: 'package', subject: 'single_2hour', field: 'pricePence', oldValue: 7200, newValue: 7600 }],
    );
    const [newest] = (await getHistory()).changes;
    expect(newest).toMatchObject({
      area: 'package',
      fieldLabel: 'Price',
      oldValue: '£72.00',
      newValue: '£76.00',
    });
    expect(newest?.subject).not.toBe('single_2hour');
    expect(newest?.subject).toMatch(/2 Hour/i);
  });
});

describe('every reader uses the saved settings', () => {
  it('the booking request e-mail shows the new phone and bank details, the reference its format, the hold its hours', async () => {
    const patched = await patchSettings({
      phone: '0121 496 0555',
      bankAccountName: 'New Name Ltd',
      bankSortCode: '20-30-40',
      bankAccountNumber: '12345678',
      bankReferenceFormat: 'bads-{id}',
      bookingHoldHours: 6,
    });
    expect(patched.statusCode).toBe(200);
    expect(schoolSettingsSchema.parse(patched.json()).bankReferenceFormat).toBe('BADS-{id}');

    const booking = await bookThroughApi(
      testApp,
      { paymentMethod: 'bank_transfer' },
      { freeTimes: { instructorId, date: '2027-03-19', times: ['13:00'], duration: 120 } },
    );
    expect(booking.holdExpiresAt).toBe(new Date(NOW.getTime() + 6 * HOUR).toISOString());

    const [email] = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'booking_received')))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(email?.subject).toContain(`BADS-${booking.id}`);
    const text = email?.bodyText ?? '';
    expect(text).toContain('Call us on 0121 496 0555');
    expect(text).toContain('Account name: New Name Ltd');
    expect(text).toContain('Sort code: 20-30-40');
    expect(text).toContain('Account number: 12345678');
    expect(text).toContain(`Reference: BADS-${booking.id}`);
    expect(text).not.toContain('87654321');

    // The hold expiry job releases it after the new hours, not the first-start 36.
    testApp.setNow(new Date(NOW.getTime() + 6 * HOUR - 60_000));
    expect(await expireStaleBookingHolds(testApp.deps)).not.toContain(booking.id);
    testApp.setNow(new Date(NOW.getTime() + 6 * HOUR + 60_000));
    try {
      expect(await expireStaleBookingHolds(testApp.deps)).toContain(booking.id);
    } finally {
      testApp.setNow(NOW);
    }
  });

  it('a lesson change follows the new terms: its window, forfeit, moves and words', async () => {
    const patched = await patchSettings({
      freeChangeHours: 72,
      lateChangeHours: 12,
      lateChangeForfeitPercent: 25,
      movesAllowed: 1,
    });
    expect(patched.statusCode).toBe(200);
    // Wednesday 3 March 20:00 GMT: 58 hours ahead, inside the new late window (12 to 72 hours).
    const slotIds = await createSlotsAt(testApp, instructorId, '2027-03-03', ['20:00', '21:00']);
    const learner = await bookApprovedLesson(testApp, testApp.headers, instructorId, slotIds);
    const progress = progressResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/progress/${learner.token}` })).json(),
    );
    const change = progress.lessons.find((lesson) => lesson.id === learner.lessonId)?.change;
    expect(change).toMatchObject({ window: 'half_fee', lessonFee: 7200, forfeit: 1800, reschedulesLeft: 1 });
    expect(change?.terms).toBe(
      'Your lesson is less than 72 hours away. Under our terms, 25% of the lesson fee (£18.00) is forfeited if you move or cancel it now, and your instructor will be told.',
    );

    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${learner.token}/lessons/${learner.lessonId}/cancel`,
      payload: { reason: 'Feeling unwell' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(lessonChanges)
      .where(eq(lessonChanges.lessonId, learner.lessonId));
    expect(row).toMatchObject({ window: 'half_fee', status: 'applied', forfeitPence: 1800 });
  });

  it('GET /api/site-info shows the new values', async () => {
    const patched = await patchSettings({
      schoolName: 'Renamed Driving School',
      whatsappNumber: '447700900111',
      email: 'hello@renamed.example',
      paymentPortalUrl: null,
      passRatePercent: 77,
      bookingHoldHours: 12,
    });
    expect(patched.statusCode).toBe(200);
    const site = siteInfoSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/site-info' })).json(),
    );
    expect(site).toMatchObject({
      schoolName: 'Renamed Driving School',
      phone: '0121 496 0555',
      whatsappNumber: '447700900111',
      email: 'hello@renamed.example',
      paymentPortalUrl: null,
      passRatePercent: 77,
      bookingHoldHours: 12,
      bankReferenceFormat: 'BADS-{id}',
      cancellationTerms: {
        freeChangeHours: 72,
        lateChangeHours: 12,
        lateChangeForfeitPercent: 25,
        movesAllowed: 1,
      },
    });
  });

  it('a later start with other environment values keeps what the school saved', async () => {
    const saved = await getSettings();
    const laterValues = {
      SCHOOL_NAME: 'Changed In The Environment',
      SCHOOL_PHONE: '0121 496 0777',
      BANK_SORT_CODE: '99-99-99',
      BOOKING_HOLD_HOURS: '100',
    };
    const laterEnv = parseEnv({ NODE_ENV: 'test', ...laterValues });
    // What a restart does: the first-start fill, then readers with nothing kept in memory.
    await fillSchoolSettingsFromEnv(testApp.database.db, laterEnv, {});
    forgetSchoolSettings(testApp.database.db);
    const later = await createTestApp({ now: NOW, env: laterValues, database: testApp.database });
    try {
      expect(await getSettings(later)).toEqual(saved);
    } finally {
      await later.close();
    }
  });

  it('drops the copy kept in memory when another process announces a change', async () => {
    const kept = await getSchoolSettings(testApp.deps);
    // Another server process saves a change: this one still answers from memory until told.
    await testApp.database.db.update(schoolSettings).set({ passRatePercent: kept.passRatePercent + 1 });
    expect((await getSchoolSettings(testApp.deps)).passRatePercent).toBe(kept.passRatePercent);
    await notifySchoolSettingsChanged(testApp.database.db);
    const deadline = Date.now() + 5_000;
    let seen = kept.passRatePercent;
    while (seen === kept.passRatePercent && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await getSchoolSettings(testApp.deps)).passRatePercent;
    }
    expect(seen).toBe(kept.passRatePercent + 1);
  });
});
