import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The compiled server, as `npm start` runs it (`npm run build` makes it). */
const SERVER_ENTRY = join(REPO_ROOT, 'dist', 'server', 'server.js');
// A first start migrates and seeds the demo school. In CI the API suite runs beside this one and
// migrates its own templates at the same moment; on a busy 2-core machine that start took over 60 s.
const STARTUP_DEADLINE_MS = 180_000;
const HEALTH_POLL_INTERVAL_MS = 250;
const STOP_GRACE_MS = 10_000;
/** Keep only the tail of the server's output: enough to explain a failure. */
const MAX_CAPTURED_OUTPUT = 20_000;

export interface RunningTestServer {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (its memory is read from /proc/<pid>/status). */
  pid: number | undefined;
  /** Everything the server printed so far (tail). */
  output(): string;
  /** False once the server process has exited (a crash, or after stop). */
  isRunning(): boolean;
  /**
   * SIGTERM, then SIGKILL after 10 s; removes the data directory unless `keepDataDir` (a template
   * for other servers: the server has shut its database down cleanly by then). Safe to call twice.
   */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
}

/** A port nobody listens on right now: listen on port 0, read the port, close. */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : null;
      probe.close(() => {
        if (port === null) reject(new Error('Could not read the port of a probe server'));
        else resolve(port);
      });
    });
  });
}

/** The V8 flags `npm start` gives the server (package.json `config.serverNodeFlags`). */
function readServerNodeFlags(): string[] {
  const packageJson = z
    .object({ config: z.object({ serverNodeFlags: z.string() }) })
    .parse(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')));
  return packageJson.config.serverNodeFlags.split(/\s+/).filter(Boolean);
}

/**
 * Starts the compiled server (`dist/server/server.js`, with `npm start`'s flags) on a free port with a fresh data directory (its own embedded
 * database), and resolves once GET /api/health answers 200. Rejects with the server's output if it
 * exits or is not healthy within 60 s.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    /** False for API-only tests (the database fault tests): pages then answer 503. */
    requireWebBuild?: boolean;
    /**
     * The data directory of a server that started and stopped (`serverDataTemplate()` in a spec):
     * copied, so this server opens a database already created, migrated and seeded, in about a
     * quarter of the time a new one takes. The e2e run makes one in its global setup.
     */
    dataTemplate?: string;
  } = {},
): Promise<RunningTestServer> {
  // What `npm start` does first: build when the build is missing or older than the sources (a
  // no-op after `npm run build`), so no test runs a server older than the code it tests.
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'ensure-build.mjs')], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`Building the server failed:\n${build.stdout}${build.stderr}`);
  }
  const webIndex = join(REPO_ROOT, 'dist', 'web', 'index.html');
  if ((options.requireWebBuild ?? true) && !existsSync(webIndex)) {
    throw new Error(
      `The web app is not built (${webIndex} is missing): run \`npm run build\` before the e2e suite ` +
        '(`npm run test:e2e` does it for you).',
    );
  }
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `The server is not built (${SERVER_ENTRY} is missing): run \`npm run build\` before the e2e suite ` +
        '(`npm run test:e2e` does it for you).',
    );
  }

  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'driving-school-e2e-'));
  if (options.dataTemplate !== undefined) cpSync(options.dataTemplate, dataDir, { recursive: true });

  let captured = '';
  const capture = (chunk: Buffer) => {
    captured = (captured + chunk.toString('utf8')).slice(-MAX_CAPTURED_OUTPUT);
  };

  const child = spawn(process.execPath, [...readServerNodeFlags(), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The embedded database, whatever the caller's shell has set.
      DATABASE_URL: '',
      // Every spec drives the API from one address (127.0.0.1); the limits are tested in the API suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_SENSITIVE_PER_MINUTE: '100000',
      // Outside services pointed at fakes started by the global setup (Google Calendar).
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a SIGKILL to the group reaches anything the server started.
    detached: true,
  });
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);

  const exited = waitForExit(child);
  // If the test runner itself dies, do not leave the server behind.
  const killOnExit = () => killProcessGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async (stopOptions: { keepDataDir?: boolean } = {}) => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    await stopProcess(child, exited);
    if (!stopOptions.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, exited, () => captured);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    output: () => captured,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    stop,
  };
}

interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function waitForExit(child: ChildProcess): Promise<ExitInfo> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      console.error(`Could not start the test server: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  exited: Promise<ExitInfo>,
  output: () => string,
): Promise<void> {
  const healthUrl = `${baseUrl}/api/health`;
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  const state: { exit: ExitInfo | null } = { exit: null };
  void exited.then((info) => {
    state.exit = info;
  });
  let lastProblem = 'no answer yet';

  while (Date.now() < deadline) {
    if (state.exit) {
      const { code, signal } = state.exit;
      throw new Error(
        `The test server exited before it was healthy (code ${code}, signal ${signal}). Its output:\n${output()}`,
      );
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        const body: unknown = await response.json();
        if (typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok') return;
        lastProblem = `200 with an unexpected body: ${JSON.stringify(body)}`;
      } else {
        lastProblem = `status ${response.status}`;
      }
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await delay(HEALTH_POLL_INTERVAL_MS);
  }
  throw new Error(
    `The test server was not healthy within ${STARTUP_DEADLINE_MS / 1000} s (expected GET ${healthUrl} to ` +
      `answer 200 {status:'ok'}; last: ${lastProblem}). Its output:\n${output()}`,
  );
}

async function stopProcess(child: ChildProcess, exited: Promise<ExitInfo>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timedOut = Symbol('timed out');
    const result = await Promise.race([exited, delay(STOP_GRACE_MS).then(() => timedOut)]);
    if (result === timedOut) {
      console.warn(
        `The test server did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM: sending SIGKILL`,
      );
      killProcessGroup(child, 'SIGKILL');
      await exited;
    }
  }
  // Whatever the server started must not outlive it.
  killProcessGroup(child, 'SIGKILL');
}

/** Signals the process group of a child started with `detached: true` (only what that child started). */
function killProcessGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
