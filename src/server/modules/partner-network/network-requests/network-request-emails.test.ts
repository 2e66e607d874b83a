import { describe, expect, it } from 'vitest';
import { createNetworkPartnerRequestSchema } from '../../../../core/partner-network/network-request-schemas';
import { networkRequestConfirmationEmail, newNetworkRequestEmail } from './network-request-emails';

const school = {
  schoolName: 'Test Driving School',
  phone: '+44 121 4960123',
  email: 'school@example.com',
  publicUrl: 'https://school.example',
};
const request = createNetworkPartnerRequestSchema.parse({
  fullName: 'Priya Shah',
  email: 'priya@example.com',
  phone: '07700900456',
  lessonType: 'manual',
  preferredDates: ['2026-03-02'],
  postcode: 'b23 6ab',
  instructorPreference: 'female',
});
const stored = { id: 3, estimatedResponseDate: '2026-03-04' };

describe('network-partner request e-mails', () => {
  it("show the school's and the learner's phone numbers in the UK format", () => {
    expect(networkRequestConfirmationEmail(request, stored, school).text).toContain(
      'Questions? Call us on 0121 496 0123 or reply to school@example.com.',
    );
    expect(newNetworkRequestEmail(request, stored, school).text).toContain('Phone: 07700 900456');
  });

  it('name the postcode area (only the district is kept) and the instructor preference', () => {
    for (const email of [
      networkRequestConfirmationEmail(request, stored, school),
      newNetworkRequestEmail(request, stored, school),
    ]) {
      expect(email.text).toContain('Postcode area: B23\nInstructor: Female instructor');
      expect(email.text).not.toContain('6AB');
    }
  });
});
