/*
 * The last step of `npm run build`: the server compiled for plain `node`. esbuild bundles our
 * TypeScript (src/server, src/core) into ESM under dist/server; packages stay in node_modules
 * (they are loaded as installed, native ones and PGlite's wasm included). The migrations are
 * copied beside the bundle: the code finds them as `./migrations` next to itself, in src/server/db
 * when run through tsx and in dist/server when compiled, so dist/server needs only node_modules.
 *
 * Plain JavaScript so that `npm start` can build without tsx.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/server`;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/server/server.ts', 'src/server/restore-backup-cli.ts', 'src/server/set-password-cli.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // engines.node in package.json: these machines run Node 20.
  target: 'node20',
  packages: 'external',
  // The entry points share most of the code: one copy of it, in a chunk both import. Chunks sit
  // beside the entry points: code that finds files from `import.meta.url` (the migrations,
  // dist/web) must resolve the same from whichever file it lands in.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(`${root}src/server/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(
  'server built: dist/server/server.js, dist/server/restore-backup-cli.js, dist/server/set-password-cli.js, dist/server/migrations',
);
