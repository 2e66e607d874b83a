import { describe, expect, it } from 'vitest';
import { createInstructorApplicationSchema } from '../../../../core/partner-network/instructor-application-schemas';
import { applicationConfirmationEmail, newApplicationEmail } from './instructor-application-emails';

const school = {
  schoolName: 'Test Driving School',
  phone: '01214960123',
  email: 'school@example.com',
  publicUrl: 'https://school.example',
};
const application = createInstructorApplicationSchema.parse({
  fullName: 'Daniel Okafor',
  email: 'daniel@example.com',
  phone: '0044 7700 900 456',
  address: '12 Station Road, Harborne, Birmingham',
  postcode: 'B17 9LT',
  adiNumber: 'ADI123456',
  experienceYears: '3-5',
  hourlyRate: '35-40',
  areasWorked: ['Tipton'],
  workDays: ['Monday'],
  workHours: 'evenings',
  flexibility: 'flexible',
  vehicleType: 'manual',
  hasInsurance: true,
  hasBusinessLicense: true,
});

describe('instructor application e-mails', () => {
  it("show the school's and the applicant's phone numbers in the UK format", () => {
    expect(applicationConfirmationEmail(application, { id: 1 }, school).text).toContain(
      'Questions? Call us on 0121 496 0123 or reply to school@example.com.',
    );
    expect(newApplicationEmail(application, { id: 1 }, school).text).toContain('Phone: 07700 900456');
  });
});
