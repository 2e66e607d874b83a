import type { FastifyBaseLogger } from 'fastify';

export interface RepeatingJob {
  /** What the log says failed. */
  name: string;
  everyMs: number;
  /** 0: the first run starts at once; more: after that long; null: at the first tick. */
  firstRunInMs: number | null;
  logger: FastifyBaseLogger;
  run: () => Promise<void>;
}

/**
 * Runs a background job every `everyMs`, one run at a time (a slow run is not stacked on by the
 * next tick), logging a failed run instead of letting it escape. Returns a function that stops the
 * job and waits for a run under way, so closing the app never leaves one writing to a closed
 * database. The timers never keep the process alive.
 */
export function startRepeatingJob(job: RepeatingJob): () => Promise<void> {
  let current: Promise<void> | null = null;
  let stopped = false;
  const runOnce = async () => {
    try {
      await job.run();
    } catch (error) {
      job.logger.error({ err: error }, `${job.name} failed`);
    }
  };
  const tick = () => {
    if (stopped || current) return;
    current = runOnce().finally(() => {
      current = null;
    });
  };
  const first = job.firstRunInMs === null ? null : setTimeout(tick, job.firstRunInMs);
  first?.unref();
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    if (first) clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}
