import { Tabs } from 'radix-ui';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabTriggerWithCount } from './tab-trigger-with-count';

function renderInTabs(trigger: ReactNode): string {
  return renderToStaticMarkup(
    createElement(Tabs.Root, { value: 'bookings' }, createElement(Tabs.List, null, trigger)),
  );
}

const waiting = { one: 'waiting', other: 'waiting' };

describe('a tab with a count', () => {
  it('is named with its count in words, and its badge is only seen', () => {
    const html = renderInTabs(
      createElement(TabTriggerWithCount, {
        value: 'bookings',
        title: 'Pending Bookings',
        icon: null,
        count: { value: 3, words: waiting, badgeClassName: 'bg-amber-100' },
        className: '',
      }),
    );
    expect(html).toContain('aria-label="Pending Bookings, 3 waiting"');
    // The visible text: the title, then the number in its badge beside it (never over it).
    expect(html).toMatch(/>Pending Bookings<\/span><span aria-hidden="true"[^>]*>3<\/span>/);
    expect(html).not.toContain('sr-only');
  });

  it('is named by its title alone when nothing is counted', () => {
    const html = renderInTabs(
      createElement(TabTriggerWithCount, {
        value: 'bookings',
        title: 'Pending Bookings',
        icon: null,
        count: { value: 0, words: waiting, badgeClassName: 'bg-amber-100' },
        className: '',
      }),
    );
    expect(html).not.toContain('aria-label');
    expect(html).not.toContain('aria-hidden');
  });
});
