import type { LessonPackage } from '../../bookings/booking/package-schemas';
import { formatPoundsWhole } from '../../format/display-format';
import { COVERED_REGIONS } from '../content/areas-covered';
import type { SiteInfo } from './site-info-schemas';

/*
 * schema.org structured data for the home page: the school as a DrivingSchool (name, phone,
 * e-mail, the areas it serves, its price range and its packages as offers), from configuration and
 * the packages table. Nothing here is invented: no address, rating or opening hours the school has
 * not configured.
 */

export interface DrivingSchoolJsonLdInput {
  siteInfo: SiteInfo;
  packages: readonly LessonPackage[];
  /** The public address of the site, without a trailing slash. */
  publicUrl: string;
}

/** The West Midlands county the regions sit in: searchers use both names. */
const COUNTY = 'West Midlands';

/** '£40 - £380' from the cheapest to the dearest package (one price alone when they are equal). */
export function formatPriceRange(pricesPence: readonly number[]): string | null {
  if (pricesPence.length === 0) return null;
  const lowest = Math.min(...pricesPence);
  const highest = Math.max(...pricesPence);
  return lowest === highest
    ? formatPoundsWhole(lowest)
    : `${formatPoundsWhole(lowest)} - ${formatPoundsWhole(highest)}`;
}

function penceToDecimal(pence: number): string {
  return (pence / 100).toFixed(2);
}

export function buildDrivingSchoolJsonLd({
  siteInfo,
  packages,
  publicUrl,
}: DrivingSchoolJsonLdInput): Record<string, unknown> {
  const url = `${publicUrl.replace(/\/+$/, '')}/`;
  const priceRange = formatPriceRange(packages.map((item) => item.price));
  const sameAs = siteInfo.socialLinks.map((link) => link.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'DrivingSchool',
    '@id': `${url}#school`,
    name: siteInfo.schoolName,
    description: 'Automatic driving lessons in Birmingham and the West Midlands.',
    url,
    telephone: siteInfo.phone,
    email: siteInfo.email,
    ...(priceRange ? { priceRange } : {}),
    currenciesAccepted: 'GBP',
    areaServed: [
      ...COVERED_REGIONS.map((region) => ({ '@type': 'Place', name: region.name })),
      { '@type': 'AdministrativeArea', name: COUNTY },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(packages.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: 'Automatic driving lessons',
            itemListElement: packages.map((item) => ({
              '@type': 'Offer',
              name: item.name,
              description: item.description,
              price: penceToDecimal(item.price),
              priceCurrency: 'GBP',
              url: `${url}book-lesson?package=${encodeURIComponent(item.packageType)}`,
            })),
          },
        }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` (or any inline JSON) inside HTML: `<`, `>`, `&`
 * and the two line separators are escaped so the text can never close the script element.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
