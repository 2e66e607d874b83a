/*
 * Answers kept while the database says they are current (docs/decisions/0043-fast-today-and-students.md).
 *
 * The caller reads the version of what the answer reads from the database FIRST, then asks here.
 * An answer computed after that read saw at least every write the version stands for (a write
 * changes the version in the same commit that makes it visible), so it is never older than its
 * version: serving it while the version is unchanged can only give a newer answer, never an older
 * one. The clock is the other input: each answer says until when it holds (`validUntil`), and
 * holds from the instant it was computed; it is used only between the two.
 *
 * One entry per key (the newest one computed), at most `maxEntries` keys, the least recently used
 * dropped first. Requests that miss together with the same key and version share one computation.
 */

export interface KeptAnswer<T> {
  value: T;
  /** `value` as sent: its JSON, made once for every request it serves. */
  json: string;
}

export interface TimedAnswer<T> extends KeptAnswer<T> {
  /** The first instant (ms since the epoch) at which the answer may differ for the same data. */
  validUntil: number;
}

export interface VersionedAnswerCache<T> {
  /**
   * The answer for `key` at `now` with the data at `version` or newer: a kept one when it holds,
   * else `compute(now)`'s. A null version (none in the database) keeps nothing.
   */
  get(
    key: string,
    version: number | null,
    now: Date,
    compute: (now: Date) => Promise<TimedAnswer<T>>,
  ): Promise<KeptAnswer<T>>;
  /** How many answers are kept (tests, and a bound on memory). */
  size(): number;
}

interface Entry<T> {
  version: number;
  validFrom: number;
  answer: TimedAnswer<T>;
}

interface Running<T> {
  version: number;
  startedAt: number;
  answer: Promise<TimedAnswer<T>>;
}

export function createVersionedAnswerCache<T>(options: { maxEntries: number }): VersionedAnswerCache<T> {
  const entries = new Map<string, Entry<T>>();
  const running = new Map<string, Running<T>>();

  function keep(key: string, entry: Entry<T>): void {
    entries.delete(key);
    entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the least recently used.
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  function start(
    key: string,
    version: number,
    now: Date,
    compute: (now: Date) => Promise<TimedAnswer<T>>,
  ): Running<T> {
    const startedAt = now.getTime();
    const run: Running<T> = { version, startedAt, answer: compute(now) };
    running.set(key, run);
    run.answer.then(
      (answer) => {
        if (running.get(key) === run) running.delete(key);
        keep(key, { version, validFrom: startedAt, answer });
      },
      () => {
        if (running.get(key) === run) running.delete(key);
      },
    );
    return run;
  }

  return {
    async get(key, version, now, compute) {
      if (version === null) return compute(now);
      const at = now.getTime();
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.validFrom <= at && at < entry.answer.validUntil) {
        keep(key, entry);
        return entry.answer;
      }
      // A computation under way for the same version, started no later than this request's
      // instant, answers it too if its answer still holds at that instant.
      let run = running.get(key);
      if (!run || run.version !== version || run.startedAt > at) run = start(key, version, now, compute);
      const answer = await run.answer;
      if (at < answer.validUntil) return answer;
      // The clock passed the answer's end while it was computed (a minute turned): this one alone.
      return compute(now);
    },
    size: () => entries.size,
  };
}
