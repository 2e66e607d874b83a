import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { accessLinkSchema } from '../../../../core/learners/students-schemas';
import { learnerPageDataSchema } from '../../../../core/progress/learner-page-data-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';
import { LEARNER_PAGE_DATA_ELEMENT_ID } from '../../../../core/school/site/prerender-data-schemas';

/*
 * The learner's progress page through the whole app: rendered by the server with what
 * GET /api/progress/{token} answers (a stand-in rendering bundle prints the learner's name), private,
 * and left to the browser for a dead link or beyond the token routes' rate limit.
 */

const NOW = new Date('2027-02-01T10:00:00Z');
const SENSITIVE_PER_MINUTE = 5;

// dist/web and dist/ssr side by side, as `npm run build` writes them.
const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"></div></body></html>`;
const RENDER_BUNDLE = `
export async function renderPage(url, data, learnerPage) {
  return '<main><h1>Your Progress</h1>' + (learnerPage ? '<p>' + learnerPage.progress.student.fullName + '</p>' : '') + '</main>';
}
`;

let buildRoot: string;
let token: string;

beforeAll(() => {
  buildRoot = mkdtempSync(join(tmpdir(), 'learner-page-'));
  mkdirSync(join(buildRoot, 'web'));
  mkdirSync(join(buildRoot, 'ssr'));
  writeFileSync(join(buildRoot, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(join(buildRoot, 'ssr', 'entry-server.js'), RENDER_BUNDLE);
});
afterAll(() => {
  rmSync(buildRoot, { recursive: true, force: true });
});

const testApp = setUpTestApp(() => ({
  now: NOW,
  webRoot: join(buildRoot, 'web'),
  env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: String(SENSITIVE_PER_MINUTE) },
}));
beforeAll(async () => {
  const booking = await bookThroughApi(testApp, {
    email: 'erin@example.com',
    fullName: 'Erin Page',
    packageType: 'starter',
  });
  const link = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${booking.studentId}/generate-token`,
    headers: testApp.headers,
  });
  token = accessLinkSchema.parse(link.json()).token;
});

function getPage(url: string, address: string) {
  return testApp.app.inject({ method: 'GET', url, remoteAddress: address });
}

function embeddedLearnerPage(html: string): unknown {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${LEARNER_PAGE_DATA_ELEMENT_ID}">(.*?)</script>`),
  );
  return match?.[1] === undefined ? null : JSON.parse(match[1]);
}

describe("the learner's progress page", () => {
  it('is rendered with exactly what the API answers the same link, privately', async () => {
    const page = await getPage(`/secure-progress?token=${token}`, '10.0.0.1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<div id="root"><main><h1>Your Progress</h1><p>Erin Page</p></main></div>');
    expect(page.body).toContain('<title>My Progress | ');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');

    const embedded = learnerPageDataSchema.parse(embeddedLearnerPage(page.body));
    expect(embedded.token).toBe(token);
    expect(embedded.readAt).toBe(NOW.getTime());
    const api = await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}` });
    expect(embedded.progress).toEqual(progressResponseSchema.parse(api.json()));
  });

  it('is left to the browser for a link that is unknown or revoked', async () => {
    const page = await getPage(`/progress/${'x'.repeat(43)}`, '10.0.0.2');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(embeddedLearnerPage(page.body)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it("reads no learner's data beyond the token routes' rate limit: the browser then asks the API", async () => {
    const address = '10.0.0.3';
    const url = `/secure-progress?token=${token}`;
    for (let request = 1; request <= SENSITIVE_PER_MINUTE; request += 1) {
      expect(embeddedLearnerPage((await getPage(url, address)).body), `request ${request}`).not.toBeNull();
    }
    const limited = await getPage(url, address);
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toContain('<div id="root"></div>');
    expect(embeddedLearnerPage(limited.body)).toBeNull();
    // Another address has its own allowance.
    expect(embeddedLearnerPage((await getPage(url, '10.0.0.4')).body)).not.toBeNull();
  });
});
