/*
 * Runs `npm run build` only when the build is missing or older than its sources, so that
 * `npm start` (and `npm run restore`) after a restart takes no build time. Plain JavaScript: it runs
 * before anything is compiled, and the server it leads to runs without tsx.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What `npm run build` makes: the web app, the pages' server renderer, the server. */
const OUTPUTS = [
  'dist/web/index.html',
  'dist/ssr/entry-server.js',
  'dist/server/server.js',
  'dist/server/restore-backup-cli.js',
];
/** What the build reads: every source (tests aside), the packages and the build's configuration. */
const SOURCES = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
];
const TEST_FILE = /\.test\.tsx?$/;

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function newestSource(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isFile() && TEST_FILE.test(entry.name)) continue;
    newest = Math.max(newest, newestSource(join(path, entry.name)));
  }
  return newest;
}

function whyBuild() {
  const builtAt = OUTPUTS.map((output) => modifiedAt(join(root, output)));
  const missing = OUTPUTS.filter((_, index) => builtAt[index] === null);
  if (missing.length > 0) return `no build yet (${missing.join(', ')} missing)`;
  const oldestOutput = Math.min(...builtAt.map((time) => time ?? 0));
  const newestInput = Math.max(...SOURCES.map((source) => newestSource(join(root, source))));
  return newestInput > oldestOutput ? 'the sources changed since the last build' : null;
}

/*
 * One build at a time: test files on both database engines start the compiled server at once, and
 * two builds writing dist/ together break each other. The lock is a directory (mkdir is atomic)
 * holding the builder's pid; a lock whose process is gone is taken over.
 */
const LOCK_DIR = join(
  tmpdir(),
  `driving-school-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`,
);
const LOCK_WAIT_MS = 10 * 60 * 1000;

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function takeLock() {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(join(LOCK_DIR, 'pid'), { encoding: 'utf8', flag: 'a+' }));
    // No pid yet: its taker is between mkdir and writing it; a dead pid: it died building.
    if (holder > 0 && !isRunning(holder)) rmSync(LOCK_DIR, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`Another build held ${LOCK_DIR} for 10 minutes`);
    else sleep(200);
  }
}

function build(reason) {
  console.log(`Building first: ${reason}.`);
  // A production build whoever asks: under NODE_ENV=test (a test starting the server) Vite would
  // build React's development JSX into the pages' renderer, which a production server cannot run.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The build failed: not starting.');
    process.exit(result.status ?? 1);
  }
}

if (whyBuild()) {
  takeLock();
  try {
    // Asked again under the lock: whoever held it may have just built.
    const reason = whyBuild();
    if (reason) build(reason);
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}
