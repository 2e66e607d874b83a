import { HydrateLater } from '../components/hydrate-later';
import { Container } from '../components/ui/container';
import { HelpButton } from '../features/marketing/components/help-button';
import { HomeHero } from '../features/marketing/components/home-hero';
import { HomeOfferPopup } from '../features/marketing/components/home-offer-popup';
import {
  SchoolValuesSection,
  SocialLinksSection,
  SuccessStoriesSection,
  WhyChooseUsSection,
} from '../features/marketing/components/home-sections';
import { LandingFeatures } from '../features/marketing/components/landing-features';
import { LiveActivityCard } from '../features/marketing/components/live-activity-card';
import { PricingSection } from '../features/marketing/components/pricing-section';
import { RecruitmentSection } from '../features/marketing/components/recruitment-section';
import { SpecialOfferBanner } from '../features/marketing/components/special-offer-banner';
import { usePageTitle } from '../features/site/hooks/use-page-title';

const HOME_TITLE = 'Automatic Driving Lessons in Birmingham';

/**
 * / and /old-home: the hero, the special offer, the prices, the feature section, why the school,
 * success stories and the live figures, the recruitment block; the help button, and the 45-second
 * offer pop-up. The sticky booking bar comes from the site layout.
 */
export function HomePage() {
  usePageTitle(HOME_TITLE);
  return (
    <>
      <HomeHero title={HOME_TITLE} />
      <SpecialOfferBanner />
      {/* Below the first screen: hydrated in steps after the rest (hydrate-later.tsx). */}
      <HydrateLater step={1}>
        <PricingSection />
      </HydrateLater>
      <HydrateLater step={2}>
        <LandingFeatures />
      </HydrateLater>
      <HydrateLater step={3}>
        <SchoolValuesSection />
      </HydrateLater>
      <HydrateLater step={3}>
        <WhyChooseUsSection />
      </HydrateLater>
      <HydrateLater step={4}>
        <SuccessStoriesSection />
      </HydrateLater>
      <HydrateLater step={4}>
        <Container className="pb-14 sm:pb-20">
          <LiveActivityCard className="mx-auto max-w-xl" />
        </Container>
      </HydrateLater>
      <SocialLinksSection />
      <HydrateLater step={5}>
        <RecruitmentSection />
      </HydrateLater>
      <HelpButton />
      <HomeOfferPopup />
    </>
  );
}
