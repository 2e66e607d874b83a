import { describe, expect, it } from 'vitest';
import { createHydrationSchedule } from './hydrate-later';

describe('createHydrationSchedule', () => {
  it('gives each step one promise, and starts the steps in order', async () => {
    const schedule = createHydrationSchedule();
    expect(schedule(2)).toBe(schedule(2));
    const started: number[] = [];
    await Promise.all([3, 1, 2].map((step) => schedule(step).then(() => started.push(step))));
    expect(started).toEqual([1, 2, 3]);
  });
});
