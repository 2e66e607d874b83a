import { describe, expect, it } from 'vitest';
import type { LessonPackage } from '../../bookings/booking/package-schemas';
import {
  formatOfferBannerTitle,
  formatOfferEnd,
  formatOfferPopupTitle,
  formatOfferThanks,
  getSpecialOffer,
} from './special-offer';

function lessonPackage(packageType: string, price: number, hours: number): LessonPackage {
  return {
    packageType,
    name: packageType,
    description: '',
    price,
    lessons: hours,
    hours,
    features: [],
    isPopular: false,
    isSingleLesson: false,
  };
}

describe('getSpecialOffer', () => {
  it('reads the offer and its saving from the packages (the seeded £320 against £360)', () => {
    const offer = getSpecialOffer({
      special_offer: lessonPackage('special_offer', 32_000, 10),
      standard: lessonPackage('standard', 36_000, 10),
    });
    expect(offer).toEqual({
      packageType: 'special_offer',
      price: 32_000,
      hours: 10,
      saving: 4_000,
      headline: '10 Hours for £320',
      endsOn: null,
    });
    if (!offer) throw new Error('expected an offer');
    // No end date: no claim of a limited time (issue 34).
    expect(formatOfferPopupTitle(offer, '2026-12-01')).toBe('Special Offer: 10 Hours for £320!');
    expect(formatOfferEnd(offer)).toBe('');
    expect(formatOfferBannerTitle(offer)).toBe('10 hours of automatic lessons for £320');
    expect(formatOfferThanks(offer)).toBe("We'll contact you about the £320 special offer within 24 hours.");
  });

  it('says "Limited Time" only for an offer whose end date is still to come', () => {
    const offer = getSpecialOffer({
      special_offer: { ...lessonPackage('special_offer', 32_000, 10), offerEndsOn: '2027-01-31' },
    });
    if (!offer) throw new Error('expected an offer');
    expect(formatOfferPopupTitle(offer, '2027-01-31')).toBe('Limited Time: 10 Hours for £320!');
    expect(formatOfferEnd(offer)).toBe('Ends Sunday 31 January 2027.');
    expect(formatOfferPopupTitle(offer, '2027-02-01')).toBe('Special Offer: 10 Hours for £320!');
  });

  it('follows a price change in the database', () => {
    const offer = getSpecialOffer({
      special_offer: lessonPackage('special_offer', 30_000, 10),
      standard: lessonPackage('standard', 36_000, 10),
    });
    expect(offer?.headline).toBe('10 Hours for £300');
    expect(offer?.saving).toBe(6_000);
  });

  it('claims no saving when there is nothing like-for-like to compare with', () => {
    expect(getSpecialOffer({ special_offer: lessonPackage('special_offer', 32_000, 10) })?.saving).toBeNull();
    expect(
      getSpecialOffer({
        special_offer: lessonPackage('special_offer', 32_000, 10),
        standard: lessonPackage('standard', 30_000, 10),
      })?.saving,
    ).toBeNull();
    expect(
      getSpecialOffer({
        special_offer: lessonPackage('special_offer', 32_000, 10),
        standard: lessonPackage('standard', 36_000, 12),
      })?.saving,
    ).toBeNull();
  });

  it('is null when the school does not offer it, or before the packages load', () => {
    expect(getSpecialOffer({ standard: lessonPackage('standard', 36_000, 10) })).toBeNull();
    expect(getSpecialOffer(undefined)).toBeNull();
  });
});
