import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../../../../tests/support/test-app';

/*
 * The guardian's page (/guardian?token=) through the whole app: the browser renders it from the
 * API, so the server sends the client-rendered shell, kept by no cache and no search engine, and
 * with no Referer to leak the token to another site.
 */

const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"></div></body></html>`;

let buildRoot: string;
beforeAll(() => {
  buildRoot = mkdtempSync(join(tmpdir(), 'guardian-page-'));
  mkdirSync(join(buildRoot, 'web'));
  writeFileSync(join(buildRoot, 'web', 'index.html'), INDEX_HTML);
});
afterAll(() => {
  rmSync(buildRoot, { recursive: true, force: true });
});

const testApp = setUpTestApp(() => ({ webRoot: join(buildRoot, 'web'), signIn: false }));

describe("the guardian's page", () => {
  it('is the private, noindex shell, whatever the token', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: `/guardian?token=${'g'.repeat(43)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('is disallowed in robots.txt', async () => {
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /guardian');
  });
});
