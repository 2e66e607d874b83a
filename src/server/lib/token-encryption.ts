import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets kept at rest (the Google refresh token) are sealed with AES-256-GCM under a key from
 * configuration, so a copy of the database alone does not give access to the instructor's calendar.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); the tag makes any tampering fail to open.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** The key from its base64 form; throws unless it is exactly 32 bytes. */
export function parseEncryptionKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new RangeError(`The encryption key must be ${KEY_BYTES} bytes in base64 (got ${key.length})`);
  }
  return key;
}

/** True when the text is a base64 32-byte key (for configuration checks). */
export function isValidEncryptionKey(base64: string): boolean {
  const trimmed = base64.trim();
  return /^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) && Buffer.from(trimmed, 'base64').length === KEY_BYTES;
}

export function encryptSecret(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret; throws when the key is wrong or the text was changed. */
export function decryptSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
