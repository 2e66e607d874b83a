import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './browser-push';

describe('decodeBase64Url', () => {
  it('decodes a base64url key without padding', () => {
    // 'hello?>' is aGVsbG8/Pg== in base64: '/' becomes '_' and the padding goes in base64url.
    expect(Array.from(decodeBase64Url('aGVsbG8_Pg'))).toEqual([104, 101, 108, 108, 111, 63, 62]);
  });

  it('decodes a 65-byte VAPID public key', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = decodeBase64Url(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
