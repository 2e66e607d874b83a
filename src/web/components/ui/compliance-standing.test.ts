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
});
