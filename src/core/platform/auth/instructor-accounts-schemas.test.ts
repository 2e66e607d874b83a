import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER_MESSAGE } from './account-schemas';
import {
  AREAS_MESSAGE,
  acceptInstructorInvitationFormSchema,
  acceptInstructorInvitationRequestSchema,
  COVERED_AREA_NAMES,
  instructorInvitationRequestSchema,
} from './instructor-accounts-schemas';

const PROFILE = {
  fullName: '  Sarah Khan ',
  gender: null,
  qualification: 'pdi',
  gearbox: 'both',
  carMake: 'Toyota',
  carModel: 'Yaris',
  areas: ['Moseley'],
  bio: '',
  phone: '+44 7700 900123',
  password: 'a-long-enough-password',
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the invitation and its acceptance', () => {
  it('takes the areas of the school only, once each, at least one', () => {
    expect(COVERED_AREA_NAMES).toContain('Kings Heath');
    expect(COVERED_AREA_NAMES).toContain('West Bromwich');
    expect(acceptInstructorInvitationRequestSchema.safeParse(PROFILE).success).toBe(true);
    for (const areas of [[], ['Atlantis'], ['Moseley', 'Moseley']]) {
      const result = acceptInstructorInvitationRequestSchema.safeParse({ ...PROFILE, areas });
      expect(issuesOf(result).join('\n'), JSON.stringify(areas)).toContain(AREAS_MESSAGE);
    }
  });

  it('keeps gender optional (null) and refuses anything but female or male', () => {
    expect(acceptInstructorInvitationRequestSchema.parse({ ...PROFILE, gender: 'female' }).gender).toBe(
      'female',
    );
    expect(acceptInstructorInvitationRequestSchema.parse(PROFILE).gender).toBeNull();
    expect(acceptInstructorInvitationRequestSchema.safeParse({ ...PROFILE, gender: 'other' }).success).toBe(
      false,
    );
  });

  it('trims the name, and the form asks for the password twice', () => {
    expect(acceptInstructorInvitationRequestSchema.parse(PROFILE).fullName).toBe('Sarah Khan');
    const differ = acceptInstructorInvitationFormSchema.safeParse({
      ...PROFILE,
      confirmPassword: 'something-else',
    });
    expect(issuesOf(differ)).toEqual([`confirmPassword: ${PASSWORDS_DIFFER_MESSAGE}`]);
  });

  it('lower-cases the e-mail of an invitation and knows the two roles only', () => {
    expect(
      instructorInvitationRequestSchema.parse({
        email: ' Sarah@Example.COM ',
        fullName: 'Sarah',
        role: 'owner',
      }),
    ).toEqual({ email: 'sarah@example.com', fullName: 'Sarah', role: 'owner' });
    expect(
      instructorInvitationRequestSchema.safeParse({ email: 'a@b.co', fullName: 'Sarah', role: 'office' })
        .success,
    ).toBe(false);
  });
});
