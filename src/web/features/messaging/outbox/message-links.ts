/** A piece of a message's text: plain words, or a link the page may make clickable. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Splits a message's plain text into words and links. Only http(s) links to one of `origins`
 * (this site's own address) become links; any other address stays text, so a message can never
 * lead the owner somewhere the site did not put it. Nothing here is HTML: the page renders each
 * part as text, escaped by React.
 */
export function splitMessageLinks(text: string, origins: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = toAllowedHref(candidate, origins);
    if (!href) continue;
    const start = match.index;
    if (start > textStart) parts.push({ kind: 'text', text: text.slice(textStart, start) });
    parts.push({ kind: 'link', text: candidate, href });
    textStart = start + candidate.length;
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}

function toAllowedHref(candidate: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.href : null;
}
