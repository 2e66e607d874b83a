/*
 * One read of the database for many requests that ask the same question at once, never an older
 * answer than a request would have got alone (docs/decisions/0043-fast-today-and-students.md).
 *
 * A request never joins a read already under way: that read may have started before a write the
 * caller has already seen succeed (the instructor taps Done, then the screen reloads). It waits for
 * the next read instead, which starts after the current one ends and serves every request that
 * arrived meanwhile. So each answer is the database as it was after the request arrived (nothing is
 * kept between reads: no cache to invalidate), and under load the database does at most one read
 * per question at a time, whatever the number of requests: each read's answer is serialised once.
 */

export interface SharedAnswer<T> {
  value: T;
  /** `value` as JSON, made once for every request the read serves. */
  json: string;
}

interface KeyState<T> {
  /** The read under way (settled or not, never rejected). */
  running: Promise<void> | null;
  /** The next read, for requests that arrived while `running` ran; null until one does. */
  next: Promise<SharedAnswer<T>> | null;
}

/** `read(key)` answers like `load(key)` would, started after the call, shared as above. */
export function createFreshSharedRead<K, T>(
  load: (key: K) => Promise<T>,
): (key: K) => Promise<SharedAnswer<T>> {
  const states = new Map<K, KeyState<T>>();

  function start(key: K, state: KeyState<T>): Promise<SharedAnswer<T>> {
    // Those who arrive from now on wait for the read after this one.
    state.next = null;
    const answer = load(key).then((value) => ({ value, json: JSON.stringify(value) }));
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    state.running = settled;
    void settled.then(() => {
      if (state.running !== settled) return;
      state.running = null;
      if (state.next === null) states.delete(key);
    });
    return answer;
  }

  return (key) => {
    let state = states.get(key);
    if (!state) {
      state = { running: null, next: null };
      states.set(key, state);
    }
    if (state.next) return state.next;
    const { running } = state;
    if (!running) return start(key, state);
    const waiting = state;
    waiting.next = running.then(() => start(key, waiting));
    return waiting.next;
  };
}
