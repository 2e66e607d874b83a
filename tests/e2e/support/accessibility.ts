import { AxeBuilder } from '@axe-core/playwright';
import axe, { type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = axe.AxeResults;
type AxeViolation = AxeResults['violations'][number];

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is now; fails listing every violation: its id,
 * impact, help text, link and the selectors of the offending nodes.
 * The page must come from `browser.newContext()` (setUpBrowser does that).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await finishRunningAnimations(page);
  const exclude = options.exclude ?? [];
  // Selectors only name the offending nodes in the message, and axe builds one for every node it
  // checked, passes included (thousands on a dashboard). Run without them, and only when something
  // is found run again with them, to say where.
  const quick = await findViolations(page, exclude, { selectors: false });
  if (quick.length === 0) return;
  const named = await findViolations(page, exclude, {});
  // Should the page have changed between the two runs, the first run's findings still stand.
  const violations = named.length > 0 ? named : quick;

  const width = page.viewportSize()?.width;
  throw new Error(
    `Expected no axe violations on ${page.url()}${width ? ` at ${width} px` : ''}, ` +
      `found ${violations.length}:\n${violations.map(formatViolation).join('\n')}`,
  );
}

async function findViolations(
  page: Page,
  exclude: string[],
  runOptions: RunOptions,
): Promise<AxeViolation[]> {
  const options: RunOptions = { ...runOptions, runOnly: { type: 'tag', values: AXE_TAGS } };
  // axe's default run finishes its results in a new blank page (so cross-origin frames can take
  // part), about twice the time of running in the page itself. Same-origin frames are checked
  // either way, so a page without a cross-origin frame runs in place.
  if (hasCrossOriginFrame(page)) {
    // Not `resultTypes: ['violations']`: it makes landmark-unique report landmarks that are unique.
    let builder = new AxeBuilder({ page }).options(options);
    for (const selector of exclude) builder = builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  return findViolationsInPlace(page, exclude, options);
}

/**
 * What AxeBuilder's legacy mode does (axe in each frame, then `axe.run` in the page), but with
 * axe's source put into a document only once: AxeBuilder sends its half a megabyte twice on every
 * call, and a dashboard test checks the same document many times.
 */
async function findViolationsInPlace(
  page: Page,
  exclude: string[],
  options: RunOptions,
): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    try {
      const loaded = await frame.evaluate(() => typeof Reflect.get(window, 'axe') === 'object');
      if (!loaded) {
        await frame.evaluate(axe.source);
        await frame.evaluate(() => {
          const inPage: typeof axe = Reflect.get(window, 'axe');
          inPage.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
        });
      }
    } catch (error) {
      // A frame gone or not ready (as AxeBuilder does): the main frame's own run is what counts.
      if (frame === page.mainFrame()) throw error;
    }
  }
  const outcome = await page.evaluate(
    async ({ context, runOptions }) => {
      const inPage: typeof axe = Reflect.get(window, 'axe');
      try {
        // Only the violations come back: the passes, with a node and its HTML for every element
        // axe checked, are most of the results, and copying them out of the page cost more than
        // checking.
        const { violations } = await inPage.run(context, runOptions);
        return { error: null, violations };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error), violations: null };
      }
    },
    { context: { include: [], exclude }, runOptions: options },
  );
  if (outcome.error !== null || outcome.violations === null)
    throw new Error(outcome.error ?? 'axe gave no results');
  return outcome.violations;
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
    // A run without selectors leaves `target` out, whatever axe's types say.
    const selectors: AxeViolation['nodes'][number]['target'] | undefined = node.target;
    const target = (selectors ?? [node.html])
      .map((selector) => (typeof selector === 'string' ? selector : selector.join(' >>> ')))
      .join(' | ');
    const summary = node.failureSummary
      ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}`
      : '';
    return `    - ${target}${summary}`;
  });
  return `  * ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}`;
}
