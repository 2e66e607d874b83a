import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComplianceBadge, ComplianceLines } from './compliance-standing';

describe('an instructor’s standing', () => {
  it('says "Not bookable" in words and lists why', () => {
    const html = renderToStaticMarkup(
      createElement('div', null, [
        createElement(ComplianceBadge, { key: 'badge', state: 'locked' }),
        createElement(ComplianceLines, {
          key: 'lines',
          assessment: {
            bookable: false,
            state: 'locked',
            lines: ['Insurance expired on 3 Nov 2026 — not bookable', 'Badge expires in 7 days (6 Dec 2026)'],
          },
        }),
      ]),
    );
    expect(html).toContain('Not bookable');
    expect(html).toContain('<li>Insurance expired on 3 Nov 2026 — not bookable</li>');
    expect(html).toContain('<li>Badge expires in 7 days (6 Dec 2026)</li>');
  });

  it('shows nothing but the badge when all is in order', () => {
    expect(
      renderToStaticMarkup(
        createElement(ComplianceLines, { assessment: { bookable: true, state: 'valid', lines: [] } }),
      ),
    ).toBe('');
    expect(renderToStaticMarkup(createElement(ComplianceBadge, { state: 'valid' }))).toContain('Bookable');
  });

  it('says how many lessons to come need cover while not bookable, and nothing of none', () => {
    const assessment = {
      bookable: false,
      state: 'locked' as const,
      lines: ['Insurance expired on 3 Nov 2026 — not bookable'],
    };
    const html = (lessonsToCover: number) =>
      renderToStaticMarkup(createElement(ComplianceLines, { assessment, lessonsToCover }));
    expect(html(3)).toContain('3 lessons to come need cover');
    expect(html(1)).toContain('1 lesson to come needs cover');
    expect(html(0)).not.toContain('cover');
  });
});
