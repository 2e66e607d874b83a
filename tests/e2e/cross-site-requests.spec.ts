import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../src/server/env';
import { DESKTOP_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  generateProgressLink,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { findFreePort } from './support/test-server';

const browser = setUpBrowser();

/*
 * Another origin on the same site: 127.0.0.1 on another port. SameSite=Lax does not keep the
 * session cookie off its requests (the port is not part of the site), so only the server's own
 * origin check stands between its page and the instructor's session.
 */
let otherSite: Server;
let otherOrigin: string;

beforeAll(async () => {
  const port = await findFreePort();
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>');
  });
  await new Promise<void>((resolve) => otherSite.listen(port, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => otherSite.close(() => resolve()));
});

/**
 * The classic forgery: the page now open submits a form (POST, text/plain, no fields) to `url`,
 * with the browser's cookies; a navigation, so the answer is not hidden from the test by the
 * Cross-Origin-Resource-Policy as a fetch's would be. Resolves with the status of the answer.
 */
async function submitFormFromPage(page: Page, url: string): Promise<number> {
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.enctype = 'text/plain';
    form.action = target;
    const button = document.createElement('button');
    button.id = 'forged-submit';
    button.textContent = 'Continue';
    form.append(button);
    document.body.append(form);
  }, url);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url() === url && candidate.request().method() === 'POST'),
    page.locator('#forged-submit').click(),
  ]);
  return response.status();
}

async function progressLinkStatus(token: string): Promise<number> {
  return (await fetch(urlFor(`/api/progress/${token}`))).status;
}

describe('requests from another origin', () => {
  it("cannot use the instructor's session cookie or sign a browser in; the site's own page can", async () => {
    const bearer = await signInAsDemoInstructor();
    const student = await addStudent(bearer, uniqueLearner('Origin'));
    const link = await generateProgressLink(bearer, student.id);
    const regenerate = urlFor(`/api/students/${student.id}/generate-token`);

    const page = await browser.newPage(DESKTOP_WIDTH);
    // Signed in by the cookie alone, as a browser is when the page cannot keep the token.
    await page.goto('/api/health');
    const signIn = await page.evaluate(
      async (credentials) =>
        (
          await fetch('/api/auth/instructor-login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          })
        ).status,
      { email: DEMO_INSTRUCTOR_EMAIL, password: DEMO_INSTRUCTOR_PASSWORD },
    );
    expect(signIn).toBe(200);

    await page.goto(otherOrigin);
    // 403, not 401: the cookie did travel, and the server refused to act on it.
    expect(await submitFormFromPage(page, regenerate)).toBe(403);
    expect(await progressLinkStatus(link.token)).toBe(200);
    await page.goto(otherOrigin);
    expect(await submitFormFromPage(page, urlFor('/api/auth/instructor-login'))).toBe(403);

    await page.goto('/api/health');
    expect(await submitFormFromPage(page, regenerate)).toBe(200);
    // The new link replaced the one issued above.
    expect(await progressLinkStatus(link.token)).toBe(401);
  });
});

describe('response headers in the browser', () => {
  it('carry a Permissions-Policy the browser understands and frame options that deny framing', async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/permissions-policy/i.test(message.text())) complaints.push(message.text());
    });
    for (const path of ['/', '/instructor-dashboard']) {
      const response = await page.goto(path);
      await waitForPageReady(page);
      const headers = response?.headers() ?? {};
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
    expect(complaints).toEqual([]);
  });
});
