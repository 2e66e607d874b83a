import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, isValidEncryptionKey, parseEncryptionKey } from './token-encryption';

const key = randomBytes(32);

describe('token encryption', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = encryptSecret('1//refresh-token-value', key);
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(decryptSecret(sealed, key)).toBe('1//refresh-token-value');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret('same', key)).not.toBe(encryptSecret('same', key));
  });

  it('refuses a wrong key and a changed text', () => {
    const sealed = encryptSecret('secret', key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('other').toString('base64url')].join('.');
    expect(() => decryptSecret(tampered, key)).toThrow();
  });

  it('accepts only a 32-byte base64 key', () => {
    const good = randomBytes(32).toString('base64');
    expect(isValidEncryptionKey(good)).toBe(true);
    expect(parseEncryptionKey(good)).toHaveLength(32);
    expect(isValidEncryptionKey(randomBytes(16).toString('base64'))).toBe(false);
    expect(isValidEncryptionKey('not base64 at all!')).toBe(false);
    expect(() => parseEncryptionKey(randomBytes(16).toString('base64'))).toThrow(RangeError);
  });
});
