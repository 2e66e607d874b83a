import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for a toast with this title; checks its text when `description` is given. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  // 15 s: a toast after a round trip to a fake outside service (Google, Stripe) on a busy machine.
  await toast.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
    throw new Error(`Expected a toast titled '${title}' on ${page.url()}`);
  });
  if (description === undefined) return;
  const text = await toast.innerText();
  if (typeof description === 'string') expect(text, `the '${title}' toast`).toContain(description);
  else expect(text, `the '${title}' toast`).toMatch(description);
}

/** Closes the toasts on screen so they do not cover a screenshot. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (const button of await close.all()) {
    if (await button.isVisible()) await button.click();
  }
  await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .waitFor({ state: 'detached' });
}
