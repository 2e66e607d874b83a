import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LEARNER_PAGE,
  LIMIT_SLACK_KIB,
  PAGE_JAVASCRIPT_BUDGETS,
  type PageJavaScriptBudget,
} from '../../scripts/page-budgets';
import { MOBILE_WIDTH, setUpBrowser, waitForPageReady, waitUntilNoNewScript } from './support/browser';
import { getDemoLearnerAccessToken } from './support/instructor-api';

/*
 * Issue 36: every page's JavaScript within the table in scripts/page-budgets.ts, measured the way
 * a phone pays for it: the compressed bytes the server sends for scripts, in Chromium with no
 * throttling, from the address until no new script arrives, with no tap or scroll. Bytes, not
 * timings: the same build always gives the same figures, so this check cannot be flaky.
 */

const browser = setUpBrowser();
/** Pages measured at once: each has its own context, and bytes do not depend on timing. */
const PAGES_AT_ONCE = 2;
/** Bytes do not depend on time, so a busy machine only needs longer to settle. */
const SETTLE_TIMEOUT_MS = 45_000;

interface Measured {
  budget: PageJavaScriptBudget;
  kib: number;
  scripts: Map<string, number>;
}

async function measureScripts(page: Page, path: string): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scriptUrls = new Map<string, string>();
  const bytesByScript = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptUrls.set(event.requestId, new URL(event.response.url).pathname);
  });
  // The body's bytes as they came over the wire (compressed), without the headers.
  cdp.on('Network.dataReceived', (event) => {
    const script = scriptUrls.get(event.requestId);
    if (script) bytesByScript.set(script, (bytesByScript.get(script) ?? 0) + event.encodedDataLength);
  });
  await page.goto(path);
  await waitForPageReady(page, SETTLE_TIMEOUT_MS);
  await waitUntilNoNewScript(page, () => bytesByScript.size);
  await cdp.detach();
  return bytesByScript;
}

function formatKib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function describeMeasured({ budget, kib, scripts }: Measured): string {
  const largest = [...scripts.entries()]
    .sort((first, second) => second[1] - first[1])
    .slice(0, 6)
    .map(([script, bytes]) => `${script} ${formatKib(bytes)}`)
    .join(', ');
  return `${budget.path}: ${kib.toFixed(1)} KiB in ${scripts.size} scripts (limit ${budget.limitKiB}, budget ${budget.budgetKiB}); largest: ${largest}`;
}

describe("each page's JavaScript", () => {
  it('is within its limit, and the limit comes down with the page', { timeout: 300_000 }, async () => {
    const learnerToken = await getDemoLearnerAccessToken();
    const measured: Measured[] = [];
    for (let start = 0; start < PAGE_JAVASCRIPT_BUDGETS.length; start += PAGES_AT_ONCE) {
      const batch = PAGE_JAVASCRIPT_BUDGETS.slice(start, start + PAGES_AT_ONCE);
      measured.push(
        ...(await Promise.all(
          batch.map(async (budget) => {
            const page = await browser.newPage(MOBILE_WIDTH);
            const path =
              budget.path === LEARNER_PAGE ? `/secure-progress?token=${learnerToken}` : budget.path;
            const scripts = await measureScripts(page, path);
            const bytes = [...scripts.values()].reduce((sum, value) => sum + value, 0);
            return { budget, kib: bytes / 1024, scripts };
          }),
        )),
      );
    }
    const report = measured.map(describeMeasured).join('\n');
    console.info(`JavaScript per page (compressed KiB):\n${report}`);

    for (const { budget, kib, scripts } of measured) {
      expect(scripts.size, `${budget.path} loads its code`).toBeGreaterThan(0);
      expect(kib, `${budget.path} is over its limit:\n${report}`).toBeLessThanOrEqual(budget.limitKiB);
      expect(budget.limitKiB, `${budget.path}: a limit is never under the budget`).toBeGreaterThanOrEqual(
        budget.budgetKiB,
      );
      // A page over budget that was cut well below its limit lowers the limit with it.
      if (budget.limitKiB > budget.budgetKiB) {
        const lowerLimit = Math.max(budget.budgetKiB, Math.ceil(kib + 2));
        expect(
          budget.limitKiB - kib,
          `${budget.path} measured ${kib.toFixed(1)} KiB: lower its limit in scripts/page-budgets.ts to ${lowerLimit}`,
        ).toBeLessThanOrEqual(LIMIT_SLACK_KIB);
      }
    }
  });
});
