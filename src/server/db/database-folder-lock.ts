import { readFileSync, readlinkSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { generateToken } from '../lib/random-tokens';

/*
 * One process at a time may open an embedded database folder: two PGlite instances on the same
 * files each keep their own view of the database in memory and overwrite each other's writes
 * (acknowledged bookings lost, a restore half seen). PostgreSQL itself refuses a second server on
 * a data directory with postmaster.pid; PGlite writes that file with a made-up pid and never reads
 * it, so the lock is ours (docs/decisions/0028-one-process-per-embedded-folder.md).
 *
 * The lock is a file in the folder, created with O_EXCL, that names its holder: the pid, and what
 * tells that process from a later one given the same pid (its start in clock ticks after boot, the
 * boot's id, the pid namespace: a container's first process is pid 1 at every start). A lock whose
 * holder is gone is taken over. A holder this process cannot see (another container on the same
 * volume, another machine) shows it is alive by touching the file every few seconds.
 */

/** The lock, inside the folder: every process that can open the folder sees it. */
export const FOLDER_LOCK_FILE = 'embedded-database.lock';
/** Held for the moment it takes to remove a dead holder's lock, so two processes never both do. */
const TAKEOVER_FILE = `${FOLDER_LOCK_FILE}.takeover`;

/** The lock's own files (relative to the folder): a copy of the folder leaves them out. */
export function isFolderLockFile(relativePath: string): boolean {
  return relativePath === FOLDER_LOCK_FILE || relativePath === TAKEOVER_FILE;
}

const HEARTBEAT_MS = 5_000;
/*
 * A holder out of sight is alive while its heartbeat is fresher than this many beats: PGlite runs
 * each query synchronously on the main thread, and a long one holds a beat back.
 */
const MISSED_BEATS = 3;
/** A takeover file older than this was left by a process that died in those few milliseconds. */
const ABANDONED_TAKEOVER_MS = 10_000;
/** A lock file that is not (yet) readable is being written, or was damaged if older than this. */
const UNREADABLE_LOCK_GRACE_MS = 1_000;
/** Each attempt waits 50 ms at most (a heartbeat's watch aside): about 20 s before giving up. */
const ATTEMPTS = 400;
const MAX_COMMAND_LENGTH = 200;

const folderLockHolderSchema = z.object({
  pid: z.number().int(),
  /** What the process is, in words: 'the server', 'a restore (npm run restore)'. */
  openedBy: z.string(),
  command: z.string(),
  startedAt: z.string(),
  hostname: z.string(),
  bootId: z.string().nullable(),
  pidNamespace: z.string().nullable(),
  processStart: z.string().nullable(),
  /** Unique to this taking of the lock: release removes the file only while it is still this one. */
  token: z.string(),
});
export type FolderLockHolder = z.infer<typeof folderLockHolderSchema>;

/** What this machine says about its processes; tests pass their own to play other machines. */
export interface ProcessInspector {
  pid: number;
  hostname: string;
  /** Linux: this boot of the kernel (pids start again at each boot). Null without /proc. */
  bootId: string | null;
  /** Linux: this process's pid namespace (each container has its own). Null without /proc. */
  pidNamespace: string | null;
  /** The start of process `pid` in clock ticks after boot; null when no such process runs (or no /proc). */
  readProcessStart(pid: number): string | null;
  /** Whether some process has this pid (for systems without /proc). */
  isProcessRunning(pid: number): boolean;
}

export function inspectThisSystem(): ProcessInspector {
  return {
    pid: process.pid,
    hostname: hostname(),
    bootId: readTextOrNull('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readLinkOrNull('/proc/self/ns/pid'),
    readProcessStart,
    isProcessRunning,
  };
}

function readTextOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function readLinkOrNull(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat. */
function readProcessStart(pid: number): string | null {
  const stat = readTextOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return readErrorCode(error) === 'EPERM';
  }
}

export class DatabaseFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: FolderLockHolder,
    /** The holder is in another container or on another machine: its heartbeat was seen, not its process. */
    readonly outOfSight: boolean,
  ) {
    const where = outOfSight ? ` in another container or on another machine, host ${holder.hostname}` : '';
    super(
      `The embedded database in ${dataDir} is in use by ${holder.openedBy} (pid ${holder.pid}${where}, ` +
        `started ${formatStart(holder.startedAt)}, \`${holder.command}\`). ` +
        'Stop it first; only one process may open the folder at a time.',
    );
    this.name = 'DatabaseFolderInUseError';
  }
}

/** Local time, to the minute, as the person reading the message has it on their clock. */
function formatStart(startedAt: string): string {
  const date = new Date(startedAt);
  if (Number.isNaN(date.getTime())) return startedAt;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export interface DatabaseFolderLock {
  readonly path: string;
  /** Removes the lock (when it is still this one); safe to call twice. */
  release(): void;
}

export interface FolderLockOptions {
  /** What this process is, in words, for the message a refused process prints: 'the server'. */
  openedBy?: string;
  inspector?: ProcessInspector;
  heartbeatMs?: number;
  /** Told when the lock belongs to a process out of sight and this one waits for its heartbeat. */
  onWait?: (message: string) => void;
}

/** Locks this process holds, released at exit if nobody closed them (a crash, `process.exit`). */
const heldLocks = new Map<string, () => void>();
let releasesAtExit = false;

/**
 * Takes the folder's lock (creating the folder if needed), or throws `DatabaseFolderInUseError`
 * naming the process that holds it. Nothing else in the folder is touched either way.
 */
export async function acquireDatabaseFolderLock(
  dataDir: string,
  options: FolderLockOptions = {},
): Promise<DatabaseFolderLock> {
  const inspector = options.inspector ?? inspectThisSystem();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const lockPath = join(folder, FOLDER_LOCK_FILE);
  const content = `${JSON.stringify(describeThisProcess(options.openedBy ?? 'another process', inspector), null, 2)}\n`;

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (await createExclusively(lockPath, content)) return holdLock(lockPath, content, heartbeatMs);
    const found = await readLockFile(lockPath);
    // Released between the two steps: try again.
    if (!found) continue;
    const { holder } = found;
    const verdict = holder
      ? await judgeHolder(holder, found, { lockPath, folder, inspector, heartbeatMs, onWait: options.onWait })
      : judgeUnreadableLock(found);
    if (holder && (verdict === 'held' || verdict === 'held out of sight')) {
      throw new DatabaseFolderInUseError(folder, holder, verdict === 'held out of sight');
    }
    if (verdict === 'stale') await removeStaleLock(lockPath, found.raw);
    else await delay(Math.min(50, heartbeatMs));
  }
  throw new Error(
    `Could not lock the embedded database in ${folder}: other processes kept taking and releasing it. Try again.`,
  );
}

function describeThisProcess(openedBy: string, inspector: ProcessInspector): FolderLockHolder {
  return {
    pid: inspector.pid,
    openedBy,
    command: describeCommand(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    hostname: inspector.hostname,
    bootId: inspector.bootId,
    pidNamespace: inspector.pidNamespace,
    processStart: inspector.readProcessStart(inspector.pid),
    token: generateToken(),
  };
}

/** `node dist/server/server.js`: the program and its arguments, paths under the working folder shortened. */
function describeCommand(): string {
  const cwd = process.cwd();
  const shorten = (arg: string) => {
    if (!isAbsolute(arg)) return arg;
    const inside = relative(cwd, arg);
    return inside && !inside.startsWith(`..${sep}`) && !isAbsolute(inside) ? inside : arg;
  };
  const command = [basename(process.argv0 || process.execPath), ...process.argv.slice(1).map(shorten)].join(
    ' ',
  );
  return command.length > MAX_COMMAND_LENGTH ? `${command.slice(0, MAX_COMMAND_LENGTH - 1)}…` : command;
}

async function createExclusively(path: string, content: string): Promise<boolean> {
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(path, 'wx');
  } catch (error) {
    if (readErrorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    await file.writeFile(content);
  } catch (error) {
    // A disk that is full: leave no empty lock behind.
    await file.close();
    await unlink(path).catch(ignoreMissing);
    throw error;
  }
  await file.close();
  return true;
}

interface LockFile {
  raw: string;
  /** Null when the content is not a lock record (being written, or damaged). */
  holder: FolderLockHolder | null;
  modifiedMs: number;
}

async function readLockFile(path: string): Promise<LockFile | null> {
  try {
    const [raw, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { raw, holder: parseHolder(raw), modifiedMs: info.mtimeMs };
  } catch (error) {
    if (readErrorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(raw: string): FolderLockHolder | null {
  try {
    const parsed = folderLockHolderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Verdict = 'held' | 'held out of sight' | 'stale' | 'look again';

interface JudgeContext {
  lockPath: string;
  folder: string;
  inspector: ProcessInspector;
  heartbeatMs: number;
  onWait: ((message: string) => void) | undefined;
}

/** Being written (O_EXCL creates the file empty, then writes), or damaged once it stays so. */
function judgeUnreadableLock(found: LockFile): Verdict {
  return Date.now() - found.modifiedMs > UNREADABLE_LOCK_GRACE_MS ? 'stale' : 'look again';
}

async function judgeHolder(
  holder: FolderLockHolder,
  found: LockFile,
  context: JudgeContext,
): Promise<Verdict> {
  const { inspector } = context;
  const sameBoot = holder.bootId !== null && holder.bootId === inspector.bootId;
  if (sameBoot && holder.pidNamespace !== null && holder.pidNamespace === inspector.pidNamespace) {
    // The holder's pid means the same here: alive only if that pid is the very process (same start).
    const start = inspector.readProcessStart(holder.pid);
    if (holder.processStart !== null && start !== null)
      return start === holder.processStart ? 'held' : 'stale';
    // Nothing to compare (/proc mounted with hidepid hides other users' processes): the pid alone,
    // which errs towards refusing.
    return judgeByPidAlone(holder, context);
  }
  if (holder.hostname === inspector.hostname) {
    // This machine (or container) has started again since: every process of before is gone.
    if (holder.bootId !== null && inspector.bootId !== null && !sameBoot) return 'stale';
    if (holder.bootId === null && inspector.bootId === null) return judgeByPidAlone(holder, context);
  }
  return watchHeartbeat(holder, found, context);
}

/** Without /proc (not Linux): the pid alone. This process holds no lock it does not know of. */
function judgeByPidAlone(holder: FolderLockHolder, context: JudgeContext): Verdict {
  if (holder.pid === context.inspector.pid) return heldLocks.has(context.lockPath) ? 'held' : 'stale';
  return context.inspector.isProcessRunning(holder.pid) ? 'held' : 'stale';
}

/** A holder out of sight is alive if its heartbeat moves the file's time within a few beats. */
async function watchHeartbeat(
  holder: FolderLockHolder,
  found: LockFile,
  context: JudgeContext,
): Promise<Verdict> {
  const staleAfterMs = context.heartbeatMs * MISSED_BEATS;
  const age = Math.min(Math.max(0, Date.now() - found.modifiedMs), staleAfterMs);
  if (age >= staleAfterMs) return 'stale';
  const waitMs = staleAfterMs - age;
  context.onWait?.(
    `The embedded database in ${context.folder} is marked in use by ${holder.openedBy} (pid ${holder.pid}, host ${holder.hostname}), ` +
      `a process this one cannot see (in another container, or in this container before it was killed); waiting up to ${Math.ceil(waitMs / 1000)} s for a sign of life.`,
  );
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await delay(Math.max(20, Math.floor(context.heartbeatMs / 5)));
    const current = await readLockFile(context.lockPath);
    if (!current || current.raw !== found.raw) return 'look again';
    if (current.modifiedMs !== found.modifiedMs) return 'held out of sight';
  }
  return 'stale';
}

/**
 * Removes a dead holder's lock, unless it changed since it was judged: under the takeover file,
 * so that of two processes that found the same dead lock, the second cannot remove the lock the
 * first has just taken.
 */
async function removeStaleLock(lockPath: string, staleRaw: string): Promise<void> {
  const takeoverPath = join(resolve(lockPath, '..'), TAKEOVER_FILE);
  if (!(await createExclusively(takeoverPath, `${process.pid}\n`))) {
    const takeover = await stat(takeoverPath).catch(() => null);
    if (takeover && Date.now() - takeover.mtimeMs > ABANDONED_TAKEOVER_MS) {
      await unlink(takeoverPath).catch(ignoreMissing);
    } else {
      await delay(50);
    }
    return;
  }
  try {
    const current = await readLockFile(lockPath);
    if (current && current.raw === staleRaw) await unlink(lockPath).catch(ignoreMissing);
  } finally {
    await unlink(takeoverPath).catch(ignoreMissing);
  }
}

function holdLock(lockPath: string, content: string, heartbeatMs: number): DatabaseFolderLock {
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => undefined);
  }, heartbeatMs);
  // The heartbeat alone must not keep a process alive that has nothing else to do.
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    heldLocks.delete(lockPath);
    try {
      if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
    } catch (error) {
      if (readErrorCode(error) !== 'ENOENT') throw error;
    }
  };
  heldLocks.set(lockPath, release);
  if (!releasesAtExit) {
    releasesAtExit = true;
    process.on('exit', () => {
      for (const releaseAtExit of [...heldLocks.values()]) {
        try {
          releaseAtExit();
        } catch {
          // Exiting anyway: a lock left behind is taken over as stale by the next process.
        }
      }
    });
  }
  return { path: lockPath, release };
}

function ignoreMissing(error: unknown): void {
  if (readErrorCode(error) !== 'ENOENT') throw error;
}

function readErrorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));
