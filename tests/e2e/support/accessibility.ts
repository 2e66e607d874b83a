import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is now; fails listing every violation: its id,
 * impact, help text, link and the selectors of the offending nodes.
 * The page must come from `browser.newContext()` (setUpBrowser does that).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await finishRunningAnimations(page);
  // Not `resultTypes: ['violations']`: it makes landmark-unique report landmarks that are unique.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  // Axe's default run finishes its results in a new blank page (so cross-origin frames can take
  // part), about twice the time of running in the page itself. Same-origin frames are checked
  // either way, so a page without a cross-origin frame runs in place.
  if (!hasCrossOriginFrame(page)) builder = builder.setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  if (results.violations.length === 0) return;

  const width = page.viewportSize()?.width;
  throw new Error(
    `Expected no axe violations on ${page.url()}${width ? ` at ${width} px` : ''}, ` +
      `found ${results.violations.length}:\n${results.violations.map(formatViolation).join('\n')}`,
  );
}

function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    if (url === '' || url.startsWith('about:') || url.startsWith('data:')) return false;
    return new URL(url).origin !== origin;
  });
}

/**
 * Waits for the animations that end (a dialog fading in) to end: axe reads the colours as they are
 * painted, and half-way through a fade-in they are too faint. Looping ones (a skeleton's pulse)
 * are left running.
 */
async function finishRunningAnimations(page: Page): Promise<void> {
  const finished = page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    // axe itself reports a page that cannot be read.
    .catch(() => undefined);
  // Never more than a second: a paused animation would not finish at all.
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

function formatViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target
      .map((selector) => (typeof selector === 'string' ? selector : selector.join(' >>> ')))
      .join(' | ');
    const summary = node.failureSummary
      ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}`
      : '';
    return `    - ${target}${summary}`;
  });
  return `  * ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}`;
}
