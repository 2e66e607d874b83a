import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { INSTRUCTOR_SESSION_HINT_COOKIE } from '../../../../core/platform/auth/session-hint';
import { SESSION_COOKIE } from './instructor-guard';

/*
 * The dashboard's address through the whole app: the sign-in form rendered by the server for a
 * browser that sent no session (a stand-in rendering bundle), the app's shell for one that did,
 * and the form's pre-hydration POST answered with the page again.
 */

const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"></div></body></html>`;
const RENDER_BUNDLE = `
export async function renderPage(url) {
  return '<main><h1>Instructor Login</h1><p>' + url + '</p></main>';
}
`;

let buildRoot: string;

beforeAll(() => {
  buildRoot = mkdtempSync(join(tmpdir(), 'sign-in-page-'));
  mkdirSync(join(buildRoot, 'web'));
  mkdirSync(join(buildRoot, 'ssr'));
  writeFileSync(join(buildRoot, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(join(buildRoot, 'ssr', 'entry-server.js'), RENDER_BUNDLE);
});
afterAll(() => {
  rmSync(buildRoot, { recursive: true, force: true });
});

const testApp = setUpTestApp(() => ({ webRoot: join(buildRoot, 'web'), signIn: false }));

describe('/instructor-dashboard', () => {
  it('is the sign-in form rendered by the server for a browser without a session, private', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/instructor-dashboard?tab=students' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain(
      '<main><h1>Instructor Login</h1><p>/instructor-dashboard?tab=students</p></main>',
    );
    expect(page.body).toMatch(/<title>Instructor Login \| [^<]+<\/title>/);
  });

  it('is the shell the app renders for a browser with a session cookie or its hint', async () => {
    for (const cookie of [`${SESSION_COOKIE}=some-token`, `${INSTRUCTOR_SESSION_HINT_COOKIE}=1`]) {
      const page = await testApp.app.inject({
        method: 'GET',
        url: '/instructor-dashboard',
        headers: { cookie },
      });
      expect(page.statusCode, cookie).toBe(200);
      expect(page.headers['cache-control'], cookie).toBe('no-store');
      expect(page.body, cookie).toContain('<div id="root"></div>');
      expect(page.body, cookie).not.toContain('Instructor Login');
    }
  });

  it('answers the form posted before its script ran with the page again, reading nothing', async () => {
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/instructor-dashboard?tab=today',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=secret',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/instructor-dashboard');
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.body).not.toContain('secret');
    expect(posted.headers['set-cookie']).toBeUndefined();
  });

  it('takes form posts at that address only: the API still refuses a form body', async () => {
    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/instructor-login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=secret',
    });
    expect(api.statusCode).toBe(415);
  });
});
