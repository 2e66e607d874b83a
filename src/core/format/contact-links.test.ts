import { describe, expect, it } from 'vitest';
import { toTelHref, toWhatsAppUrl } from './contact-links';

describe('contact links', () => {
  it('dials the digits of a phone number, keeping a leading +', () => {
    expect(toTelHref('0121 496 0123')).toBe('tel:01214960123');
    expect(toTelHref('+44 (0)121 496-0123')).toBe('tel:+4401214960123');
  });

  it('opens a WhatsApp chat, with the prefilled message encoded', () => {
    expect(toWhatsAppUrl('447700900123')).toBe('https://wa.me/447700900123');
    expect(toWhatsAppUrl('447700900123', "Hi, it's BOOKING-12 & £72.00?")).toBe(
      "https://wa.me/447700900123?text=Hi%2C%20it's%20BOOKING-12%20%26%20%C2%A372.00%3F",
    );
  });

  it('keeps only the digits of the number', () => {
    expect(toWhatsAppUrl('+44 7700 900123')).toBe('https://wa.me/447700900123');
  });
});
