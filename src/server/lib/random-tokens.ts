import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: for capability links and session tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for tokens the server only needs to recognise (sessions, one-time links). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
