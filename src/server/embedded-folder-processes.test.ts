import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import '../../tests/support/provided-context';
import { FOLDER_LOCK_FILE } from './db/database-folder-lock';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from './env';

/*
 * Issue 33: a second process on an embedded database folder (a second `npm start`, `npm run
 * restore` or `npm run set-password` while the server runs) used to open it too, and the two
 * overwrote each other. Real processes here, as a person starts them (through tsx: no build
 * needed), on one DATA_DIR: the server holds it, the others are refused and change nothing.
 * PostgreSQL serves several processes, so this runs on the PGlite project only.
 */
const onPglite = process.env.TEST_DB_ENGINE !== 'postgres';

const START_DEADLINE_MS = 90_000;
/** Long enough for a refused process to load and exit on a busy machine; one that runs on is a failure. */
const EXIT_DEADLINE_MS = 60_000;
const NEW_PASSWORD = 'a-brand-new-password-2027';

interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface StartedProcess {
  child: ChildProcess;
  pid: number;
  output(): string;
  exited: Promise<ExitInfo>;
}

function startTsx(entry: string, args: readonly string[], env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const capture = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  if (child.pid === undefined) throw new Error(`Could not start ${entry}`);
  return { child, pid: child.pid, output: () => output, exited };
}

/** Runs a command to its end; one still running after the deadline is stopped and fails the test. */
async function runToExit(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<ExitInfo & { output: string }> {
  const started = startTsx(entry, args, env);
  const timer = new Promise<'still running'>((resolve) => {
    setTimeout(() => resolve('still running'), EXIT_DEADLINE_MS).unref();
  });
  const result = await Promise.race([started.exited, timer]);
  if (result === 'still running') {
    started.child.kill('SIGKILL');
    throw new Error(`${entry} was still running after ${EXIT_DEADLINE_MS} ms:\n${started.output()}`);
  }
  return { ...result, output: started.output() };
}

const listeningLine = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

async function waitUntilListening(server: StartedProcess): Promise<string> {
  let exit: ExitInfo | null = null;
  void server.exited.then((info) => {
    exit = info;
  });
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    const match = listeningLine.exec(server.output());
    if (match?.[1]) return match[1];
    if (exit) throw new Error(`The server exited before listening:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not listen within ${START_DEADLINE_MS} ms:\n${server.output()}`);
}

const signInResponse = z.object({ token: z.string() });

describe.runIf(onPglite)('one process per embedded database folder', () => {
  let workDir: string;
  let dataDir: string;
  let server: StartedProcess;
  let baseUrl: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'folder-processes-'));
    dataDir = join(workDir, 'data');
    // A migrated database (the suite's template): the server only seeds the instructor.
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    };
    server = startTsx('src/server/server.ts', [], env);
    baseUrl = await waitUntilListening(server);
  }, START_DEADLINE_MS + 10_000);

  afterAll(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  const inUseMessage = () =>
    `The embedded database in ${dataDir} is in use by the server (pid ${server.pid}, started `;

  function readLock(): string {
    return readFileSync(join(dataDir, FOLDER_LOCK_FILE), 'utf8');
  }

  async function signIn(password: string): Promise<Response> {
    return fetch(`${baseUrl}/api/auth/instructor-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_INSTRUCTOR_EMAIL, password }),
    });
  }

  it(
    'a second server on the same DATA_DIR exits with a message naming the folder and the first, which keeps serving',
    async () => {
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
      const lockBefore = readLock();

      const second = await runToExit('src/server/server.ts', [], env);
      expect(second.code).toBe(1);
      expect(second.output).toContain(inUseMessage());
      expect(second.output).toContain('Stop it first; only one process may open the folder at a time.');
      expect(second.output).toContain('`node src/server/server.ts`');
      // The expected refusal is words, not a crash.
      expect(second.output).not.toMatch(/\n\s+at /);

      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
      expect(readLock()).toBe(lockBefore);
    },
    EXIT_DEADLINE_MS + 30_000,
  );

  it(
    'restore and set-password are refused while the server runs, and change nothing',
    async () => {
      const signedIn = await signIn(DEMO_INSTRUCTOR_PASSWORD);
      expect(signedIn.status).toBe(200);
      const { token } = signInResponse.parse(await signedIn.json());
      const authorization = `Bearer ${token}`;
      const exported = await fetch(`${baseUrl}/api/backup/export`, { headers: { authorization } });
      expect(exported.status).toBe(200);
      const backupFile = join(workDir, 'backup.json');
      writeFileSync(backupFile, await exported.text());
      const lockBefore = readLock();

      const restore = await runToExit('src/server/restore-backup-cli.ts', [backupFile], env);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(`Not restored: ${inUseMessage()}`);
      expect(restore.output).not.toContain('Restored');

      const setPassword = await runToExit('src/server/set-password-cli.ts', [], {
        ...env,
        INSTRUCTOR_PASSWORD: NEW_PASSWORD,
      });
      expect(setPassword.code).toBe(1);
      expect(setPassword.output).toContain(`The password was not changed: ${inUseMessage()}`);

      // Both would have ended every session: this one still works, and the password is the old one.
      const verified = await fetch(`${baseUrl}/api/auth/verify-instructor`, { headers: { authorization } });
      expect(verified.status).toBe(200);
      expect((await signIn(NEW_PASSWORD)).status).toBe(401);
      expect((await signIn(DEMO_INSTRUCTOR_PASSWORD)).status).toBe(200);
      expect(readLock()).toBe(lockBefore);
    },
    2 * EXIT_DEADLINE_MS + 30_000,
  );

  it(
    'once the server has stopped, the folder is free again',
    async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, FOLDER_LOCK_FILE))).toBe(false);

      const setPassword = await runToExit('src/server/set-password-cli.ts', [], {
        ...env,
        INSTRUCTOR_PASSWORD: NEW_PASSWORD,
      });
      expect(setPassword.output).toContain(
        `The password of ${DEMO_INSTRUCTOR_EMAIL} is now INSTRUCTOR_PASSWORD`,
      );
      expect(setPassword.code).toBe(0);
      expect(existsSync(join(dataDir, FOLDER_LOCK_FILE))).toBe(false);
    },
    EXIT_DEADLINE_MS + 30_000,
  );
});
