import { describe, expect, it } from 'vitest';
import { createFreshSharedRead } from './fresh-shared-read';

/** A load whose reads the test finishes by hand, recording what each read saw. */
function manualLoad() {
  let state = 0;
  const started: { key: string; seen: number; finish: () => void }[] = [];
  const load = (key: string) =>
    new Promise<{ key: string; seen: number }>((resolve) => {
      const seen = state;
      started.push({ key, seen, finish: () => resolve({ key, seen }) });
    });
  return {
    load,
    started,
    write: () => {
      state += 1;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createFreshSharedRead', () => {
  it('never answers a request with a read that started before it arrived, and shares the next one', async () => {
    const source = manualLoad();
    const read = createFreshSharedRead(source.load);
    const first = read('a');
    expect(source.started).toHaveLength(1);
    // A write lands while the first read runs; requests after it must see it.
    source.write();
    const second = read('a');
    const third = read('a');
    expect(source.started).toHaveLength(1);
    source.started[0]?.finish();
    expect((await first).value.seen).toBe(0);
    await tick();
    expect(source.started).toHaveLength(2);
    source.started[1]?.finish();
    const [secondAnswer, thirdAnswer] = await Promise.all([second, third]);
    expect(secondAnswer.value.seen).toBe(1);
    // One read, one JSON, for both requests.
    expect(thirdAnswer).toBe(secondAnswer);
    expect(secondAnswer.json).toBe(JSON.stringify({ key: 'a', seen: 1 }));
  });

  it('keeps keys apart and starts afresh once idle', async () => {
    const source = manualLoad();
    const read = createFreshSharedRead(source.load);
    const a = read('a');
    const b = read('b');
    expect(source.started.map((entry) => entry.key)).toEqual(['a', 'b']);
    for (const entry of source.started) entry.finish();
    expect((await a).value.key).toBe('a');
    expect((await b).value.key).toBe('b');
    await tick();
    source.write();
    const later = read('a');
    expect(source.started).toHaveLength(3);
    source.started[2]?.finish();
    expect((await later).value.seen).toBe(1);
  });

  it('gives a failed read to its own requests only', async () => {
    let calls = 0;
    const read = createFreshSharedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return calls;
    });
    await expect(read('a')).rejects.toThrow('database unavailable');
    expect((await read('a')).value).toBe(2);
  });
});
