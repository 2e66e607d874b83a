import { lazy } from 'react';
import { getSpecialOffer } from '../../core/school/marketing/special-offer';
import { HydrateWhenVisible } from '../components/hydrate-later';
import { Island } from '../components/island';
import { Container } from '../components/ui/container';
import { usePublicPackages } from '../features/school/marketing/api/get-public-packages';
import { HelpButton } from '../features/school/marketing/components/help-button';
import { HomeHero } from '../features/school/marketing/components/home-hero';
import { HomeOfferPopup } from '../features/school/marketing/components/home-offer-popup';
import { SpecialOfferBanner } from '../features/school/marketing/components/special-offer-banner';
import { usePageTitle } from '../hooks/use-page-title';

const HOME_TITLE = 'Automatic Driving Lessons in Birmingham';
const LIVE_ACTIVITY_CLASS_NAME = 'mx-auto max-w-xl';

/*
 * The sections below the first screen: separate chunks, fetched and hydrated when the visitor
 * scrolls near them (HydrateWhenVisible), so the first load carries only the first screen's code
 * (docs/decisions/0017-react-at-runtime.md). The server renders them all.
 */
const PricingSection = lazy(() =>
  import('../features/school/marketing/components/pricing-section').then((module) => ({
    default: module.PricingSection,
  })),
);
const LandingFeatures = lazy(() =>
  import('../features/school/marketing/components/landing-features').then((module) => ({
    default: module.LandingFeatures,
  })),
);
const loadHomeSections = () => import('../features/school/marketing/components/home-sections');
const SchoolValuesSection = lazy(() =>
  loadHomeSections().then((module) => ({ default: module.SchoolValuesSection })),
);
const WhyChooseUsSection = lazy(() =>
  loadHomeSections().then((module) => ({ default: module.WhyChooseUsSection })),
);
const SuccessStoriesSection = lazy(() =>
  loadHomeSections().then((module) => ({ default: module.SuccessStoriesSection })),
);
const SocialLinksSection = lazy(() =>
  loadHomeSections().then((module) => ({ default: module.SocialLinksSection })),
);
const LiveActivityCard = lazy(() =>
  import('../features/school/marketing/components/live-activity-card').then((module) => ({
    default: module.LiveActivityCard,
  })),
);
const RecruitmentSection = lazy(() =>
  import('../features/school/marketing/components/recruitment-section').then((module) => ({
    default: module.RecruitmentSection,
  })),
);

/**
 * / and /old-home: the hero, the special offer, the prices, the feature section, why the school,
 * success stories and the live figures, the recruitment block; the help button, and the 45-second
 * offer pop-up. The sticky booking bar comes from the site layout.
 */
export function HomePage() {
  usePageTitle(HOME_TITLE);
  const offer = getSpecialOffer(usePublicPackages().data);
  return (
    <>
      <HomeHero title={HOME_TITLE} />
      <SpecialOfferBanner />
      <HydrateWhenVisible>
        <PricingSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <LandingFeatures />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <SchoolValuesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <WhyChooseUsSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <SuccessStoriesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Container className="pb-14 sm:pb-20">
          <Island name="live-activity" props={{ className: LIVE_ACTIVITY_CLASS_NAME }}>
            <LiveActivityCard className={LIVE_ACTIVITY_CLASS_NAME} />
          </Island>
        </Container>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <SocialLinksSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <RecruitmentSection />
      </HydrateWhenVisible>
      <Island name="help-button">
        <HelpButton />
      </Island>
      <Island name="home-offer-popup" props={{ offer }}>
        <HomeOfferPopup offer={offer} />
      </Island>
    </>
  );
}
