/**
 * A learner's phone number as typed ('07700 900123', '+44 7700 900123', '0044 7700...') in the
 * E.164 form messaging providers need ('+447700900123'); null when it cannot be one. Numbers
 * without a country code are taken as UK numbers: the school is in Birmingham.
 */
export function toE164PhoneNumber(phone: string): string | null {
  const compact = phone.trim().replace(/[\s().-]/g, '');
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^0\d{10}$/.test(compact)) international = `44${compact.slice(1)}`;
  else if (/^44\d{10}$/.test(compact)) international = compact;
  else return null;
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!/^[1-9]\d{7,14}$/.test(international)) return null;
  // A UK number keeps no trunk 0 after the country code (+44 07700... is a common slip).
  if (international.startsWith('440')) international = `44${international.slice(3)}`;
  return `+${international}`;
}
