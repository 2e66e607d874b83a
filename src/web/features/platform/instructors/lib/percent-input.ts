/*
 * A share typed as a percentage ('4.5', '4.5%') becomes basis points (450), parsed from the text
 * rather than with floating point: '4.35' is 435, never 434.99….
 */
const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/;

/** '4.5' → 450; undefined when empty, NaN when it is not a share (the schema then says why). */
export function parsePercentToBasisPoints(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = PERCENT_PATTERN.exec(trimmed);
  if (!match) return Number.NaN;
  const [, wholeText = '0', fractionText = ''] = match;
  return Number(wholeText) * 100 + Number(fractionText.padEnd(2, '0'));
}
