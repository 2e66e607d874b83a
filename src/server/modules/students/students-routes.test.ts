import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookingRequest } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../core/api/api-error-schemas';
import { studentLookupResponseSchema } from '../../../core/booking/booking-schemas';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const booking = buildBookingRequest({
    email: 'priya@example.com',
    fullName: 'Priya Shah',
    phone: '07700 900777',
    drivingExperience: 'previous_fail',
    packageType: 'standard',
  });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/bookings', payload: booking });
  expect(response.statusCode).toBe(201);
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/students/lookup/{email}', () => {
  it('finds a returning learner by e-mail in any case, answering only the name and experience', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/students/lookup/Priya%40Example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      found: true,
      student: { fullName: 'Priya Shah', drivingExperience: 'previous_fail' },
    });
    // Nothing that would let a stranger reach the learner.
    expect(response.body).not.toContain('07700');
    expect(response.body).not.toContain('priya@example.com');
  });

  it('answers found: false for an unknown address', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/students/lookup/nobody%40example.com',
    });
    expect(studentLookupResponseSchema.parse(response.json())).toEqual({ found: false, student: null });
  });

  it('refuses something that is not an e-mail with a 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/students/lookup/not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ email: 'Valid email is required' });
  });
});

describe('sensitive-route rate limits', () => {
  it('slows address guessing: the lookup answers 429 after the limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (const name of ['a', 'b', 'c']) {
        const response = await limited.app.inject({
          method: 'GET',
          url: `/api/students/lookup/${name}%40example.com`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const bookings = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: buildBookingRequest({ packageType: 'standard' }),
        });
        bookings.push(response.statusCode);
      }
      expect(bookings).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
