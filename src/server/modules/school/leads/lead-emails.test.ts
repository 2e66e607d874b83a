import { describe, expect, it } from 'vitest';
import { moneySavingTipsEmail, newLeadEmail, offerEnquiryConfirmationEmail } from './lead-emails';

// Numbers as a school or a visitor might type them: the e-mails show them in the usual UK groups.
const school = {
  schoolName: 'Test Driving School',
  phone: '01214960123',
  email: 'school@example.com',
  publicUrl: 'https://school.example',
};
const lead = { id: 7, email: 'visitor@example.com', phone: '+447700900123', source: 'lead_popup' as const };

describe('lead e-mails', () => {
  it("show the school's phone number in the UK format", () => {
    expect(offerEnquiryConfirmationEmail(lead, null, school).text).toContain(
      'Questions? Call us on 0121 496 0123 or reply to school@example.com.',
    );
    expect(moneySavingTipsEmail(lead, null, school).text).toContain('Call us on 0121 496 0123');
  });

  it("show the visitor's phone number to the school in the UK format", () => {
    expect(newLeadEmail(lead, school).text).toContain('Phone: 07700 900123');
    expect(newLeadEmail({ ...lead, phone: null }, school).text).toContain('Phone: not given');
  });
});
