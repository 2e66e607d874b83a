import { describe, expect, it } from 'vitest';
import { describeRestorePasswordLinks } from './backup-schemas';

describe('describeRestorePasswordLinks', () => {
  it('says nothing when only owners were restored', () => {
    expect(describeRestorePasswordLinks([])).toBeNull();
  });

  it('names who was e-mailed a link and who could not be sent one', () => {
    expect(
      describeRestorePasswordLinks([
        { fullName: 'Sarah Khan', email: 'sarah@example.com', emailStatus: 'sent' },
        { fullName: 'Nadia Hussain', email: 'nadia@example.com', emailStatus: 'sent' },
      ]),
    ).toBe('Sarah Khan and Nadia Hussain were e-mailed a link to set a new password.');
    expect(
      describeRestorePasswordLinks([
        { fullName: 'Sarah Khan', email: 'sarah@example.com', emailStatus: 'not_configured' },
      ]),
    ).toBe(
      'This site cannot send e-mail, so Sarah Khan could not be sent a link to set a new password: once e-mail is set up, they can use "Forgot your password?" on the sign-in page.',
    );
    expect(
      describeRestorePasswordLinks([
        { fullName: 'Sarah Khan', email: 'sarah@example.com', emailStatus: 'failed' },
      ]),
    ).toBe(
      'The e-mail with a link to set a new password could not be sent to Sarah Khan: they can ask for another with "Forgot your password?" on the sign-in page.',
    );
  });
});
