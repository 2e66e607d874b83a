import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility';
import {
  currentPath,
  DESKTOP_WIDTH,
  MOBILE_WIDTH,
  setUpBrowser,
  VIEWPORT_WIDTHS,
  waitForPageReady,
  waitForPath,
} from './support/browser';
import { urlFor } from './support/e2e-context';
import { takeScreenshots } from './support/screenshots';

/** Spec section 2: the header navigation, in order. */
const NAV_LINKS = [
  { name: 'Pricing', href: '/#pricing', pathname: '/', hash: '#pricing' },
  { name: 'Book Lesson', href: '/book-lesson', pathname: '/book-lesson' },
  { name: 'Areas Covered', href: '/areas-covered', pathname: '/areas-covered' },
  { name: 'Driving Tips', href: '/blog', pathname: '/blog' },
  { name: 'My Progress', href: '/my-progress', pathname: '/my-progress' },
  { name: 'Join Our Team', href: '/join-instructor-network', pathname: '/join-instructor-network' },
  { name: 'Instructor Login', href: '/instructor-dashboard', pathname: '/instructor-dashboard' },
] as const;

/** The footer repeats the navigation and adds the terms. */
const FOOTER_LINKS = [
  ...NAV_LINKS.map(({ name, href }) => ({ name, href })),
  { name: 'Terms & Conditions', href: '/terms-and-conditions' },
];

const UNKNOWN_ROUTE = '/this-page-does-not-exist';
const NOT_FOUND_HEADING = '404 Page Not Found';

const browser = setUpBrowser();

/**
 * The links of the site navigation as a user at this width reaches them: in the header at desktop
 * width, behind the menu button on a phone (opened here, and checked to say it is expanded).
 */
async function openSiteNavigation(page: Page, width: number): Promise<Locator> {
  const header = page.getByRole('banner');
  if (width >= DESKTOP_WIDTH) {
    const nav = header.getByRole('navigation');
    await nav
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => {
        throw new Error(`Expected a visible navigation landmark in the page header at ${width} px`);
      });
    return nav;
  }

  const menuButton = header.getByRole('button', { name: /menu/i });
  await menuButton.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
    throw new Error(`Expected a visible button named /menu/i in the page header at ${width} px`);
  });
  await menuButton.click();
  const expanded = await menuButton.getAttribute('aria-expanded');
  expect(expanded, 'the menu button should say it is expanded (aria-expanded="true") once opened').toBe(
    'true',
  );
  // The button names what it opens (a disclosure or a dialog); fall back to an open dialog.
  const controls = await menuButton.getAttribute('aria-controls');
  const menu = controls ? page.locator(`[id="${controls}"]`) : page.getByRole('dialog');
  await menu.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
    throw new Error(`Expected the menu button to open a visible menu at ${width} px`);
  });
  return menu;
}

describe('site navigation', () => {
  describe.each(VIEWPORT_WIDTHS)('at %i px', (width) => {
    it.each(NAV_LINKS)('the $name link goes to $href', async (link) => {
      const page = await browser.newPage(width);
      await page.goto('/');
      await waitForPageReady(page);

      const nav = await openSiteNavigation(page, width);
      const target = nav.getByRole('link', { name: link.name, exact: true });
      // The menu's instructor links load when it first opens (a small lazy part): wait for them.
      await target.first().waitFor({ timeout: 10_000 });
      expect(
        await target.count(),
        `expected exactly one link named '${link.name}' in the site navigation at ${width} px`,
      ).toBe(1);
      await target.click();

      await waitForPath(page, 'hash' in link ? { pathname: link.pathname, hash: link.hash } : link);
      expect(currentPath(page), `clicking '${link.name}' should lead to ${link.pathname}`).toBe(
        link.pathname,
      );
      await waitForPageReady(page);
      const heading = ((await page.locator('h1').first().textContent()) ?? '').trim();
      expect(heading, `the page at ${link.href} should have a non-empty h1`).not.toBe('');
      if ('hash' in link) {
        expect(
          await page.locator(link.hash).count(),
          `the home page should have an element ${link.hash} for the '${link.name}' link to land on`,
        ).toBe(1);
      }
    });

    it('the footer repeats the navigation plus Terms & Conditions, which reaches its page', async () => {
      const page = await browser.newPage(width);
      await page.goto('/');
      await waitForPageReady(page);

      const footer = page.getByRole('contentinfo');
      expect(await footer.count(), 'the page should have one footer (contentinfo landmark)').toBe(1);
      for (const link of FOOTER_LINKS) {
        const footerLink = footer.getByRole('link', { name: link.name, exact: true });
        expect(await footerLink.count(), `the footer should have one link named '${link.name}'`).toBe(1);
        expect(
          await footerLink.getAttribute('href'),
          `the footer's '${link.name}' link should point to`,
        ).toBe(link.href);
        expect(await footerLink.isVisible(), `the footer's '${link.name}' link should be visible`).toBe(true);
      }

      // The footer's own link (the others are the navigation's) reaches its page.
      await footer.getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
      await waitForPath(page, { pathname: '/terms-and-conditions' });
      await waitForPageReady(page);
    });
  });
});

describe('unknown routes', () => {
  it(`show '${NOT_FOUND_HEADING}' with 404 in the title`, async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto(UNKNOWN_ROUTE);
    await waitForPageReady(page);

    const headings = await page.locator('h1').allTextContents();
    expect(
      headings.map((text) => text.trim()),
      `${UNKNOWN_ROUTE} should show exactly one h1 reading '${NOT_FOUND_HEADING}'`,
    ).toEqual([NOT_FOUND_HEADING]);
    await page
      .waitForFunction(() => document.title.includes('404'), undefined, { timeout: 5_000 })
      .catch(() => {
        // The assertion below says what the title was.
      });
    expect(await page.title(), `the document title of ${UNKNOWN_ROUTE} should contain '404'`).toContain(
      '404',
    );
  });
});

/*
 * The home page is checked with axe at 390 px by seo.spec.ts (every public page) and at 1280 px by
 * public-site.spec.ts, the booking page at both by book-lesson.spec.ts; the 404 page here.
 */
describe('accessibility and screenshots', () => {
  it.each(VIEWPORT_WIDTHS)(`${UNKNOWN_ROUTE} has no axe violations at %i px`, async (width) => {
    const page = await browser.newPage(width);
    await page.goto(UNKNOWN_ROUTE);
    await waitForPageReady(page);
    // Screenshot first, so there is a picture of the page even when axe finds something.
    await takeScreenshots(page, 'not-found', [width]);
    await expectNoAxeViolations(page);
  });
});

describe('HTTP responses', () => {
  it('an unknown API path answers a JSON 404 with code NOT_FOUND', async () => {
    const response = await fetch(urlFor('/api/unknown'));
    expect(response.status, 'GET /api/unknown should answer 404').toBe(404);
    expect(response.headers.get('content-type') ?? '', 'GET /api/unknown should answer JSON').toMatch(
      /^application\/json/,
    );
    const body: unknown = await response.json();
    expect(body, "GET /api/unknown should answer { code: 'NOT_FOUND', ... }").toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it.each(['/', '/book-lesson', UNKNOWN_ROUTE])(
    'the HTML page %s carries a Content-Security-Policy',
    async (path) => {
      const response = await fetch(urlFor(path));
      expect(response.status, `GET ${path} should answer 200 (the web app renders its own 404 page)`).toBe(
        200,
      );
      expect(response.headers.get('content-type') ?? '', `GET ${path} should answer HTML`).toMatch(
        /^text\/html/,
      );
      expect(
        response.headers.get('content-security-policy'),
        `GET ${path} should carry a content-security-policy header`,
      ).toBeTruthy();
    },
  );
});
