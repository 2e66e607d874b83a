import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  NEW_PASSWORD_LENGTH_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  passwordResetRequestSchema,
  resetPasswordFormSchema,
  SAME_PASSWORD_MESSAGE,
} from './account-schemas';

function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the account forms', () => {
  it('asks for a new password of at least 10 characters, not the current one, typed the same twice', () => {
    expect(
      fieldMessages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({ currentPassword: 'Enter your current password', newPassword: NEW_PASSWORD_LENGTH_MESSAGE });
    expect(
      fieldMessages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'the-same-password',
          newPassword: 'the-same-password',
          confirmPassword: 'the-same-password',
        }),
      ),
    ).toEqual({ newPassword: SAME_PASSWORD_MESSAGE });
    expect(
      fieldMessages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old-password-1',
          newPassword: 'new-password-22',
          confirmPassword: 'new-password-23',
        }),
      ),
    ).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
    expect(
      fieldMessages(
        resetPasswordFormSchema.safeParse({ newPassword: 'new-password-22', confirmPassword: 'x' }),
      ),
    ).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
  });

  it('sends the server only the current and new password; the e-mail is trimmed and lower-cased', () => {
    expect(
      changePasswordRequestSchema.parse({
        currentPassword: 'old-password-1',
        newPassword: 'new-password-22',
        confirmPassword: 'ignored',
      }),
    ).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-22' });
    expect(passwordResetRequestSchema.parse({ email: '  Teacher@Example.COM ' })).toEqual({
      email: 'teacher@example.com',
    });
    expect(passwordResetRequestSchema.safeParse({ email: 'not an address' }).success).toBe(false);
  });
});
