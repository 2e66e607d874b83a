import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type TimeSlot, timeSlotsResponseSchema } from '../../../src/core/bookings/booking/time-slot-schemas';
import { formatLongDate, formatTime12h } from '../../../src/core/format/display-format';
import { getBaseUrl } from './e2e-context';

/*
 * The booking page as a learner uses it: free times from the API, the package cards, the date
 * grid, the time buttons and the details form. `baseUrl`: a spec's own server (default: the shared one).
 */

export async function fetchFreeSlots(baseUrl = getBaseUrl()): Promise<TimeSlot[]> {
  const response = await fetch(new URL('/api/time-slots', baseUrl));
  expect(response.status, 'GET /api/time-slots should answer 200').toBe(200);
  return timeSlotsResponseSchema.parse(await response.json());
}

/** 'HH:MM' plus minutes (daytime slots: no clock change in between). */
function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The latest date that still has two free 1-hour times back to back, and those two times (earliest
 * first): a 2 Hour Lesson is one lesson in one stretch (docs/decisions/0033).
 */
export async function findTwoFreeHours(
  baseUrl = getBaseUrl(),
): Promise<{ date: string; slots: [TimeSlot, TimeSlot] }> {
  const slots = await fetchFreeSlots(baseUrl);
  const dates = [...new Set(slots.map((slot) => slot.date))].reverse();
  for (const date of dates) {
    const hours = slots.filter((slot) => slot.date === date && slot.duration === 60);
    for (const first of hours) {
      const second = hours.find((slot) => slot.time === addMinutes(first.time, 60));
      if (second) return { date, slots: [first, second] };
    }
  }
  throw new Error('Expected the demo availability to have a date with two free 1-hour times back to back');
}

export function packageCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** Pages through the date grid with 'Next' until `date` is on screen, then chooses it. */
export async function chooseDate(page: Page, date: string): Promise<void> {
  const dateButton = page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`^${formatLongDate(date)}, `) });
  const next = page.getByRole('button', { name: 'Next dates' });
  for (let turns = 0; (await dateButton.count()) === 0; turns += 1) {
    expect(turns, `expected to find ${date} in the date grid within 10 pages`).toBeLessThan(10);
    expect(await next.isEnabled(), `expected a next page of dates to reach ${date}`).toBe(true);
    await next.click();
  }
  await dateButton.click();
  expect(await dateButton.getAttribute('aria-pressed'), `the date ${date} should show as chosen`).toBe(
    'true',
  );
}

export function timeButton(page: Page, slot: TimeSlot) {
  return page
    .getByRole('region', { name: `Times on ${formatLongDate(slot.date)}` })
    .getByRole('button', { name: new RegExp(`^${formatTime12h(slot.time)} `) });
}

export async function chooseTime(page: Page, slot: TimeSlot): Promise<void> {
  const button = timeButton(page, slot);
  await button.click();
  expect(await button.getAttribute('aria-pressed'), `${slot.time} should show as chosen`).toBe('true');
}

export interface LearnerDetails {
  fullName: string;
  email: string;
  phone: string;
  /** Optional on the form: left empty when not given. */
  pickupAddress?: string;
  pickupPostcode?: string;
}

export async function fillDetails(page: Page, learner: LearnerDetails): Promise<void> {
  await page.getByLabel('Full name', { exact: true }).fill(learner.fullName);
  await page.getByLabel('E-mail', { exact: true }).fill(learner.email);
  await page.getByLabel('Phone number', { exact: true }).fill(learner.phone);
  await page.getByLabel('Driving experience', { exact: true }).selectOption('beginner');
  if (learner.pickupAddress) await page.getByLabel('Pickup address').fill(learner.pickupAddress);
  if (learner.pickupPostcode) await page.getByLabel('Postcode').fill(learner.pickupPostcode);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
}
