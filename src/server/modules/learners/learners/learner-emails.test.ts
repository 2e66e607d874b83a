import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from '../../../../core/school/settings/school-figures';
import { accessLinkEmail } from './learner-emails';

const school = {
  schoolName: 'Test Driving School',
  phone: '01214960123',
  email: 'bookings@school.example',
  publicUrl: 'https://school.example',
  terms: DEFAULT_CANCELLATION_TERMS,
  bankReferenceFormat: 'BOOKING-{id}',
  bankAccountName: 'Test School Ltd',
  bankSortCode: '00-00-00',
  bankAccountNumber: '00000000',
  paymentPortalUrl: undefined,
};

describe('student e-mails', () => {
  it("sign the progress link e-mail with the school's phone number in the UK format", () => {
    const email = accessLinkEmail(
      { fullName: 'Amira Khan', email: 'amira@example.com' },
      { url: 'https://school.example/progress/abc', expiresAt: new Date('2026-04-01T10:00:00Z') },
      school,
    );
    expect(email.text.split('\n').slice(-2)).toEqual(['Test Driving School', '0121 496 0123']);
  });
});
