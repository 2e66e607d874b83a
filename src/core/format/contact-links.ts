/*
 * Links that start a call or a chat with the school, from the configured contact details.
 */

/** '0121 496 0123' → 'tel:01214960123' (digits and a leading + only). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A WhatsApp chat link: `https://wa.me/<digits>`, with `?text=` when a prefilled message is given.
 * `whatsappNumber` is international digits only (e.g. 447700900123), as the configuration holds it.
 */
export function toWhatsAppUrl(whatsappNumber: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
