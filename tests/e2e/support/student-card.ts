import type { Locator, Page } from 'playwright-core';
import { waitForPageReady } from './browser';

/** The label → value pairs of a definition list (a balance), as shown. */
export async function readFacts(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((element) => {
    const facts: Record<string, string> = {};
    for (const term of element.querySelectorAll('dt')) {
      const value = term.nextElementSibling;
      if (value?.tagName === 'DD') facts[term.textContent?.trim() ?? ''] = value.textContent?.trim() ?? '';
    }
    return facts;
  });
}

/** A learner's card on the Students tab, searched for and opened (a phone shows it folded). */
export async function openStudentCard(page: Page, fullName: string): Promise<Locator> {
  await page.goto('/instructor-dashboard?tab=students');
  await waitForPageReady(page);
  await page.getByLabel('Search students').fill(fullName);
  const card = page.getByRole('article', { name: fullName, exact: true });
  await card.waitFor({ timeout: 10_000 });
  const showDetails = card.getByRole('button', { name: 'Show details' });
  if (await showDetails.isVisible()) await showDetails.click();
  await card.getByRole('region', { name: 'Hours and money' }).waitFor();
  return card;
}
