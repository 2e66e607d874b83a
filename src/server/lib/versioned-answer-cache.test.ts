import { describe, expect, it } from 'vitest';
import { createVersionedAnswerCache, type TimedAnswer } from './versioned-answer-cache';

const T0 = new Date('2027-06-16T13:00:10Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const MINUTE_END = new Date('2027-06-16T13:01:00Z').getTime();

/** A computation that counts its runs and answers `answer-N`, valid until `validUntil` or the minute's end. */
function counting(validUntil?: number) {
  let runs = 0;
  return {
    runs: () => runs,
    compute: async (now: Date): Promise<TimedAnswer<string>> => {
      runs += 1;
      const value = `answer-${runs} at ${now.toISOString()}`;
      return {
        value,
        json: JSON.stringify(value),
        validUntil: validUntil ?? (Math.floor(now.getTime() / 60_000) + 1) * 60_000,
      };
    },
  };
}

describe('createVersionedAnswerCache', () => {
  it('keeps an answer for its key while the version is the same and the clock within its span', async () => {
    const cache = createVersionedAnswerCache<string>({ maxEntries: 4 });
    const source = counting();
    const first = await cache.get('a', 1, T0, source.compute);
    expect(await cache.get('a', 1, at(30), source.compute)).toBe(first);
    expect(source.runs()).toBe(1);
    // Another key, another version, the minute's end, and before the answer was made: computed.
    await cache.get('b', 1, at(30), source.compute);
    expect(source.runs()).toBe(2);
    expect((await cache.get('a', 2, at(30), source.compute)).value).toBe(
      'answer-3 at 2027-06-16T13:00:40.000Z',
    );
    expect((await cache.get('a', 2, at(45), source.compute)).value).toBe(
      'answer-3 at 2027-06-16T13:00:40.000Z',
    );
    await cache.get('a', 2, new Date(MINUTE_END), source.compute);
    expect(source.runs()).toBe(4);
    await cache.get('a', 2, T0, source.compute);
    expect(source.runs()).toBe(5);
  });

  it('keeps nothing without a version', async () => {
    const cache = createVersionedAnswerCache<string>({ maxEntries: 4 });
    const source = counting();
    await cache.get('a', null, T0, source.compute);
    await cache.get('a', null, T0, source.compute);
    expect(source.runs()).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('shares one computation between requests that miss together with the same key and version', async () => {
    const cache = createVersionedAnswerCache<string>({ maxEntries: 4 });
    const source = counting();
    const answers = await Promise.all([
      cache.get('a', 1, T0, source.compute),
      cache.get('a', 1, at(1), source.compute),
      cache.get('a', 1, at(2), source.compute),
    ]);
    expect(source.runs()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // A newer version never joins the older one's computation.
    const [older, newer] = await Promise.all([
      cache.get('b', 1, T0, source.compute),
      cache.get('b', 2, at(1), source.compute),
    ]);
    expect(older).not.toBe(newer);
    expect(source.runs()).toBe(3);
  });

  it('does not hand a request an answer that ended before its instant', async () => {
    const cache = createVersionedAnswerCache<string>({ maxEntries: 4 });
    // The answer ends 5 s after T0; a request at T0 + 20 s joined its computation.
    const source = counting(at(5).getTime());
    const [early, late] = await Promise.all([
      cache.get('a', 1, T0, source.compute),
      cache.get('a', 1, at(20), source.compute),
    ]);
    expect(early.value).toBe('answer-1 at 2027-06-16T13:00:10.000Z');
    expect(late.value).toBe('answer-2 at 2027-06-16T13:00:30.000Z');
  });

  it('keeps at most maxEntries answers, the least recently used dropped first', async () => {
    const cache = createVersionedAnswerCache<string>({ maxEntries: 2 });
    const source = counting();
    await cache.get('a', 1, T0, source.compute);
    await cache.get('b', 1, T0, source.compute);
    await cache.get('a', 1, T0, source.compute);
    await cache.get('c', 1, T0, source.compute);
    expect(cache.size()).toBe(2);
    expect(source.runs()).toBe(3);
    await cache.get('a', 1, T0, source.compute);
    expect(source.runs()).toBe(3);
    await cache.get('b', 1, T0, source.compute);
    expect(source.runs()).toBe(4);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = createVersionedAnswerCache<string>({ maxEntries: 2 });
    const failing = async (): Promise<TimedAnswer<string>> => {
      throw new Error('database gone');
    };
    await expect(cache.get('a', 1, T0, failing)).rejects.toThrow('database gone');
    const source = counting();
    expect((await cache.get('a', 1, T0, source.compute)).value).toBe('answer-1 at 2027-06-16T13:00:10.000Z');
  });
});
