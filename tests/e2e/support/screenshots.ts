import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORT_WIDTHS } from './browser';
import { REPO_ROOT } from './test-server';

export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');

/**
 * Screenshots are for people to look at while building (no check reads them); CI turns them off
 * (`E2E_SCREENSHOTS=off` in .ci/run). One CI run each, 2026-11-26: browser suite 668 s with, 610 s without.
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Saves full-page PNGs as test-results/screenshots/<name>-<width>.png, by default at 390 and
 * 1280 px. The viewport is resized for each width and put back afterwards.
 */
export async function takeScreenshots(
  page: Page,
  name: string,
  widths: readonly number[] = VIEWPORT_WIDTHS,
): Promise<string[]> {
  if (!SCREENSHOTS_ON) return [];
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const saved: string[] = [];
  try {
    for (const width of widths) {
      // Compare with the current width: after the first resize it is no longer the original.
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: original?.height ?? 900 });
        // Let layout and any resize listeners catch up.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        );
      }
      const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      saved.push(path);
    }
  } finally {
    if (original && page.viewportSize()?.width !== original.width) await page.setViewportSize(original);
  }
  return saved;
}

/** One element alone at 390 and 1280 px, on a screen tall enough to show all of it. */
export async function screenshotElement(page: Page, element: Locator, name: string): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of VIEWPORT_WIDTHS) {
    await page.setViewportSize({ width, height: 2400 });
    await element.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}
