/*
 * Money typed in pounds ('100', '45.50', '-20' for a refund) becomes the integer pence the API
 * speaks. Parsed from the text, not with floating point: '0.29' is 29 pence, never 28.999….
 */

const POUNDS_PATTERN = /^(-)?\s*£?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * '45.50' → 4550, '£1,000' → 100000, '-20' → -2000; undefined when empty, NaN when it is not an
 * amount (more than two decimals, letters): the request schema then gives its own message.
 */
export function parsePoundsToPence(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = POUNDS_PATTERN.exec(trimmed);
  if (!match) return Number.NaN;
  const [, minus, wholeText = '0', fractionText = ''] = match;
  const pence = Number(wholeText.replaceAll(',', '')) * 100 + Number(fractionText.padEnd(2, '0'));
  return minus && pence !== 0 ? -pence : pence;
}

/** 4550 → '45.50', 32000 → '320.00': pence as they would be typed (a placeholder, a default). */
export function formatPenceForInput(pence: number): string {
  const whole = Math.trunc(Math.abs(pence) / 100);
  const fraction = String(Math.abs(pence) % 100).padStart(2, '0');
  return `${pence < 0 ? '-' : ''}${whole}.${fraction}`;
}
