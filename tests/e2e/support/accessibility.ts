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
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  if (results.violations.length === 0) return;

  const width = page.viewportSize()?.width;
  throw new Error(
    `Expected no axe violations on ${page.url()}${width ? ` at ${width} px` : ''}, ` +
      `found ${results.violations.length}:\n${results.violations.map(formatViolation).join('\n')}`,
  );
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
