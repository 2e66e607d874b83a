import { TodayTab } from '../features/diary/today/components/today-tab';
import { NetworkOffersSection } from '../features/partner-network/network-offers/components/network-offers-section';

/** The dashboard's Today tab: the instructor's day, with the learners offered to them first (issue 38). */
export function TodayTabPanel() {
  return <TodayTab offers={<NetworkOffersSection />} />;
}
