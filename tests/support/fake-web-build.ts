import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for `dist/web` (an index.html and one hashed asset) in a new temporary folder, for
 * server tests of how pages and assets are served. The caller removes the folder.
 */
export function createFakeWebBuild(
  indexHtml = '<!doctype html><html lang="en-GB"><div id="root"></div></html>',
): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'school-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), indexHtml);
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
  return webRoot;
}
