import { describe, expect, it } from 'vitest';
import { splitMessageLinks } from './message-links';

const SITE = 'https://lessons.example.co.uk';

describe('splitMessageLinks', () => {
  it("makes this site's links clickable and keeps the words around them", () => {
    expect(splitMessageLinks(`Your page: ${SITE}/progress/abc_123. See you soon.`, [SITE])).toEqual([
      { kind: 'text', text: 'Your page: ' },
      { kind: 'link', text: `${SITE}/progress/abc_123`, href: `${SITE}/progress/abc_123` },
      { kind: 'text', text: '. See you soon.' },
    ]);
  });

  it('leaves links to other sites, other schemes and look-alike hosts as text', () => {
    const text = [
      'https://evil.example.com/progress/abc',
      `${SITE}.evil.example.com/x`,
      `https://user@lessons.example.co.uk/x`,
      'javascript:alert(1)',
      'ftp://lessons.example.co.uk/x',
    ].join('\n');
    expect(splitMessageLinks(text, [SITE])).toEqual([{ kind: 'text', text }]);
  });

  it('never turns markup in a message into anything but text', () => {
    const text = `<a href="https://evil.example.com">Pay</a> <img src=x onerror=alert(1)> ${SITE}/pay`;
    const parts = splitMessageLinks(text, [SITE]);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: `${SITE}/pay`, href: `${SITE}/pay` },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('finds several links and keeps a query string whole', () => {
    const parts = splitMessageLinks(`A ${SITE}/a?x=1&y=2 and ${SITE}/b`, [SITE]);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      `${SITE}/a?x=1&y=2`,
      `${SITE}/b`,
    ]);
  });
});
