import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { BLOG_ARTICLES } from '../../../../core/school/content/blog-articles';

const testApp = setUpTestApp({ seed: false, env: { PUBLIC_URL: 'https://school.example' }, signIn: false });

function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('GET /sitemap.xml', () => {
  it('lists every public page once, under the public address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = sitemapLocations(response.body);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://school.example/',
        'https://school.example/book-lesson',
        'https://school.example/areas-covered',
        'https://school.example/blog',
        'https://school.example/old-blog',
        'https://school.example/terms-and-conditions',
        'https://school.example/my-progress',
        'https://school.example/network-partner-request',
        'https://school.example/join-instructor-network',
        'https://school.example/payment-help',
        ...BLOG_ARTICLES.map((article) => `https://school.example/blog/${article.slug}`),
      ]),
    );
    expect(new Set(locations).size).toBe(locations.length);
    // The home page is indexed once, under '/'.
    expect(locations).not.toContain('https://school.example/old-home');
  });

  it('dates the articles and leaves out every private page', async () => {
    const { body } = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const article of BLOG_ARTICLES) {
      expect(body).toContain(
        `<url><loc>https://school.example/blog/${article.slug}</loc><lastmod>${article.publishedOn}</lastmod></url>`,
      );
    }
    for (const location of sitemapLocations(body)) {
      expect(location).not.toMatch(
        /\/(progress|secure-progress|student-dashboard|booking-alternatives|checkout|stripe-checkout|bank-transfer-checkout|tide-store-checkout|woocommerce-checkout|payment-success|instructor-dashboard|reminder-settings)\b/,
      );
    }
  });
});

describe('GET /robots.txt', () => {
  it('disallows token pages, checkout, the instructor pages and the API, and names the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      'Disallow: /progress/',
      'Disallow: /secure-progress',
      'Disallow: /student-dashboard/',
      'Disallow: /booking-alternatives/',
      'Disallow: /checkout',
      'Disallow: /stripe-checkout',
      'Disallow: /bank-transfer-checkout',
      'Disallow: /tide-store-checkout',
      'Disallow: /woocommerce-checkout',
      'Disallow: /payment-success',
      'Disallow: /instructor-dashboard',
      'Disallow: /reminder-settings',
      'Disallow: /api/',
      'Sitemap: https://school.example/sitemap.xml',
    ]) {
      expect(lines).toContain(rule);
    }
    // Nothing public is disallowed.
    for (const path of ['/', '/book-lesson', '/blog', '/my-progress', '/payment-help']) {
      const blocked = lines
        .filter((line) => line.startsWith('Disallow: '))
        .some((line) => {
          const prefix = line.slice('Disallow: '.length);
          return prefix !== '' && path.startsWith(prefix);
        });
      expect(blocked, path).toBe(false);
    }
  });
});
