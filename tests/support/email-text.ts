import type { ReceivedEmail } from './smtp-test-server';

/*
 * The plain text of an e-mail as it arrived over SMTP: the text/plain part of a multipart message
 * (the .ics files are other parts), its transfer encoding (quoted-printable or base64) undone.
 */

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    const hex = text.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function splitHeaders(entity: string): { headers: string; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  if (end === -1) return { headers: entity, body: '' };
  const separator = /\r?\n\r?\n/.exec(entity.slice(end))?.[0] ?? '\n\n';
  return { headers: entity.slice(0, end), body: entity.slice(end + separator.length) };
}

/** The e-mail's subject (encoded words are left as they are: the school's subjects are ASCII). */
export function getEmailSubject(email: ReceivedEmail): string {
  const { headers } = splitHeaders(email.raw);
  return /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
}

/** The text/plain body of the e-mail, decoded. */
export function getEmailText(email: ReceivedEmail): string {
  const { headers, body } = splitHeaders(email.raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return decodePart(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const entity = splitHeaders(part.replace(/^\r?\n/, ''));
    if (/content-type:\s*text\/plain/i.test(entity.headers)) return decodePart(entity.headers, entity.body);
    // A nested multipart (alternative inside mixed): look inside it.
    if (/content-type:\s*multipart\//i.test(entity.headers)) {
      const nested = getEmailText({ ...email, raw: part.replace(/^\r?\n/, '') });
      if (nested !== '') return nested;
    }
  }
  return '';
}
