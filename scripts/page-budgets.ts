import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * The JavaScript budgets the browser suite and the Lighthouse audit both enforce: one number each,
 * so the two cannot disagree.
 */

/**
 * The home page's JavaScript before any interaction, gzipped (issue 17's budget; 121 since issue 34:
 * one plural formatter, offer badges). Issue 36 brings every page within a budget table.
 */
export const HOME_JAVASCRIPT_BUDGET_KIB = 121;

/**
 * Any one JavaScript file of the build, gzipped, React DOM's excepted (issue 35): a page waits for
 * its largest chunk, and the dashboard's one 83 KiB chunk kept a phone on a blank page for 2-3 s.
 */
export const CHUNK_JAVASCRIPT_BUDGET_KIB = 45;

/** Set by React DOM's client renderer when it registers with React's developer tools. */
const REACT_DOM_MARKER = /rendererPackageName:\s*["'`]react-dom["'`]/;

export interface ScriptSize {
  /** The file's path inside the build folder: `assets/today-tab-abc123.js`. */
  file: string;
  gzipBytes: number;
}

function listScripts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listScripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * Every JavaScript file of the browser build (dist/web: the chunks and the service worker) over
 * CHUNK_JAVASCRIPT_BUDGET_KIB gzipped (gzip's default level, as `gzip -c file | wc -c`), except
 * the one that carries React DOM. Largest first.
 */
export function findScriptsOverChunkBudget(webBuildFolder: string): ScriptSize[] {
  return listScripts(webBuildFolder)
    .map((path) => ({ path, source: readFileSync(path) }))
    .filter(({ source }) => !REACT_DOM_MARKER.test(source.toString('utf8')))
    .map(({ path, source }) => ({ file: relative(webBuildFolder, path), gzipBytes: gzipSync(source).length }))
    .filter(({ gzipBytes }) => gzipBytes > CHUNK_JAVASCRIPT_BUDGET_KIB * 1024)
    .sort((first, second) => second.gzipBytes - first.gzipBytes);
}
