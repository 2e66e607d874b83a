import { describe, expect, it } from 'vitest';
import { buildTestSiteInfo } from '../../../../tests/support/site-info-fixture';
import type { LessonPackage } from '../../bookings/booking/package-schemas';
import { buildDrivingSchoolJsonLd, formatPriceRange, serializeJsonForHtml } from './driving-school-json-ld';
import type { SiteInfo } from './site-info-schemas';

const SITE_INFO: SiteInfo = buildTestSiteInfo({
  phone: '0121 496 0999',
  whatsappNumber: '447700900999',
  email: 'hello@example.com',
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/school' }],
});

function lessonPackage(packageType: string, price: number): LessonPackage {
  return {
    packageType,
    name: `${packageType} name`,
    description: `${packageType} description`,
    price,
    lessons: 1,
    hours: 1,
    features: [],
    isPopular: false,
    isSingleLesson: true,
  };
}

describe('DrivingSchool structured data', () => {
  it('describes the school from its configuration and packages', () => {
    const jsonLd = buildDrivingSchoolJsonLd({
      siteInfo: SITE_INFO,
      packages: [lessonPackage('single_1hour', 4000), lessonPackage('short_notice', 38000)],
      publicUrl: 'https://school.example',
    });
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DrivingSchool',
      name: 'Test Driving School',
      url: 'https://school.example/',
      telephone: '0121 496 0999',
      email: 'hello@example.com',
      priceRange: '£40 - £380',
      sameAs: ['https://facebook.example/school'],
    });
    expect(jsonLd.areaServed).toEqual([
      { '@type': 'Place', name: 'Birmingham' },
      { '@type': 'Place', name: 'Sutton Coldfield' },
      { '@type': 'Place', name: 'Walsall' },
      { '@type': 'Place', name: 'Sandwell' },
      { '@type': 'AdministrativeArea', name: 'West Midlands' },
    ]);
    expect(jsonLd.hasOfferCatalog).toMatchObject({
      itemListElement: [
        {
          '@type': 'Offer',
          price: '40.00',
          priceCurrency: 'GBP',
          url: 'https://school.example/book-lesson?package=single_1hour',
        },
        { '@type': 'Offer', price: '380.00', priceCurrency: 'GBP' },
      ],
    });
  });

  it('leaves out what is not configured rather than inventing it', () => {
    const jsonLd = buildDrivingSchoolJsonLd({
      siteInfo: { ...SITE_INFO, socialLinks: [] },
      packages: [],
      publicUrl: 'https://school.example/',
    });
    expect(jsonLd).not.toHaveProperty('priceRange');
    expect(jsonLd).not.toHaveProperty('sameAs');
    expect(jsonLd).not.toHaveProperty('hasOfferCatalog');
    expect(jsonLd).not.toHaveProperty('address');
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd.url).toBe('https://school.example/');
  });

  it('formats the price range from the cheapest to the dearest package', () => {
    expect(formatPriceRange([7200, 4000, 38000])).toBe('£40 - £380');
    expect(formatPriceRange([4000])).toBe('£40');
    expect(formatPriceRange([])).toBeNull();
  });
});

describe('JSON inside HTML', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonForHtml({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
