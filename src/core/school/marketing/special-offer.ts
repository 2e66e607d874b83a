import { formatHours } from '../../bookings/booking/booking-rules';
import type { LessonPackage } from '../../bookings/booking/package-schemas';
import { formatLongDate, formatPoundsWhole } from '../../format/display-format';

/** The package the offer banner and pop-up sell, and the one it is compared with. */
export const SPECIAL_OFFER_PACKAGE_TYPE = 'special_offer';
export const SPECIAL_OFFER_COMPARED_WITH = 'standard';

export interface SpecialOffer {
  packageType: string;
  /** Pence. */
  price: number;
  hours: number;
  /** Pence saved against the standard package of the same hours, or null when there is none to compare. */
  saving: number | null;
  /** '10 Hours for £320' */
  headline: string;
  /** The offer's last day (YYYY-MM-DD), or null when it has no end: then it is not "Limited Time". */
  endsOn: string | null;
}

/**
 * The special offer as the packages in the database describe it (decisions: one source of truth for
 * money), or null when the school does not offer it: then no banner or pop-up advertises it.
 */
export function getSpecialOffer(
  packages: Readonly<Record<string, LessonPackage>> | undefined,
): SpecialOffer | null {
  const offer = packages?.[SPECIAL_OFFER_PACKAGE_TYPE];
  if (!offer) return null;
  const compared = packages[SPECIAL_OFFER_COMPARED_WITH];
  const saving =
    compared && compared.hours === offer.hours && compared.price > offer.price
      ? compared.price - offer.price
      : null;
  return {
    packageType: offer.packageType,
    price: offer.price,
    hours: offer.hours,
    saving,
    headline: `${formatHours(offer.hours)} Hours for ${formatPoundsWhole(offer.price)}`,
    endsOn: offer.offerEndsOn ?? null,
  };
}

/** The banner's title (spec): '10 hours of automatic lessons for £320'. */
export function formatOfferBannerTitle(offer: SpecialOffer): string {
  return `${formatHours(offer.hours)} hours of automatic lessons for ${formatPoundsWhole(offer.price)}`;
}

/**
 * The pop-up's title: the spec's 'Limited Time: 10 Hours for £320!' only for an offer with an end
 * date still to come (issue 34: a claim of scarcity must be true, as UK advertising rules expect);
 * otherwise 'Special Offer: 10 Hours for £320!'. `today` is the London date.
 */
export function formatOfferPopupTitle(offer: SpecialOffer, today: string): string {
  const limited = offer.endsOn !== null && offer.endsOn >= today;
  return `${limited ? 'Limited Time' : 'Special Offer'}: ${offer.headline}!`;
}

/** 'Ends Sunday 31 January 2027.' for an offer with an end date, else ''. */
export function formatOfferEnd(offer: SpecialOffer): string {
  return offer.endsOn ? `Ends ${formatLongDate(offer.endsOn)}.` : '';
}

/** The pop-up's success toast (spec): "We'll contact you about the £320 special offer within 24 hours." */
export function formatOfferThanks(offer: SpecialOffer): string {
  return `We'll contact you about the ${formatPoundsWhole(offer.price)} special offer within 24 hours.`;
}
