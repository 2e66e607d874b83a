/*
 * Runs `npm run build` only when the build is missing or older than its sources, so that
 * `npm start` (and `npm run restore`) after a restart takes no build time. Plain JavaScript: it runs
 * before anything is compiled, and the server it leads to runs without tsx.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
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

const reason = whyBuild();
if (reason) {
  console.log(`Building first: ${reason}.`);
  // A production build whoever asks: under NODE_ENV=test (a test starting the server) Vite would
  // build React's development JSX into the pages' renderer, which a production server cannot run.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('The build failed: not starting.');
    process.exit(build.status ?? 1);
  }
}
