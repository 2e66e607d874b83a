import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../tests/support/silent-logger';
import { startRepeatingJob } from './repeating-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('startRepeatingJob', () => {
  it('runs first when asked, then every period, never two runs at once', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finishRun: () => void = () => undefined;
    const stop = startRepeatingJob({
      name: 'test job',
      everyMs: 1000,
      firstRunInMs: 0,
      logger: silentLogger,
      run: () => {
        started += 1;
        return new Promise<void>((resolve) => {
          finishRun = resolve;
        });
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(1);
    // The first run is still going: the ticks pass it by.
    await vi.advanceTimersByTimeAsync(2500);
    expect(started).toBe(1);
    finishRun();
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toBe(2);
    finishRun();
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(2);
  });

  it('logs a failed run and goes on', async () => {
    vi.useFakeTimers();
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line).msg) });
    let runs = 0;
    const stop = startRepeatingJob({
      name: 'flaky job',
      everyMs: 1000,
      firstRunInMs: null,
      logger,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('boom');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    expect(logged).toEqual(['flaky job failed']);
    await stop();
  });

  it('stopping waits for the run under way', async () => {
    vi.useFakeTimers();
    let finished = false;
    const stop = startRepeatingJob({
      name: 'slow job',
      everyMs: 60_000,
      firstRunInMs: 0,
      logger: silentLogger,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished = true;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    const stopping = stop();
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(finished).toBe(true);
  });
});
