import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './database-client';
import {
  acquireDatabaseFolderLock,
  DatabaseFolderInUseError,
  type DatabaseFolderLock,
  FOLDER_LOCK_FILE,
  type FolderLockHolder,
  inspectThisSystem,
  type ProcessInspector,
} from './database-folder-lock';

/*
 * The lock on an embedded database folder, in this process and against real other processes
 * (their pids and start times read from /proc, as the server reads them).
 */

const root = mkdtempSync(join(tmpdir(), 'folder-lock-'));
const held: DatabaseFolderLock[] = [];
const children: ChildProcess[] = [];
const thisSystem = inspectThisSystem();
const hasProc = thisSystem.bootId !== null && thisSystem.readProcessStart(process.pid) !== null;

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folderCount = 0;
function newFolder(): string {
  folderCount += 1;
  return join(root, `data-${folderCount}`);
}

async function acquire(dataDir: string, options: Parameters<typeof acquireDatabaseFolderLock>[1] = {}) {
  const lock = await acquireDatabaseFolderLock(dataDir, options);
  held.push(lock);
  return lock;
}

/** A lock file as another process would have left it: this process's description, changed. */
function writeLockOf(dataDir: string, changes: Partial<FolderLockHolder>): FolderLockHolder {
  const holder: FolderLockHolder = {
    pid: process.pid,
    openedBy: 'the server',
    command: 'node dist/server/server.js',
    startedAt: new Date().toISOString(),
    hostname: thisSystem.hostname,
    bootId: thisSystem.bootId,
    pidNamespace: thisSystem.pidNamespace,
    processStart: thisSystem.readProcessStart(process.pid),
    token: `written-by-the-test-${folderCount}`,
    ...changes,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, FOLDER_LOCK_FILE), JSON.stringify(holder));
  return holder;
}

function readHolderPid(dataDir: string): number {
  const parsed: unknown = JSON.parse(readFileSync(join(dataDir, FOLDER_LOCK_FILE), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('pid' in parsed) || typeof parsed.pid !== 'number') {
    throw new Error('The lock file names no pid');
  }
  return parsed.pid;
}

/** A process that does nothing until it is killed. */
function startIdleProcess(): { child: ChildProcess; pid: number } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('The idle process did not start');
  return { child, pid: child.pid };
}

async function expectRefusal(promise: Promise<unknown>): Promise<DatabaseFolderInUseError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DatabaseFolderInUseError);
  if (!(error instanceof DatabaseFolderInUseError)) throw new Error('not refused');
  return error;
}

describe('the embedded database folder lock', () => {
  it('is taken by one opener at a time, names its holder to the next, and is released on close', async () => {
    const dataDir = newFolder();
    const first = await acquire(dataDir, { openedBy: 'the server' });
    expect(existsSync(first.path)).toBe(true);

    const refused = await expectRefusal(acquireDatabaseFolderLock(dataDir, { openedBy: 'a restore' }));
    expect(refused.message).toMatch(
      new RegExp(
        `^The embedded database in ${escapeRegExp(dataDir)} is in use by the server \\(pid ${process.pid}, started \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}, \`[^\`]+\`\\)\\. Stop it first; only one process may open the folder at a time\\.$`,
      ),
    );
    expect(readHolderPid(dataDir)).toBe(process.pid);

    first.release();
    expect(existsSync(first.path)).toBe(false);
    await acquire(dataDir, { openedBy: 'a restore' });
  });

  it.runIf(hasProc)(
    'refuses while another live process holds it, and takes it over once that process is gone',
    async () => {
      const dataDir = newFolder();
      const holderProcess = startIdleProcess();
      // Its start time, as the holder itself would have written it.
      let processStart: string | null = null;
      for (let tries = 0; processStart === null && tries < 50; tries += 1) {
        processStart = thisSystem.readProcessStart(holderProcess.pid);
        if (processStart === null) await delay(20);
      }
      writeLockOf(dataDir, { pid: holderProcess.pid, processStart });

      const refused = await expectRefusal(acquireDatabaseFolderLock(dataDir));
      expect(refused.message).toContain(`in use by the server (pid ${holderProcess.pid},`);
      expect(refused.outOfSight).toBe(false);

      const exited = new Promise((done) => holderProcess.child.once('exit', done));
      holderProcess.child.kill('SIGKILL');
      await exited;
      await acquire(dataDir);
      expect(readHolderPid(dataDir)).toBe(process.pid);
    },
  );

  it.runIf(hasProc)(
    "refuses a live holder whose start it cannot read (another user's, /proc with hidepid)",
    async () => {
      const dataDir = newFolder();
      const other = startIdleProcess();
      writeLockOf(dataDir, { pid: other.pid, processStart: '424242' });
      const hidingOthers: ProcessInspector = {
        ...thisSystem,
        readProcessStart: (pid) => (pid === process.pid ? thisSystem.readProcessStart(pid) : null),
      };
      await expectRefusal(acquireDatabaseFolderLock(dataDir, { inspector: hidingOthers }));
    },
  );

  it.runIf(hasProc)(
    "takes over a lock whose pid is alive but another process's (a container started again: pid 1 once more)",
    async () => {
      // Our own pid, another start time: written by an earlier process that had our pid.
      const reused = newFolder();
      writeLockOf(reused, { processStart: '1' });
      await acquire(reused);
      expect(readHolderPid(reused)).toBe(process.pid);

      // A live pid, but the lock is from before this machine started again.
      const beforeReboot = newFolder();
      const other = startIdleProcess();
      writeLockOf(beforeReboot, { pid: other.pid, bootId: 'another-boot' });
      await acquire(beforeReboot);
      expect(readHolderPid(beforeReboot)).toBe(process.pid);
    },
  );

  it.runIf(hasProc)(
    'watches the heartbeat of a holder it cannot see (another container): refused while it beats, taken over once it stopped',
    async () => {
      // Beats far apart enough that a busy test machine's event loop does not miss three in a row.
      const heartbeatMs = 100;
      const inAnotherContainer: ProcessInspector = { ...thisSystem, pidNamespace: 'pid:[another-container]' };
      const alive = newFolder();
      await acquire(alive, { openedBy: 'the server', inspector: inAnotherContainer, heartbeatMs });
      const waits: string[] = [];
      const refused = await expectRefusal(
        acquireDatabaseFolderLock(alive, { heartbeatMs, onWait: (message) => waits.push(message) }),
      );
      expect(refused.outOfSight).toBe(true);
      expect(refused.message).toContain('in another container or on another machine');
      expect(waits).toHaveLength(1);

      // Killed with its container: the file stays, fresh, and nothing touches it any more.
      const killed = newFolder();
      writeLockOf(killed, { pid: 1, pidNamespace: 'pid:[a-killed-container]', processStart: '12345' });
      const waitsForKilled: string[] = [];
      await acquire(killed, { heartbeatMs, onWait: (message) => waitsForKilled.push(message) });
      expect(waitsForKilled).toEqual([expect.stringContaining('waiting up to 1 s for a sign of life')]);
      expect(readHolderPid(killed)).toBe(process.pid);

      // Long silent: taken over at once.
      const silent = newFolder();
      writeLockOf(silent, { pid: 1, pidNamespace: 'pid:[a-container-long-gone]' });
      const longAgo = new Date(Date.now() - 60_000);
      utimesSync(join(silent, FOLDER_LOCK_FILE), longAgo, longAgo);
      const waitsForSilent: string[] = [];
      await acquire(silent, { onWait: (message) => waitsForSilent.push(message) });
      expect(waitsForSilent).toEqual([]);
    },
  );

  it('takes over a damaged lock file once it is not being written any more', async () => {
    const dataDir = newFolder();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, FOLDER_LOCK_FILE), '{"pid": 12');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(join(dataDir, FOLDER_LOCK_FILE), aMinuteAgo, aMinuteAgo);
    await acquire(dataDir);
    expect(readHolderPid(dataDir)).toBe(process.pid);
  });

  it.runIf(hasProc)('lets only one of several openers that find the same dead lock take it', async () => {
    // The race is in the file system's timing: many rounds give the losing order many chances.
    for (let round = 0; round < 30; round += 1) {
      const dataDir = newFolder();
      writeLockOf(dataDir, { processStart: '1' });
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => acquire(dataDir)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DatabaseFolderInUseError);
      }
      expect(readdirSync(dataDir)).toEqual([FOLDER_LOCK_FILE]);
      for (const lock of held.splice(0)) lock.release();
    }
  });

  it('is released when the process exits without closing the database', () => {
    const dataDir = newFolder();
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { acquireDatabaseFolderLock } = await import('./src/server/db/database-folder-lock.ts'); await acquireDatabaseFolderLock(process.env.LOCK_DIR); console.log('locked'); process.exit(0);",
      ],
      { env: { ...process.env, LOCK_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('locked');
    expect(existsSync(join(dataDir, FOLDER_LOCK_FILE))).toBe(false);
  });

  it('refuses to open the embedded database before it creates or reads anything in the folder', async () => {
    const dataDir = newFolder();
    await acquire(dataDir, { openedBy: 'the server' });
    await expectRefusal(openPgliteDatabase(dataDir, { openedBy: 'a restore' }));
    expect(readdirSync(dataDir)).toEqual([FOLDER_LOCK_FILE]);
    expect(readHolderPid(dataDir)).toBe(process.pid);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));
